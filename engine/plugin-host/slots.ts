/**
 * The one catalogue of the engine's slot ids. A slot states what it accepts and whether it takes one
 * contribution or many; plugins name slots only through these ids, and plugin.json lists the ones a
 * plugin fills. A plugin may define slots of its own for the pages it draws (plugin.json `defines`),
 * named `<its id>/<name>`; those take components.
 */
import type { ComponentType } from 'react';

export type SlotCardinality = 'one' | 'many';

export interface SearchResult {
  id: string;
  label: string;
  /** Path the result opens. */
  to: string;
  /** Visitors get the login popup first when set. */
  requiresLogin?: boolean;
}

export interface SearchProvider {
  /** Case-insensitive search over what the plugin knows; called only with more than 2 characters. */
  search(text: string): Promise<SearchResult[]> | SearchResult[];
}

/** Props every component slot passes to its contributions. */
export interface SlotProps {
  /** Where the contribution is drawn: some slots render in two places (sidebar and footer). */
  variant?: 'sidebar' | 'footer' | 'drawer' | 'page';
  /** Set by an event page for the contributions to its sections (exchange/event.section). */
  eventTypeId?: string;
  eventId?: string;
}

export type SlotComponent = ComponentType<SlotProps>;

/** What each slot accepts, and what it is for. */
export interface SlotValues {
  /** Entries in the header navigation. */
  'header.nav': SlotComponent;
  /** Buttons at the right end of the header. */
  'header.actions': SlotComponent;
  /** Sections of the desktop left sidebar. */
  'sidebar.left': SlotComponent;
  /** Sections of the desktop right sidebar. */
  'sidebar.right': SlotComponent;
  /** Sections of the mobile menu drawer (a competition tree, the contact block). */
  'drawer.section': SlotComponent;
  /** Entries of the signed-in drawer's Help & Support section (Chat With Us). */
  'account.help': SlotComponent;
  /** Blocks of the home page, in order. */
  'home.section': SlotComponent;
  /** Blocks of the footer. */
  'footer.section': SlotComponent;
  /** Floating buttons and dialogs drawn above every page. */
  'page.overlay': SlotComponent;
  /** Sources of header and menu search results. */
  'search.provider': SearchProvider;
}

export type SlotId = keyof SlotValues;

/** A slot a plugin defines: `<plugin id>/<name>`, e.g. exchange/event.section. */
export type PluginSlotId = `${string}/${string}`;

export type AnySlotId = SlotId | PluginSlotId;

/** What a slot accepts: the engine's catalogue says for its own; plugins' slots take components. */
export type SlotValue<S extends AnySlotId> = S extends SlotId ? SlotValues[S] : SlotComponent;

/** How a slot takes contributions; what it is for is said beside it in SlotValues (and in plugin.json for plugins' slots). */
export interface SlotSpec {
  cardinality: SlotCardinality;
  accepts: 'component' | 'search-provider';
}

const MANY_COMPONENTS: SlotSpec = { cardinality: 'many', accepts: 'component' };

export const SLOTS: { readonly [S in SlotId]: SlotSpec } = Object.freeze({
  'header.nav': MANY_COMPONENTS,
  'header.actions': MANY_COMPONENTS,
  'sidebar.left': MANY_COMPONENTS,
  'sidebar.right': MANY_COMPONENTS,
  'drawer.section': MANY_COMPONENTS,
  'account.help': MANY_COMPONENTS,
  'home.section': MANY_COMPONENTS,
  'footer.section': MANY_COMPONENTS,
  'page.overlay': MANY_COMPONENTS,
  'search.provider': { cardinality: 'many', accepts: 'search-provider' },
});

export function isSlotId(id: string): id is SlotId {
  return Object.prototype.hasOwnProperty.call(SLOTS, id);
}
