/**
 * The exchange's pages start from the first screen the server drew into the page (its answers, read
 * through the plugin API at setup): home's listing, a sport's listing or an event's markets go into the
 * feed before the first render, so the page draws the prices already on screen, asks the server for
 * nothing, and follows their deltas from the versions it holds.
 */
import { apiAnswerKey, socketAnswerKey, firstScreenAnswer, type EngineServices } from '../../engine/plugin-api';
import { marketFeedFor, primeEventMarkets } from '../betting/api';
import { HOME_KEY } from './home/keys';
import { homeListingFromWire, sportListingFromWire, type Listing } from './listing-wire';
import { sportListingKey } from './pages/use-sport-listing';
import { keepListedEvents } from './use-listing';

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function primeFirstScreen(services: Pick<EngineServices, 'socket'>, pathname: string, now: number = Date.now()): void {
  const prime = (key: string, listing: Listing) => {
    keepListedEvents(key, listing.events);
    marketFeedFor(services).prime(key, listing.markets);
  };
  if (pathname === '/') {
    const payload = firstScreenAnswer(socketAnswerKey('get-freehomeallmarkets'));
    if (payload !== undefined) prime(HOME_KEY, homeListingFromWire(payload, now));
    return;
  }
  const sport = /^\/sports-page\/[^/]+\/([^/]+)\/?$/.exec(pathname);
  const eventTypeId = sport ? decoded(sport[1]!) : null;
  if (eventTypeId) {
    const body = firstScreenAnswer(apiAnswerKey(`exchange/odds/eventType/${encodeURIComponent(eventTypeId)}`));
    if (body !== undefined) prime(sportListingKey(eventTypeId), sportListingFromWire(body, now));
    return;
  }
  const event = /^\/event-page\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  const [typeId, eventId] = event ? [decoded(event[1]!), decoded(event[2]!)] : [null, null];
  if (typeId && eventId) {
    const body = firstScreenAnswer(apiAnswerKey(`exchange/odds/group/${encodeURIComponent(typeId)}/${encodeURIComponent(eventId)}`));
    if (body !== undefined) primeEventMarkets(services, typeId, eventId, body, now);
  }
}
