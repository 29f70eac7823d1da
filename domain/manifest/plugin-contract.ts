/**
 * A plugin's contract, plugins/<id>/plugin.json (schemas/plugin-contract.schema.json) after validation
 * with defaults filled: what the plugin adds to a brand, read without loading its code.
 */
import type { BrandFlags, LayoutRow, MenuEntry } from './types';

export interface PluginRouteContract {
  path: string;
  requiresLogin: boolean;
  /** The brand flag that must be on for the page to exist (flags.deposit for a deposit page). */
  requiresFlag?: keyof BrandFlags;
  /** Over the engine's default row; absent fields take the default's. */
  layout?: Partial<LayoutRow>;
}

export type AccountLinkSection = 'statements' | 'settings';

export interface AccountLink {
  section: AccountLinkSection;
  label: string;
  to: string;
  order: number;
}

export interface SlotDefinition {
  id: string;
  description: string;
  cardinality: 'one' | 'many';
}

export interface PluginContract {
  id: string;
  title: string;
  description: string;
  requires: string[];
  routes: PluginRouteContract[];
  menu: MenuEntry[];
  accountLinks: AccountLink[];
  slots: string[];
  defines: SlotDefinition[];
  socketReaders?: string;
}

/** What the engine reads of a contract at run time (`wl build` writes it into the plugin registry): the plugin's description is for people and stays out of the bundle. */
export type RuntimeContract = Omit<PluginContract, 'description'>;

/** Whether a route's page exists for a brand: its flag, if it names one, is on. No flags given: every route (a build-wide view). */
export function routeEnabled(route: Pick<PluginRouteContract, 'requiresFlag'>, flags?: Readonly<Partial<BrandFlags>>): boolean {
  return !route.requiresFlag || !flags || flags[route.requiresFlag] === true;
}

/** The first path segment of a route pattern: /event-page/:id → event-page. */
export function firstSegment(path: string): string {
  return path.replace(/^\//, '').split('/')[0] ?? '';
}

/** The plugin that defines a namespaced slot (exchange/event.section → exchange), or null for an engine slot. */
export function slotOwner(slotId: string): string | null {
  const slash = slotId.indexOf('/');
  return slash > 0 ? slotId.slice(0, slash) : null;
}
