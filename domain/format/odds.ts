/**
 * Decimal odds with as many decimals as the price ladder's step has where the price sits (spec section
 * 5): two below 4 (steps of .01 to .05), one below 20 (.1 to .5), none from 20 (whole steps). Every
 * price in a column then lines up, and a price never shows a digit the ladder cannot move.
 */
export function oddsDecimals(price: number): number {
  return price < 4 ? 2 : price < 20 ? 1 : 0;
}

/** 2.5 → "2.50", 4.1 → "4.1", 10 → "10.0", 25 → "25". */
export function formatOdds(price: number): string {
  if (!Number.isFinite(price) || price <= 0) return '';
  return price.toFixed(oddsDecimals(price));
}

/**
 * An average of matched prices is not on the ladder: it keeps up to three decimals rather than round
 * to a price the player did not get (1.645 stays 1.645), and reads like a ladder price when it is one.
 */
export function formatAverageOdds(price: number): string {
  const exact = Math.round(price * 1000) / 1000;
  const ladder = formatOdds(price);
  return Number(ladder) === exact ? ladder : String(exact);
}

/** Prices kept in hundredths in code: 250 → "2.50". */
export function formatOddsHundredths(hundredths: number): string {
  return formatOdds(hundredths / 100);
}
