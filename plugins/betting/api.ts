/**
 * What the betting plugin offers the plugins that require it (plugin.json `requires: ["betting"]`):
 * live market data (one store keyed by marketId, fed by snapshots and the socket's deltas, read through
 * hooks or a watch that writes a cell straight onto the DOM) and the bet slip's public face (pick a
 * price, ask whether a cell is picked, read a market's projected position). Nothing else of the
 * plugin is theirs to import.
 */
export * from './markets';
export { deltaFromWire, isMarketDelta, marketOfFullDelta, type MarketDelta } from './markets/adapter';
export { createFrameWork } from './markets/frame';
export { pickSelection } from './pick-selection';
export { useIsPicked } from './use-is-picked';
export { useMarketProjection } from './use-market-projection';
export type { Projection } from './market-projection';
export { marketOfSelection, type BetSide, type SlipSelection } from './selection';
