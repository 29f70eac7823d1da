/**
 * Matching with price improvement: the requested price is a limit, not the price paid. A back at p is
 * filled against the prices shown in the Back column at the best available (highest) prices ≥ p; a lay
 * at p against the Lay column at the best available (lowest) prices ≤ p. What cannot be filled rests
 * unmatched at p. Each fill is a part of the bet at one ladder price, with its own P&L.
 *
 * A session (line) bet is taken whole at the quoted line and rate when the quote is at least as good
 * for the player as the one asked: a Yes at a line no higher and a rate no lower, a No at a line no
 * lower and a rate no higher.
 */
import type { Side } from './pnl';
import { MAX_PRICE, MIN_PRICE, isLadderPrice, priceDown, priceUp } from './price-ladder';

/** A price level on offer, or a part of a bet matched at one price. Price in hundredths, size in paise. */
export interface Fill {
  price: number;
  size: number;
}

/** True when an offer at `offered` is as good as or better than the limit for this side. */
export function improvesOn(side: Side, limit: number, offered: number): boolean {
  return offered > 0 && (side === 'back' ? offered >= limit : offered <= limit);
}

/**
 * The fills of a `stake` at limit `limit` against the `offers` it may take (the Back column for a
 * back, the Lay column for a lay), best price first; their sizes sum to at most the stake.
 */
export function fillAgainst(side: Side, limit: number, stake: number, offers: readonly Fill[]): Fill[] {
  const usable = offers.filter((o) => o.size > 0 && improvesOn(side, limit, o.price));
  usable.sort((a, b) => (side === 'back' ? b.price - a.price : a.price - b.price));
  const fills: Fill[] = [];
  let left = stake;
  for (const offer of usable) {
    if (left <= 0) break;
    const size = Math.min(left, offer.size);
    const last = fills[fills.length - 1];
    if (last && last.price === offer.price) last.size += size;
    else fills.push({ price: offer.price, size });
    left -= size;
  }
  return fills;
}

export const filledSize = (fills: readonly Fill[]): number => fills.reduce((sum, f) => sum + f.size, 0);

/** Average matched price in hundredths, unrounded (for showing only: P&L is summed per fill). */
export function averagePrice(fills: readonly Fill[]): number | null {
  const size = filledSize(fills);
  return size > 0 ? fills.reduce((sum, f) => sum + f.price * f.size, 0) / size : null;
}

/** A session quote: the line and rate (percent) on one side. */
export interface LineQuote {
  line: number;
  rate: number;
}

/** True when the quoted line and rate are at least as good for the player as the ones asked. */
export function lineQuoteImproves(side: Side, asked: LineQuote, quoted: LineQuote): boolean {
  return side === 'back' ? quoted.line <= asked.line && quoted.rate >= asked.rate : quoted.line >= asked.line && quoted.rate <= asked.rate;
}

/**
 * A requested price (hundredths, possibly fractional from decimal input) on the ladder, rounded only
 * in the player's favour: a back up to the next tick, a lay down to the tick below. Null outside
 * 1.01 to 1000.
 */
export function snapForSide(side: Side, hundredths: number): number | null {
  if (!Number.isFinite(hundredths)) return null;
  // Decimal input carries float noise (1.1 × 100 = 110.00000000000001): within a millionth is exact.
  const nearest = Math.round(hundredths);
  const exact = Math.abs(hundredths - nearest) < 1e-6;
  if (exact && isLadderPrice(nearest)) return nearest;
  if (side === 'back') {
    const from = exact ? nearest : Math.ceil(hundredths);
    if (from > MAX_PRICE || hundredths < MIN_PRICE - 1e-6) return null;
    return isLadderPrice(from) ? from : priceUp(from);
  }
  const from = exact ? nearest : Math.floor(hundredths);
  if (from < MIN_PRICE || hundredths > MAX_PRICE + 1e-6) return null;
  return isLadderPrice(from) ? from : priceDown(from);
}
