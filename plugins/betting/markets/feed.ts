/**
 * Keeps the store fed: applies `market-update` deltas as they arrive, holds ref-counted watches (a page
 * or a home section asks for a set of markets; the socket subscription lasts while anyone holds it),
 * re-reads full snapshots after a reconnect (deltas sent while away are lost) and for markets nothing has
 * confirmed lately, and tracks the connection for freshness.
 */
import type { SocketService } from '../../../engine/plugin-api';
import { isMarketDelta } from './adapter';
import { CONFIRM_AFTER_MS, connectionDown, isStale, type Connection } from './freshness';
import type { MarketStore } from './store';
import type { Market } from './types';

export type MarketLoader = () => Promise<Market[]>;

export interface MarketFeed {
  store: MarketStore;
  /**
   * Holds the markets `load` returns (loading them on the first hold) and their socket subscription.
   * Holders of the same key share one load and one subscription; the returned function releases.
   */
  watch(key: string, load: MarketLoader, eventId?: string, onLoad?: (markets: Market[] | null, error: unknown) => void): () => void;
  /**
   * Holds `markets` for the first watch of `key` as if its load had returned them (the page's first
   * screen): that watch draws them at once, loads nothing, and subscribes naming their versions, so the
   * server sends whole only the markets that moved on since.
   */
  prime(key: string, markets: Market[]): void;
  /** The markets the watch of `key` holds now (or is primed with); null before they are loaded. */
  peek(key: string): Market[] | null;
  isStale(marketId: string): boolean;
  connectionDown(): boolean;
  /** Told when the connection changes or a second passes while anyone watches freshness. */
  onFreshness(listener: () => void): () => void;
  stop(): void;
}

interface Watch {
  load: MarketLoader;
  eventId?: string;
  holders: number;
  marketIds: string[];
  /** Whether marketIds (and the event) are counted in the socket subscriptions. */
  subscribed: boolean;
  loading: Promise<void> | null;
  listeners: Set<(markets: Market[] | null, error: unknown) => void>;
  last: { markets: Market[] | null; error: unknown } | null;
  /** When the last load failed (null when it did not): failed loads are retried. */
  failedAt: number | null;
}

/** How long a failed load waits before it is tried again. */
export const RETRY_AFTER_MS = 5_000;

export interface FeedOptions {
  now?: () => number;
  /** How often freshness is re-checked and quiet markets confirmed. */
  checkEveryMs?: number;
}

export function createMarketFeed(socket: SocketService, store: MarketStore, options: FeedOptions = {}): MarketFeed {
  const now = options.now ?? Date.now;
  const rooms = roomHolds(socket);
  const parts: WatchParts = { watches: new Map(), primed: new Map(), store, rooms, load: (watch) => loadWatch(watch, store, rooms, now) };
  const { watches, primed, load } = parts;
  const freshnessListeners = new Set<() => void>();
  const connection: Connection = { connected: socket.connected(), everConnected: socket.connected(), since: now() };

  const tellFreshness = () => {
    for (const listener of freshnessListeners) listener();
  };

  // Deltas arrive read and packed (services/socket-readers.ts) and apply in the next frame, where the
  // cells that moved are drawn, within the frame's budget.
  const stopDeltas = socket.on('market-update', (payload) => {
    if (isMarketDelta(payload)) store.applyAtFrame(payload, now());
  });

  const stopConnection = followConnection(socket, connection, tellFreshness, () => {
    // A new socket has joined no rooms and missed every delta sent while away: subscribe and re-read.
    rooms.clear();
    for (const watch of watches.values()) {
      if (watch.subscribed) rooms.subscribe(watch.marketIds, watch.eventId);
      void load(watch);
    }
  });
  void socket.connect();

  // Confirms quiet markets with a snapshot, retries failed loads, and moves freshness along with the clock.
  const timer = setInterval(() => {
    const at = now();
    for (const watch of watches.values()) if (needsReload(watch, store, at) && !watch.loading) void load(watch);
    if (freshnessListeners.size) tellFreshness();
  }, options.checkEveryMs ?? 1000);

  return {
    store,
    watch: (key, loader, eventId, onLoad) => holdWatch(parts, key, { load: loader, eventId }, onLoad),
    prime(key, markets) {
      if (watches.has(key)) return;
      for (const market of markets) store.put(market);
      primed.set(key, markets);
    },
    peek: (key) => watches.get(key)?.last?.markets ?? primed.get(key) ?? null,
    isStale: (marketId) => isStale(store.receivedAt(marketId), connection, now()),
    connectionDown: () => connectionDown(connection, now()),
    onFreshness(listener) {
      freshnessListeners.add(listener);
      return () => freshnessListeners.delete(listener);
    },
    stop() {
      clearInterval(timer);
      stopDeltas();
      stopConnection?.();
    },
  };
}

/** Adds or removes holders of ids; returns the ids whose first holder came or last holder went. */
function countHolds(counts: Map<string, number>, ids: string[], by: 1 | -1): string[] {
  const crossed: string[] = [];
  for (const id of ids) {
    const next = (counts.get(id) ?? 0) + by;
    if (next <= 0) counts.delete(id);
    else counts.set(id, next);
    if ((by === 1 && next === 1) || (by === -1 && next <= 0)) crossed.push(id);
  }
  return crossed;
}

type RoomHolds = ReturnType<typeof roomHolds>;

/** The socket's subscriptions, counted: a market or event is subscribed for its first holder and dropped after its last. */
function roomHolds(socket: SocketService) {
  const marketHolds = new Map<string, number>();
  const eventHolds = new Map<string, number>();
  return {
    subscribe(marketIds: string[], eventId?: string, versions?: Record<string, number>) {
      const fresh = countHolds(marketHolds, marketIds, 1);
      const freshEvent = eventId ? countHolds(eventHolds, [eventId], 1) : [];
      const held = versions ? Object.fromEntries(fresh.filter((id) => id in versions).map((id) => [id, versions[id]!])) : null;
      if (fresh.length || freshEvent.length) socket.emit('subscribe-markets', { marketIds: fresh, ...(freshEvent.length ? { eventId: freshEvent[0] } : {}), ...(held ? { versions: held } : {}) });
    },
    unsubscribe(marketIds: string[], eventId?: string) {
      const gone = countHolds(marketHolds, marketIds, -1);
      const goneEvent = eventId ? countHolds(eventHolds, [eventId], -1) : [];
      if (gone.length || goneEvent.length) socket.emit('unsubscribe-markets', { marketIds: gone, ...(goneEvent.length ? { eventId: goneEvent[0] } : {}) });
    },
    /** A new socket is subscribed to nothing: the counts start again. */
    clear() {
      marketHolds.clear();
      eventHolds.clear();
    },
  };
}

/**
 * Loads a watch's markets into the store, one load at a time. While the watch is held its subscription
 * moves to the markets loaded; its listeners hear the markets, or the error (with the markets of before).
 */
function loadWatch(watch: Watch, store: MarketStore, rooms: RoomHolds, now: () => number): Promise<void> {
  watch.loading ??= watch
    .load()
    .then(
      (markets) => {
        for (const market of markets) store.put(market);
        const ids = markets.map((m) => m.marketId);
        if (watch.holders > 0) {
          // Subscribe to what is held now before letting go of what was held, so nothing drops in between.
          const before = watch.subscribed ? watch.marketIds : [];
          rooms.subscribe(ids.filter((id) => !before.includes(id)), watch.subscribed ? undefined : watch.eventId);
          rooms.unsubscribe(before.filter((id) => !ids.includes(id)));
          watch.subscribed = true;
        }
        watch.marketIds = ids;
        watch.last = { markets, error: null };
        watch.failedAt = null;
      },
      (error: unknown) => {
        watch.last = { markets: watch.last?.markets ?? null, error };
        watch.failedAt = now();
      },
    )
    .finally(() => {
      watch.loading = null;
      for (const listener of watch.listeners) listener(watch.last!.markets, watch.last!.error);
    });
  return watch.loading;
}

/** A watch is read again when one of its markets has been quiet too long, or its last load failed a while ago. */
function needsReload(watch: Watch, store: MarketStore, at: number): boolean {
  const quiet = watch.marketIds.some((id) => {
    const receivedAt = store.receivedAt(id);
    return receivedAt !== undefined && at - receivedAt > CONFIRM_AFTER_MS;
  });
  const retry = watch.failedAt !== null && at - watch.failedAt >= RETRY_AFTER_MS;
  return quiet || retry;
}

/** Keeps `connection` up to date and tells freshness of every change; `reconnected` runs when a socket comes back after a drop. */
function followConnection(socket: SocketService, connection: Connection, tellFreshness: () => void, reconnected: () => void): (() => void) | undefined {
  return socket.onConnectionChange?.((connected) => {
    const wasDown = !connection.connected;
    connection.connected = connected;
    if (connected) {
      const again = connection.everConnected && wasDown;
      connection.everConnected = true;
      if (again) reconnected();
    }
    tellFreshness();
  });
}

interface WatchParts {
  watches: Map<string, Watch>;
  primed: Map<string, Market[]>;
  store: MarketStore;
  rooms: RoomHolds;
  load: (watch: Watch) => Promise<void>;
}

/**
 * One more holder of the watch of `key`. The first holder loads it (or takes what it was primed with);
 * a later one hears what was loaded already. The returned function lets go; the last to let go unsubscribes.
 */
function holdWatch({ watches, primed, store, rooms, load }: WatchParts, key: string, source: Pick<Watch, 'load' | 'eventId'>, onLoad?: (markets: Market[] | null, error: unknown) => void): () => void {
  let watch = watches.get(key);
  if (!watch) {
    watch = { load: source.load, eventId: source.eventId, holders: 0, marketIds: [], subscribed: false, loading: null, listeners: new Set(), last: null, failedAt: null };
    watches.set(key, watch);
  }
  const held = watch;
  held.holders += 1;
  if (onLoad) held.listeners.add(onLoad);
  const first = primed.get(key);
  primed.delete(key);
  if (held.holders === 1 && first) {
    held.marketIds = first.map((m) => m.marketId);
    held.last = { markets: first, error: null };
    rooms.subscribe(held.marketIds, held.eventId, Object.fromEntries(first.map((m) => [m.marketId, store.get(m.marketId)?.version ?? m.version])));
    held.subscribed = true;
    onLoad?.(first, null);
  } else if (held.holders === 1) void load(held);
  else if (held.last && onLoad) onLoad(held.last.markets, held.last.error);
  return () => {
    held.holders -= 1;
    if (onLoad) held.listeners.delete(onLoad);
    if (held.holders > 0) return;
    if (held.subscribed) rooms.unsubscribe(held.marketIds, held.eventId);
    held.subscribed = false;
    watches.delete(key);
  };
}
