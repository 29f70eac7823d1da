/**
 * React access to market data. Each hook subscribes to exactly the key it draws (one price cell, a status,
 * the runner list), so a price change re-renders only its cell, at most once per animation frame.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type EngineServices, useServices } from '../../../engine/plugin-api';
import { marketKey, shapeKey, statusKey, type Side } from './keys';
import { createMarketFeed, type MarketFeed, type MarketLoader } from './feed';
import { createFrameWork } from './frame';
import { eventMarketsFromWire, groupEventFromWire } from './adapter';
import { rememberEvent } from './event-info';
import { loadEventMarkets } from './loaders';
import { createMarketStore, type RunnerShape } from './store';
import type { Market, MarketStatus, PriceLevel } from './types';

/** Frame-time work of everything that draws prices, under one budget per frame (frame.ts). */
export const priceFrames = createFrameWork();
/** One store per page: every plugin showing prices reads the same markets. */
export const marketStore = createMarketStore(priceFrames);
const feeds = new WeakMap<EngineServices['socket'], MarketFeed>();
let currentFeed: MarketFeed | null = null;

/** The feed on these services' socket, started on first use. */
export function marketFeedFor(services: Pick<EngineServices, 'socket'>): MarketFeed {
  let feed = feeds.get(services.socket);
  if (!feed) {
    feed = createMarketFeed(services.socket, marketStore);
    feeds.set(services.socket, feed);
  }
  currentFeed = feed;
  return feed;
}

export function useMarketFeed(): MarketFeed {
  return marketFeedFor(useServices());
}

export interface WatchedMarkets {
  markets: Market[] | null;
  error: string | null;
}

/**
 * Loads markets with `load` and keeps them live while mounted (shared and ref-counted by `key`). The list
 * is the loaded one; live prices and states come from useRunnerLevel / useMarketStatus, so a price change
 * does not re-render whoever holds the list.
 */
export function useWatchedMarkets(key: string | null, load: MarketLoader, eventId?: string): WatchedMarkets {
  const services = useServices();
  const feed = marketFeedFor(services);
  // Markets already held (another holder's, or the page's first screen) draw in the first render.
  const [state, setState] = useState<WatchedMarkets & { key: string | null }>(() => ({ key, markets: key ? feed.peek(key) : null, error: null }));
  const loadRef = useLatest(load);
  useEffect(() => {
    if (!key) return;
    return feed.watch(key, () => loadRef.current(), eventId, (markets, error) =>
      setState({ key, markets, error: error ? services.api.errorText(error) : null }),
    );
  }, [feed, key, eventId, loadRef, services.api]);
  return state.key === key ? { markets: state.markets, error: state.error } : { markets: key ? feed.peek(key) : null, error: null };
}

/** The latest value, for callbacks that run later (a feed's reload); kept up to date after each render. */
function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** The watch key of an event's markets. */
export const eventMarketsKey = (eventTypeId: string, eventId: string) => `event:${eventTypeId}:${eventId}`;

export function useEventMarkets(eventTypeId: string, eventId: string): WatchedMarkets {
  const { api } = useServices();
  const load = useCallback(() => loadEventMarkets(api, eventTypeId, eventId), [api, eventTypeId, eventId]);
  return useWatchedMarkets(eventTypeId && eventId ? eventMarketsKey(eventTypeId, eventId) : null, load, eventId);
}

/**
 * Primes the feed with an event's markets from an exchange/odds/group answer the page already holds (its
 * first screen), and remembers the event, so its page draws them at once and asks for nothing.
 */
export function primeEventMarkets(services: Pick<EngineServices, 'socket'>, eventTypeId: string, eventId: string, body: unknown, now: number = Date.now()): void {
  const event = groupEventFromWire(body);
  if (event) rememberEvent(event);
  marketFeedFor(services).prime(eventMarketsKey(eventTypeId, eventId), eventMarketsFromWire(body, now));
}

function useStoreKey<T>(key: string, read: () => T): T {
  const subscribe = useCallback((listener: () => void) => marketStore.subscribe(key, listener), [key]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The whole market, re-rendering on any change of it (at most once a frame): not for price cells. */
export function useMarket(marketId: string): Market | undefined {
  return useStoreKey(marketKey(marketId), () => marketStore.get(marketId));
}

/** One price cell: re-renders only when this level of this runner's side changes. */
export function useRunnerLevel(marketId: string, selectionId: string, side: Side, level: number): PriceLevel | undefined {
  const subscribe = useCallback((listener: () => void) => marketStore.subscribeCell(marketId, selectionId, side, level, listener), [marketId, selectionId, side, level]);
  const read = () => marketStore.level(marketId, selectionId, side, level);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * One price cell for code that draws it straight onto the DOM: calls `write` with the level now, and
 * again in the frame after it moves (once a frame however often it moved). Returns the unsubscribe.
 */
export function watchRunnerLevel(marketId: string, selectionId: string, side: Side, level: number, write: (value: PriceLevel | undefined) => void): () => void {
  const read = () => write(marketStore.level(marketId, selectionId, side, level));
  read();
  return marketStore.subscribeCell(marketId, selectionId, side, level, read);
}

/** The market's status (OPEN, SUSPENDED, BALL_RUNNING, CLOSED); undefined until it is loaded. */
export function useMarketStatus(marketId: string): MarketStatus | undefined {
  return useStoreKey(statusKey(marketId), () => marketStore.get(marketId)?.status);
}

/** The market's runners without prices: changes only when runners come, go or are renamed. */
export function useMarketRunners(marketId: string): readonly RunnerShape[] | undefined {
  return useStoreKey(shapeKey(marketId), () => marketStore.shape(marketId));
}

export function getMarket(marketId: string): Market | undefined {
  return marketStore.get(marketId);
}

export function isMarketStale(marketId: string): boolean {
  return currentFeed?.isStale(marketId) ?? false;
}

/**
 * Re-checked when the connection changes and once a second (feed.onFreshness), not on every price
 * change: a market turns fresh again within a second of its next update.
 */
export function useMarketStale(marketId: string): boolean {
  const feed = useMarketFeed();
  const subscribe = useCallback((listener: () => void) => feed.onFreshness(listener), [feed]);
  const read = () => feed.isStale(marketId);
  return useSyncExternalStore(subscribe, read, read);
}

/** Whether the realtime connection is down (for a page-wide indicator). */
export function useConnectionDown(): boolean {
  const feed = useMarketFeed();
  const subscribe = useCallback((listener: () => void) => feed.onFreshness(listener), [feed]);
  const read = () => feed.connectionDown();
  return useSyncExternalStore(subscribe, read, read);
}
