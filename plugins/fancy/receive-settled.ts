/** The player's settled markets from `market-settled`, newest first, for the results strip. Loaded with the first such event. */
import { settledFromWire } from './settled-wire';
import { fancyState } from './state';

/** How many settled results are kept for the results strip. */
export const SETTLED_KEPT = 12;

export function receiveSettled(payload: unknown, now: number = Date.now()): void {
  const settled = settledFromWire(payload, now);
  if (!settled) return;
  fancyState.settled = [settled, ...fancyState.settled.filter((s) => s.marketId !== settled.marketId)].slice(0, SETTLED_KEPT);
}
