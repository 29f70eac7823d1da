/** A sport's events with their match odds, shared by its sport and competition pages. */
import { useCallback } from 'react';
import { loadSportListing } from '../listing-api';
import { exchangeServices } from '../state';
import { useListing } from '../use-listing';

export const sportListingKey = (eventTypeId: string) => `sport:${eventTypeId}`;

export function useSportListing(eventTypeId: string) {
  const load = useCallback(() => loadSportListing(exchangeServices().api, eventTypeId), [eventTypeId]);
  return useListing(eventTypeId ? sportListingKey(eventTypeId) : null, load);
}
