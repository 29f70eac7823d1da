/**
 * The bet slip's public face for plugins that show prices: pick a price, ask whether a cell is picked,
 * read a market's projected position. Kept small: price cells load only these.
 */
export { pickSelection } from './pick-selection';
export { useIsPicked } from './use-is-picked';
export { useMarketProjection } from './use-market-projection';
export type { Projection } from './market-projection';
export type { BetSide, SlipSelection } from './selection';
