/**
 * The exchange plugin's adapter for list responses: free home markets (socket), events by sport with
 * their match odds (exchange/odds/eventType), competitions and events by sport (getFreeHome*).
 */
import { eventFromWire, marketFromWire, type EventInfo, type Market } from '../betting/api';

/** An event in a list, with the id of its match-odds market when it has one. */
export interface ListedEvent extends EventInfo {
  marketId: string | null;
}

export interface Listing {
  events: ListedEvent[];
  markets: Market[];
}

export interface Competition {
  id: string;
  name: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function listed(item: unknown, marketWires: unknown[], receivedAt: number, into: Listing): void {
  const event = eventFromWire(item);
  if (!event) return;
  const market = marketWires.map((m) => marketFromWire(m, receivedAt)).find((m) => m?.marketType === 'MATCH_ODDS') ?? null;
  if (market) into.markets.push(market);
  into.events.push({ ...event, marketId: market?.marketId ?? null });
}

/** get-freehomeallmarkets-success: [{ competitionName, data: [event with market] }]. */
export function homeListingFromWire(payload: unknown, receivedAt: number): Listing {
  const listing: Listing = { events: [], markets: [] };
  const groups = Array.isArray(payload) ? payload : isRecord(payload) && Array.isArray(payload.data) ? payload.data : [];
  for (const group of groups) {
    if (!isRecord(group) || !Array.isArray(group.data)) continue;
    for (const item of group.data) if (isRecord(item)) listed(item, item.market ? [item.market] : [], receivedAt, listing);
  }
  return listing;
}

/** exchange/odds/eventType/{type}: { result: [event with markets] }. */
export function sportListingFromWire(body: unknown, receivedAt: number): Listing {
  const listing: Listing = { events: [], markets: [] };
  const items = isRecord(body) && Array.isArray(body.result) ? body.result : [];
  for (const item of items) if (isRecord(item)) listed(item, Array.isArray(item.markets) ? item.markets : [], receivedAt, listing);
  return listing;
}

/** getFreeHomeAllCompitition: { response: [{ id, name }] }. */
export function competitionsFromWire(body: unknown): Competition[] {
  const items = isRecord(body) && Array.isArray(body.response) ? body.response : [];
  return items.filter(isRecord).map((c) => ({ id: String(c.id ?? ''), name: String(c.name ?? '') })).filter((c) => c.id && c.name);
}

/** getFreeHomeAllEvents: { response: [event] }. */
export function eventsFromWire(body: unknown): EventInfo[] {
  const items = isRecord(body) && Array.isArray(body.response) ? body.response : [];
  return items.map(eventFromWire).filter((e): e is EventInfo => e !== null);
}
