/**
 * Search over what the page knows: the plugins' `search.provider` contributions (events, games) and
 * the engine's own menu entries. Runs only past 2 characters; a failing provider resets the results.
 */
import type { MenuEntry } from '../../domain/manifest/types';
import type { SearchProvider, SearchResult } from '../plugin-host/slots';

/** Text shorter than this gets the hint instead of results. */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_HINT = 'minimum 3 letters';
export const NO_RESULTS = 'No data found';

export interface FoundItem extends SearchResult {
  /** Menu entries for racing open the coming-soon popup instead of a page. */
  comingSoon?: boolean;
}

export function searchReady(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_CHARS;
}

/** Case-insensitive substring match on the entry's label. */
export function matchMenu(text: string, entries: readonly MenuEntry[]): FoundItem[] {
  const needle = text.trim().toLowerCase();
  return entries
    .filter((entry) => entry.label.toLowerCase().includes(needle))
    .map((entry) => ({ id: `menu:${entry.id}`, label: entry.label, to: entry.to, requiresLogin: entry.requiresLogin, comingSoon: entry.comingSoon }));
}

export async function runSearch(text: string, providers: readonly SearchProvider[], entries: readonly MenuEntry[]): Promise<FoundItem[]> {
  if (!searchReady(text)) return [];
  const needle = text.trim();
  try {
    const found = await Promise.all(providers.map((provider) => provider.search(needle)));
    return [...matchMenu(needle, entries), ...found.flat()];
  } catch {
    return [];
  }
}
