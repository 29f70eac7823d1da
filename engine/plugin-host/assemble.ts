/**
 * Loads the plugins a brand enables and assembles their routes and slot contributions.
 * A plugin that fails to load, lies about its contract or throws in setup is left out and reported;
 * the others still load.
 */
import type { BrandManifest } from '../../domain/manifest/types';
import type { AnyContribution, Plugin, PluginRoute } from './define-plugin';
import type { EngineServices } from './plugin-context';
import type { PluginRegistry } from './registry';
import { createProblemCollector, type AssemblyProblem, type ProblemCollector } from './problems';
import { SLOTS, isSlotId, type SlotId } from './slots';

export interface AssembledRoute extends PluginRoute {
  pluginId: string;
  pluginTitle: string;
}

export interface AssembledContribution {
  pluginId: string;
  pluginTitle: string;
  contribution: AnyContribution;
}

export interface Assembly {
  plugins: ReadonlyArray<{ id: string; title: string; plugin: Plugin<any> }>;
  routes: readonly AssembledRoute[];
  slots: ReadonlyMap<SlotId, readonly AssembledContribution[]>;
  problems: readonly AssemblyProblem[];
}

/** Paths the engine itself owns; a plugin may not take them. */
export const ENGINE_PATHS = new Set(['/', '/default-page', '/ReferBy/:referCode', '*']);

export function firstSegment(path: string): string {
  return path.replace(/^\//, '').split('/')[0] ?? '';
}

function checkRoutes(
  plugin: Plugin<any>,
  segments: readonly string[],
  takenPaths: Map<string, string>,
  problems: ProblemCollector,
): PluginRoute[] {
  const accepted: PluginRoute[] = [];
  for (const route of plugin.routes ?? []) {
    const segment = firstSegment(route.path);
    if (!route.path.startsWith('/') || !segments.includes(segment)) {
      problems.report('ROUTE_SEGMENT_UNDECLARED', plugin.id, `Route ${route.path} starts with "${segment}", which plugin.json does not declare in segments (${segments.join(', ') || 'none'}).`);
      continue;
    }
    const owner = ENGINE_PATHS.has(route.path) ? 'engine' : takenPaths.get(route.path);
    if (owner) {
      problems.report('ROUTE_DUPLICATE', plugin.id, `Route ${route.path} is already defined by ${owner === 'engine' ? 'the engine' : `plugin "${owner}"`}.`);
      continue;
    }
    takenPaths.set(route.path, plugin.id);
    accepted.push(route);
  }
  return accepted;
}

function checkContributions(
  plugin: Plugin<any>,
  declaredSlots: readonly string[],
  filled: Map<SlotId, AssembledContribution[]>,
  problems: ProblemCollector,
): AnyContribution[] {
  const accepted: AnyContribution[] = [];
  for (const contribution of plugin.contributes ?? []) {
    const slot: string = contribution.slot;
    if (!isSlotId(slot)) {
      problems.report('SLOT_UNKNOWN', plugin.id, `Contribution "${contribution.id}" targets slot "${slot}", which does not exist; slots: ${Object.keys(SLOTS).join(', ')}.`);
      continue;
    }
    if (!declaredSlots.includes(slot)) {
      problems.report('SLOT_UNDECLARED', plugin.id, `Contribution "${contribution.id}" targets slot "${slot}", which plugin.json does not list in slots.`);
      continue;
    }
    if (SLOTS[slot].cardinality === 'one' && (filled.get(slot)?.length ?? 0) > 0) {
      problems.report('SLOT_TAKES_ONE', plugin.id, `Slot "${slot}" takes one contribution and plugin "${filled.get(slot)![0]!.pluginId}" already fills it.`);
      continue;
    }
    accepted.push(contribution);
  }
  return accepted;
}

export async function assemblePlugins(
  manifest: BrandManifest,
  registry: PluginRegistry,
  services: EngineServices,
): Promise<Assembly> {
  const problems = createProblemCollector();
  const enabled = Object.keys(manifest.plugins);
  const loaded = await Promise.all(
    enabled.map(async (id) => {
      const entry = registry[id];
      if (!entry) {
        problems.report('PLUGIN_NOT_FOUND', id, `The brand enables plugin "${id}", but this build has no such plugin; built plugins: ${Object.keys(registry).join(', ') || 'none'}.`);
        return null;
      }
      try {
        const plugin = (await entry.load()).default;
        if (plugin?.id !== id) {
          problems.report('PLUGIN_ID_MISMATCH', id, `plugins/${id} exports a plugin with id "${String(plugin?.id)}".`);
          return null;
        }
        return { entry, plugin };
      } catch (error) {
        problems.report('PLUGIN_LOAD_FAILED', id, `Plugin "${id}" could not be loaded.`, error);
        return null;
      }
    }),
  );

  const plugins: Array<{ id: string; title: string; plugin: Plugin<any> }> = [];
  const routes: AssembledRoute[] = [];
  const slots = new Map<SlotId, AssembledContribution[]>();
  const takenPaths = new Map<string, string>();
  for (const item of loaded) {
    if (!item) continue;
    const { entry, plugin } = item;
    const title = entry.contract.title;
    try {
      await plugin.setup?.({ ...services, brand: manifest, options: manifest.plugins[plugin.id] ?? {} });
    } catch (error) {
      problems.report('PLUGIN_SETUP_FAILED', plugin.id, `Plugin "${title}" failed in setup and was left out.`, error);
      continue;
    }
    for (const [event, handler] of Object.entries(plugin.socket ?? {})) {
      services.socket.on(event, (payload) => {
        try {
          handler(payload);
        } catch (error) {
          console.error(`[${plugin.id}] socket handler for "${event}" failed`, error);
        }
      });
    }
    for (const route of checkRoutes(plugin, entry.contract.segments, takenPaths, problems)) {
      routes.push({ ...route, pluginId: plugin.id, pluginTitle: title });
    }
    for (const contribution of checkContributions(plugin, entry.contract.slots, slots, problems)) {
      const list = slots.get(contribution.slot) ?? [];
      list.push({ pluginId: plugin.id, pluginTitle: title, contribution });
      slots.set(contribution.slot, list);
    }
    plugins.push({ id: plugin.id, title, plugin });
  }
  for (const list of slots.values()) list.sort((a, b) => (a.contribution.order ?? 0) - (b.contribution.order ?? 0));
  return { plugins, routes, slots, problems: problems.problems };
}
