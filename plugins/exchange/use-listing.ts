/** An event list with its match-odds markets kept live (shared by every holder of the same key). */
import { useCallback } from 'react';
import { useWatchedMarkets } from '../betting/api';
import type { Listing, ListedEvent } from './listing-wire';

const lastEvents = new Map<string, ListedEvent[]>();

/** The events of the last load of `key`, if any (search reads the home list without loading it again). */
export function listedEvents(key: string): ListedEvent[] | undefined {
  return lastEvents.get(key);
}

/** Keeps a list loaded without its live prices (the sport tree names favourites from home's list). */
export function keepListedEvents(key: string, events: ListedEvent[]): void {
  lastEvents.set(key, events);
}

export function useListing(key: string | null, load: () => Promise<Listing>): { events: ListedEvent[] | null; error: string | null } {
  const loader = useCallback(async () => {
    const listing = await load();
    if (key) lastEvents.set(key, listing.events);
    return listing.markets;
  }, [key, load]);
  const { markets, error } = useWatchedMarkets(key, loader);
  return { events: markets && key ? (lastEvents.get(key) ?? []) : null, error };
}
