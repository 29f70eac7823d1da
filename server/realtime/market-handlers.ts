/** Socket events of live prices: the home page's markets, and following or leaving markets and events. */
import type { Socket } from 'socket.io';
import { eventWire, marketWire } from '../api/market-wire';
import type { FeedView } from '../feed/feed-state';
import type { Sandbox } from '../sandbox';
import { marketDelta } from './market-delta';
import { record, type SocketContext } from './socket-context';

/** Markets and events one socket may follow at once; a page shows far fewer. */
export const MAX_SUBSCRIPTIONS = 200;
const SUBSCRIPTION_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function homeMarkets(sandbox: Sandbox, feed: FeedView): Array<{ competitionName: string; data: unknown[] }> {
  const groups = new Map<string, unknown[]>();
  for (const event of feed.events().filter((e) => !e.finished && ['4', '1', '2'].includes(e.eventTypeId))) {
    const matchOdds = event.marketIds.map((id) => sandbox.board.market(id)).find((m) => m?.type === 'MATCH_ODDS' && m.status !== 'CLOSED');
    const list = groups.get(event.competitionName) ?? [];
    list.push({ ...eventWire(event), market: matchOdds ? marketWire(matchOdds) : null });
    groups.set(event.competitionName, list);
  }
  return [...groups].map(([competitionName, data]) => ({ competitionName, data }));
}

function followed(socket: Socket): number {
  let count = 0;
  for (const room of socket.rooms) if (room.startsWith('market:') || room.startsWith('event:')) count += 1;
  return count;
}

/** The rooms of the markets and the event the exchange knows, of those asked for. */
function roomsAsked(context: SocketContext, marketIds: unknown, eventId: unknown): string[] {
  const rooms: string[] = [];
  if (Array.isArray(marketIds)) {
    for (const id of marketIds.slice(0, MAX_SUBSCRIPTIONS)) if (typeof id === 'string' && SUBSCRIPTION_ID.test(id) && context.sandbox.board.market(id)) rooms.push(`market:${id}`);
  }
  if ((typeof eventId === 'string' || typeof eventId === 'number') && SUBSCRIPTION_ID.test(String(eventId)) && context.feed.event(String(eventId))) rooms.push(`event:${String(eventId)}`);
  return [...new Set(rooms)];
}

/**
 * Markets the client holds from a snapshot (the page's first screen): whichever moved on since the
 * version it names is sent whole, so its deltas continue from where the snapshot left off.
 */
function catchUp(context: SocketContext, rooms: readonly string[], versions: unknown): void {
  if (!versions || typeof versions !== 'object') return;
  for (const room of rooms) {
    const market = room.startsWith('market:') ? context.sandbox.board.market(room.slice(7)) : undefined;
    const held = (versions as Record<string, unknown>)[room.slice(7)];
    if (market && typeof held === 'number' && market.version > held) context.socket.emit('market-update', marketDelta(market, undefined));
  }
}

export function attachMarketHandlers(context: SocketContext): void {
  const { socket, sandbox, feed, reply } = context;
  socket.on('get-freehomeallmarkets', () => reply('get-freehomeallmarkets-success', homeMarkets(sandbox, feed)));

  // Only markets and events the exchange knows, up to MAX_SUBSCRIPTIONS at once: each room costs memory.
  socket.on('subscribe-markets', (payload: unknown) => {
    const { marketIds, eventId, versions } = record(payload);
    const fresh = roomsAsked(context, marketIds, eventId).filter((room) => !socket.rooms.has(room));
    const spare = MAX_SUBSCRIPTIONS - followed(socket);
    if (fresh.length > spare) reply('subscribe-markets-error', { success: false, message: `You can follow at most ${MAX_SUBSCRIPTIONS} markets at once. Leave some before following more.` });
    if (spare > 0 && fresh.length > 0) void socket.join(fresh.slice(0, spare));
    catchUp(context, fresh.slice(0, Math.max(spare, 0)), versions);
  });
  socket.on('unsubscribe-markets', (payload: unknown) => {
    const { marketIds, eventId } = record(payload);
    if (Array.isArray(marketIds)) for (const id of marketIds) if (typeof id === 'string') void socket.leave(`market:${id}`);
    if (typeof eventId === 'string' || typeof eventId === 'number') void socket.leave(`event:${String(eventId)}`);
  });
}
