/**
 * A plugin is a frozen plain object made by definePlugin: its routes, its slot contributions,
 * the socket events it listens to and a setup function that receives the engine's services.
 */
import type { ComponentType } from 'react';
import type { SlotId, SlotValues } from './slots';
import type { PluginContext } from './plugin-context';

export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;

export interface PluginRoute {
  /** Absolute path pattern in react-router syntax, e.g. /casino-lobby/* or /event-page/:eventTypeId/:eventId. */
  path: string;
  /** Routes needing a stored login redirect visitors home. */
  requiresLogin: boolean;
  /** Loaded on first visit, so a brand pays only for the pages it opens. */
  load: () => Promise<{ default: ComponentType }>;
}

export interface Contribution<S extends SlotId = SlotId> {
  slot: S;
  /** Unique within the plugin; used as the React key and in error reports. */
  id: string;
  /** Lower comes first; ties keep plugin order. */
  order?: number;
  value: SlotValues[S];
}

export type AnyContribution = { [S in SlotId]: Contribution<S> }[SlotId];

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

export class PluginDefinitionError extends Error {}

/** Typed helper so a contribution's value is checked against its slot. */
export function contribute<S extends SlotId>(contribution: Contribution<S>): Contribution<S> {
  return contribution;
}

export function definePlugin<Options = Record<string, unknown>>(definition: PluginDefinition<Options>): Plugin<Options> {
  if (!PLUGIN_ID_PATTERN.test(definition.id)) {
    throw new PluginDefinitionError(
      `Plugin id "${definition.id}" is invalid: expected 2 to 32 lower-case letters, digits or dashes, starting with a letter.`,
    );
  }
  const ids = (definition.contributes ?? []).map((c) => c.id);
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (repeated.length) {
    throw new PluginDefinitionError(`Plugin "${definition.id}" repeats contribution ids: ${[...new Set(repeated)].join(', ')}.`);
  }
  return Object.freeze({
    ...definition,
    routes: Object.freeze([...(definition.routes ?? [])]),
    contributes: Object.freeze([...(definition.contributes ?? [])]),
  });
}
