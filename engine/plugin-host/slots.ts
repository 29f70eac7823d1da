/**
 * The one catalogue of slot ids. A slot states what it accepts and whether it takes one contribution
 * or many; plugins name slots only through these ids, and plugin.json lists the ones a plugin uses.
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
  /** Set by the event page for its `event.section` contributions. */
  eventTypeId?: string;
  eventId?: string;
}

export type SlotComponent = ComponentType<SlotProps>;

/** What each slot accepts. */
export interface SlotValues {
  'header.nav': SlotComponent;
  'header.actions': SlotComponent;
  'sidebar.left': SlotComponent;
  'sidebar.right': SlotComponent;
  'drawer.section': SlotComponent;
  'account.help': SlotComponent;
  'home.section': SlotComponent;
  'footer.section': SlotComponent;
  'page.overlay': SlotComponent;
  'event.section': SlotComponent;
  'search.provider': SearchProvider;
}

export type SlotId = keyof SlotValues;

interface SlotSpec {
  cardinality: SlotCardinality;
  accepts: 'component' | 'search-provider';
  description: string;
}

export const SLOTS: { readonly [S in SlotId]: SlotSpec } = Object.freeze({
  'header.nav': { cardinality: 'many', accepts: 'component', description: 'Entries in the header navigation.' },
  'header.actions': { cardinality: 'many', accepts: 'component', description: 'Buttons at the right end of the header.' },
  'sidebar.left': { cardinality: 'many', accepts: 'component', description: 'Sections of the desktop left sidebar.' },
  'sidebar.right': { cardinality: 'many', accepts: 'component', description: 'Sections of the desktop right sidebar.' },
  'drawer.section': { cardinality: 'many', accepts: 'component', description: 'Sections of the mobile menu drawer (a competition tree, the contact block).' },
  'account.help': { cardinality: 'many', accepts: 'component', description: "Entries of the signed-in drawer's Help & Support section (Chat With Us)." },
  'home.section': { cardinality: 'many', accepts: 'component', description: 'Blocks of the home page, in order.' },
  'footer.section': { cardinality: 'many', accepts: 'component', description: 'Blocks of the footer.' },
  'page.overlay': { cardinality: 'many', accepts: 'component', description: 'Floating buttons and dialogs drawn above every page.' },
  'event.section': { cardinality: 'many', accepts: 'component', description: 'Blocks of an event page below its main markets (sessions, match centre), given eventTypeId and eventId.' },
  'search.provider': { cardinality: 'many', accepts: 'search-provider', description: 'Sources of header and menu search results.' },
});

export function isSlotId(id: string): id is SlotId {
  return Object.prototype.hasOwnProperty.call(SLOTS, id);
}
