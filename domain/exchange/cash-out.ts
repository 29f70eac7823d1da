/**
 * Cash out equalises one runner: with W the position if it wins and L if it does not, laying x at
 * price p makes them equal when x = (W − L) / p; a negative x means backing (L − W) / p at the back price.
 */
import type { Side } from './pnl';

export interface CashOut {
  side: Side;
  /** Hundredths. */
  price: number;
  /** Paise. */
  stake: number;
}

export function cashOutBet(winPosition: number, losePosition: number, layPrice: number | null, backPrice: number | null, minStake: number): CashOut | null {
  const difference = winPosition - losePosition;
  if (difference === 0) return null;
  const side: Side = difference > 0 ? 'lay' : 'back';
  const price = side === 'lay' ? layPrice : backPrice;
  if (!price || price < 101) return null;
  const stake = Math.round((Math.abs(difference) * 100) / price);
  if (stake < minStake || stake <= 0) return null;
  return { side, price, stake };
}
