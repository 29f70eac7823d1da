/** Loading the exchange's lists: home markets over the socket, sports, competitions and events over HTTP. */
import type { ApiService, SocketService } from '../../engine/plugin-api';
import { competitionsFromWire, eventsFromWire, homeListingFromWire, sportListingFromWire, type Competition, type Listing } from './listing-wire';
import type { EventInfo } from '../betting/api';

export const HOME_MARKETS_TIMEOUT_MS = 10_000;
export const HOME_MARKETS_LATE = 'The markets did not arrive. Please check your connection.';

/** Asks the socket for the free home markets and waits for the answer. */
export function requestHomeListing(socket: SocketService, now: () => number = Date.now): Promise<Listing> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(HOME_MARKETS_LATE));
    }, HOME_MARKETS_TIMEOUT_MS);
    const stop = socket.on('get-freehomeallmarkets-success', (payload) => {
      clearTimeout(timer);
      stop();
      resolve(homeListingFromWire(payload, now()));
    });
    socket.emit('get-freehomeallmarkets');
  });
}

export async function loadSportListing(api: ApiService, eventTypeId: string, now: () => number = Date.now): Promise<Listing> {
  return sportListingFromWire(await api.get<unknown>(`exchange/odds/eventType/${encodeURIComponent(eventTypeId)}`), now());
}

export async function loadCompetitions(api: ApiService, eventTypeId: string): Promise<Competition[]> {
  return competitionsFromWire(await api.post<unknown>('getFreeHomeAllCompitition', { eventTypeId }));
}

export async function loadCompetitionEvents(api: ApiService, eventTypeId: string, competitionId: string): Promise<EventInfo[]> {
  return eventsFromWire(await api.post<unknown>('getFreeHomeAllEvents', { eventTypeId, competitionId }));
}
