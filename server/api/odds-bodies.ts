/** The bodies of the odds calls, shared by their routes and the first screen drawn into the app's page. */
import type { EventTypeOdds } from '../../schemas/wire';
import type { FeedView } from '../feed/feed-state';
import type { Sandbox } from '../sandbox';
import { eventWire, marketWire } from './market-wire';

/** The event's markets that are not closed. */
export function openMarketsOf(sandbox: Sandbox, feed: FeedView, eventId: string) {
  return (feed.event(eventId)?.marketIds ?? []).map((id) => sandbox.board.market(id)).filter((m) => m && m.status !== 'CLOSED').map((m) => m!);
}

/** GET exchange/odds/eventType/{eventTypeId}: the sport's events, each with its match odds. */
export function eventTypeBody(sandbox: Sandbox, feed: FeedView, eventTypeId: string) {
  // Races stay listed with their result until they leave the card; other events only while live.
  const listed = feed.events().filter((e) => e.eventTypeId === eventTypeId && (!e.finished || e.race));
  return {
    success: true,
    result: listed.map((event) => ({ ...eventWire(event), markets: openMarketsOf(sandbox, feed, event.id).filter((m) => m.type === 'MATCH_ODDS').map(marketWire) })),
  } satisfies EventTypeOdds;
}

/** GET exchange/odds/group/{eventTypeId}/{eventId}: the event and its markets by kind; null for an event the feed does not know. */
export function eventGroupBody(sandbox: Sandbox, feed: FeedView, eventId: string) {
  const event = feed.event(eventId);
  if (!event) return null;
  const markets = openMarketsOf(sandbox, feed, eventId);
  const group = (type: string) => markets.filter((m) => m.type === type).map(marketWire);
  return { success: true, result: { event: eventWire(event), matchOdds: group('MATCH_ODDS'), bookmaker: group('Special'), fancy: group('SESSION'), inningsRuns: group('INNINGS_RUNS'), score: feed.score(eventId) } };
}
