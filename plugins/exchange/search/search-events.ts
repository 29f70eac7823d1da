/**
 * Event search (spec section 5): a case-insensitive substring over the event names of the free home
 * markets. Results open the event's page; event pages need a login.
 */
import type { SearchResult } from '../../../engine/plugin-api';
import { HOME_KEY } from '../home/keys';
import { requestHomeListing } from '../listing-api';
import type { ListedEvent } from '../listing-wire';
import { eventPath } from '../paths';
import { exchangeServices } from '../state';
import { listedEvents } from '../use-listing';

export function matchEvents(events: readonly Pick<ListedEvent, 'eventId' | 'eventName' | 'eventTypeId'>[], text: string): SearchResult[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return events
    .filter((e) => e.eventName.toLowerCase().includes(needle))
    .map((e) => {
      const to = eventPath(e.eventTypeId, e.eventId);
      return { id: `event:${e.eventId}`, label: e.eventName, to, requiresLogin: to.startsWith('/event-page/') };
    });
}

export async function searchEvents(text: string): Promise<SearchResult[]> {
  const events = listedEvents(HOME_KEY) ?? (await requestHomeListing(exchangeServices().socket)).events;
  return matchEvents(events, text);
}
