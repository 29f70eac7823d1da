/**
 * A plugin is a frozen plain object made by definePlugin: the pages of the routes its plugin.json
 * declares, its slot contributions, the socket events it listens to and a setup function that receives
 * the engine's services. What the plugin adds to a brand (paths, layout rows, menu entries, slots,
 * requirements) is declared in plugin.json; the engine cross-checks this object against it.
 */
import type { ComponentType } from 'react';
import type { AnySlotId, SlotValue } from './slots';
import type { PluginContext } from './plugin-context';

export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;

/** The path's parameters as the router decodes them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface PluginRoute {
  /** The path of a route plugin.json declares, in react-router syntax: /event-page/:eventTypeId/:eventId. */
  path: string;
  /** Loaded on first visit, so a brand pays only for the pages it opens. */
  load: () => Promise<{ default: ComponentType }>;
  /** The header title where it comes from the path (a sport's name); otherwise the layout row's headerName. */
  title?: (params: RouteParams) => string;
}

export interface Contribution<S extends AnySlotId = AnySlotId> {
  slot: S;
  /** Unique within the plugin; used as the React key and in error reports. */
  id: string;
  /** Lower comes first; ties keep plugin order. */
  order?: number;
  value: SlotValue<S>;
}

export type AnyContribution = { [S in AnySlotId]: Contribution<S> }[AnySlotId];

export type SocketHandlers = Record<string, (payload: unknown) => void>;

export interface PluginDefinition<Options = Record<string, unknown>> {
  id: string;
  routes?: readonly PluginRoute[];
  contributes?: readonly AnyContribution[];
  /** Socket events the plugin listens to while it is mounted. */
  socket?: SocketHandlers;
  setup?: (ctx: PluginContext<Options>) => void | Promise<void>;
}

export type Plugin<Options = Record<string, unknown>> = Readonly<PluginDefinition<Options>>;

/** A plugin whatever its options: setup takes them, so only `never` stands for every kind. */
export type AnyPlugin = Plugin<never>;

export class PluginDefinitionError extends Error {}

/** Typed helper so a contribution's value is checked against its slot. */
export function contribute<S extends AnySlotId>(contribution: Contribution<S>): Contribution<S> {
  return contribution;
}

function repeated(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, i) => values.indexOf(value) !== i))];
}

export function definePlugin<Options = Record<string, unknown>>(definition: PluginDefinition<Options>): Plugin<Options> {
  if (!PLUGIN_ID_PATTERN.test(definition.id)) {
    throw new PluginDefinitionError(
      `Plugin id "${definition.id}" is invalid: expected 2 to 32 lower-case letters, digits or dashes, starting with a letter.`,
    );
  }
  const contributionIds = repeated((definition.contributes ?? []).map((c) => c.id));
  if (contributionIds.length) throw new PluginDefinitionError(`Plugin "${definition.id}" repeats contribution ids: ${contributionIds.join(', ')}.`);
  const paths = repeated((definition.routes ?? []).map((r) => r.path));
  if (paths.length) throw new PluginDefinitionError(`Plugin "${definition.id}" repeats route paths: ${paths.join(', ')}.`);
  return Object.freeze({
    ...definition,
    routes: Object.freeze([...(definition.routes ?? [])]),
    contributes: Object.freeze([...(definition.contributes ?? [])]),
  });
}
