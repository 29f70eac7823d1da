/**
 * Loads the plugins a brand enables and assembles what they add: pages with their layout rows, menu
 * and account-panel entries, slot contributions (to the engine's slots and to slots plugins define) and
 * socket handlers. Plugins are set up after the plugins they require. A plugin that fails to load,
 * lies about its contract, throws in setup or lacks what it requires is left out and reported; the
 * others still load.
 */
import { firstSegment, routeEnabled, type RuntimeContract } from '../../domain/manifest/plugin-contract';
import type { BrandFlags, BrandManifest } from '../../domain/manifest/types';
import { contractSurface, ENGINE_SEGMENTS, type ContractSurface } from './contract-surface';
import type { AnyContribution, AnyPlugin, PluginRoute } from './define-plugin';
import type { EngineServices } from './plugin-context';
import type { PluginRegistry } from './registry';
import { createProblemCollector, type AssemblyProblem, type ProblemCollector } from './problems';
import { SLOTS, isSlotId, type AnySlotId, type SlotSpec } from './slots';
import { setupOrder } from './setup-order';

export interface AssembledRoute extends PluginRoute {
  requiresLogin: boolean;
  pluginId: string;
  pluginTitle: string;
}

export interface AssembledContribution {
  pluginId: string;
  pluginTitle: string;
  contribution: AnyContribution;
}

export interface Assembly extends Readonly<ContractSurface> {
  plugins: ReadonlyArray<{ id: string; title: string; plugin: AnyPlugin }>;
  routes: readonly AssembledRoute[];
  slots: ReadonlyMap<AnySlotId, readonly AssembledContribution[]>;
  problems: readonly AssemblyProblem[];
}

interface Loaded {
  contract: RuntimeContract;
  plugin: AnyPlugin;
}

async function loadPlugin(id: string, registry: PluginRegistry, problems: ProblemCollector): Promise<Loaded | null> {
  const load = registry[id];
  if (!load) {
    problems.report('PLUGIN_NOT_FOUND', id, `The brand enables plugin "${id}", but this build has no such plugin; built plugins: ${Object.keys(registry).join(', ') || 'none'}.`);
    return null;
  }
  try {
    const { default: plugin, contract } = await load();
    if (plugin?.id !== id) {
      problems.report('PLUGIN_ID_MISMATCH', id, `plugins/${id} exports a plugin with id "${String(plugin?.id)}".`);
      return null;
    }
    return { contract, plugin };
  } catch (error) {
    problems.report('PLUGIN_LOAD_FAILED', id, `Plugin "${id}" could not be loaded.`, error);
    return null;
  }
}

/** The assembly under way: what accepted plugins have added so far. */
class Builder {
  readonly plugins: Array<{ id: string; title: string; plugin: AnyPlugin }> = [];
  readonly routes: AssembledRoute[] = [];
  readonly slots = new Map<AnySlotId, AssembledContribution[]>();
  readonly slotSpecs = new Map<string, SlotSpec>(Object.entries(SLOTS));
  readonly contracts: RuntimeContract[] = [];
  private readonly segmentOwners = new Map<string, string>();

  constructor(
    private readonly problems: ProblemCollector,
    private readonly flags: Readonly<Partial<BrandFlags>>,
  ) {}

  /** Routes are the contract's paths, each with the page of the same path in the plugin's code. */
  addRoutes({ contract, plugin }: Loaded): void {
    const pages = new Map((plugin.routes ?? []).map((route) => [route.path, route]));
    for (const page of pages.keys()) {
      if (!contract.routes.some((route) => route.path === page)) {
        this.problems.report('ROUTE_UNDECLARED', plugin.id, `Route ${page} is not among the routes plugins/${plugin.id}/plugin.json declares (${contract.routes.map((r) => r.path).join(', ') || 'none'}).`);
      }
    }
    for (const declared of contract.routes) {
      const page = pages.get(declared.path);
      if (!page) {
        this.problems.report('ROUTE_WITHOUT_PAGE', plugin.id, `plugins/${plugin.id}/plugin.json declares route ${declared.path}, but the plugin gives it no page.`);
        continue;
      }
      // A page behind a brand flag that is off does not exist: its path is not found, like any other.
      if (!routeEnabled(declared, this.flags)) continue;
      const segment = firstSegment(declared.path);
      const owner = ENGINE_SEGMENTS.has(segment) ? 'the engine' : this.segmentOwners.get(segment);
      if (owner && owner !== plugin.id) {
        this.problems.report('ROUTE_DUPLICATE', plugin.id, `Route ${declared.path} starts with "/${segment}", which ${owner === 'the engine' ? 'the engine serves' : `plugin "${owner}" already serves`}.`);
        continue;
      }
      this.segmentOwners.set(segment, plugin.id);
      this.routes.push({ ...page, requiresLogin: declared.requiresLogin, pluginId: plugin.id, pluginTitle: contract.title });
    }
  }

  addContributions({ contract, plugin }: Loaded): void {
    for (const slot of contract.defines) this.slotSpecs.set(slot.id, { cardinality: slot.cardinality, accepts: 'component' });
    for (const contribution of plugin.contributes ?? []) {
      const slot: string = contribution.slot;
      const spec = this.slotSpecs.get(slot);
      if (!spec) {
        const known = isSlotId(slot) || slot.includes('/') ? '' : `; slots: ${[...this.slotSpecs.keys()].join(', ')}`;
        this.problems.report('SLOT_UNKNOWN', plugin.id, `Contribution "${contribution.id}" targets slot "${slot}", which neither the engine nor an enabled plugin defines${known}.`);
        continue;
      }
      if (!contract.slots.includes(slot)) {
        this.problems.report('SLOT_UNDECLARED', plugin.id, `Contribution "${contribution.id}" targets slot "${slot}", which plugin.json does not list in slots.`);
        continue;
      }
      const filled = this.slots.get(slot as AnySlotId) ?? [];
      if (spec.cardinality === 'one' && filled.length > 0) {
        this.problems.report('SLOT_TAKES_ONE', plugin.id, `Slot "${slot}" takes one contribution and plugin "${filled[0]!.pluginId}" already fills it.`);
        continue;
      }
      filled.push({ pluginId: plugin.id, pluginTitle: contract.title, contribution });
      this.slots.set(slot as AnySlotId, filled);
    }
  }

  accept(loaded: Loaded): void {
    this.addRoutes(loaded);
    this.addContributions(loaded);
    this.contracts.push(loaded.contract);
    this.plugins.push({ id: loaded.plugin.id, title: loaded.contract.title, plugin: loaded.plugin });
  }
}

function wireSocket(plugin: AnyPlugin, services: EngineServices): void {
  for (const [event, handler] of Object.entries(plugin.socket ?? {})) {
    services.socket.on(event, (payload) => {
      try {
        handler(payload);
      } catch (error) {
        console.error(`[${plugin.id}] socket handler for "${event}" failed`, error);
      }
    });
  }
}

export async function assemblePlugins(manifest: BrandManifest, registry: PluginRegistry, services: EngineServices): Promise<Assembly> {
  const problems = createProblemCollector();
  const enabled = Object.keys(manifest.plugins);
  const loaded = new Map<string, Loaded>();
  const results = await Promise.all(enabled.map((id) => loadPlugin(id, registry, problems)));
  results.forEach((item, i) => item && loaded.set(enabled[i]!, item));

  const builder = new Builder(problems, manifest.flags ?? {});
  const ready = new Set<string>();
  for (const id of setupOrder(enabled, (each) => loaded.get(each)?.contract.requires ?? [])) {
    const item = loaded.get(id);
    if (!item) continue;
    const { contract, plugin } = item;
    const missing = contract.requires.filter((required) => !ready.has(required));
    if (missing.length) {
      problems.report('PLUGIN_REQUIREMENT_MISSING', id, `Plugin "${contract.title}" requires ${missing.map((m) => `"${m}"`).join(' and ')}, which ${missing.length === 1 ? 'is' : 'are'} not running, and was left out.`);
      continue;
    }
    try {
      // Options were validated against the plugin's own schema with the manifest.
      await plugin.setup?.({ ...services, brand: manifest, options: (manifest.plugins[id] ?? {}) as never });
    } catch (error) {
      problems.report('PLUGIN_SETUP_FAILED', id, `Plugin "${contract.title}" failed in setup and was left out.`, error);
      continue;
    }
    wireSocket(plugin, services);
    builder.accept(item);
    ready.add(id);
  }
  for (const list of builder.slots.values()) list.sort((a, b) => (a.contribution.order ?? 0) - (b.contribution.order ?? 0));
  return {
    plugins: builder.plugins,
    routes: builder.routes,
    slots: builder.slots,
    ...contractSurface(manifest, builder.contracts),
    problems: problems.problems,
  };
}
