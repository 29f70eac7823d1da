/**
 * Shared market data for every plugin that shows prices: one store keyed by marketId, fed by the API's
 * snapshots and the socket's `market-update` deltas, read through hooks that re-render per cell
 * or a watch that writes a cell straight onto the DOM.
 */
export type { EventInfo, Market, MarketStatus, MarketType, PriceLevel, RunnerPrices, SessionLine } from './types';
export type { RunnerShape } from './store';
export type { Side } from './keys';
export {
  eventMarketsKey,
  getMarket,
  isMarketStale,
  marketFeedFor,
  marketStore,
  primeEventMarkets,
  priceFrames,
  useConnectionDown,
  useEventMarkets,
  useMarket,
  useMarketFeed,
  useMarketRunners,
  useMarketStale,
  useMarketStatus,
  useRunnerLevel,
  useWatchedMarkets,
  watchRunnerLevel,
  type WatchedMarkets,
} from './hooks';
export { eventFromWire, marketFromWire } from './adapter';
export { getEventInfo, rememberEvent, useEventInfo } from './event-info';
export type { MarketLoader } from './feed';
export type { FrameJob, FrameWork } from './frame';
export { STALE_AFTER_MS } from './freshness';
