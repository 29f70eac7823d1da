/**
 * The slip's input rules (spec section 5): stake with at most 2 decimals, guests capped at ₹5,00,000;
 * prices move along the ladder and stay within 1.01–1000; Place Bet needs a stake above 0 and a price of
 * at least 1.01. Profit and liability come from engine/money.
 */
import { snapForSide } from '../../domain/exchange/matching';
import { keepAmountText } from '../../domain/format';
import { MAX_PRICE, MIN_PRICE, priceDown, priceUp } from '../../domain/exchange/price-ladder';
import { sessionRate, slipOutcome } from '../../domain/exchange/pnl';
import type { BetSide, SlipSelection } from './selection';

export const GUEST_STAKE_CAP_RUPEES = 500_000;

/**
 * The stake text to keep after a keystroke or a paste, or null when it is refused. Both go through the
 * same rule (domain/format): a third decimal is cut, so "100.555" keeps 100.55 however it arrives.
 */
export function acceptStakeInput(text: string, guest: boolean): string | null {
  const kept = keepAmountText(text);
  if (kept === null || kept.split('.')[0]!.length > 9) return null;
  if (guest && Number(kept) > GUEST_STAKE_CAP_RUPEES) return String(GUEST_STAKE_CAP_RUPEES);
  return kept;
}

/** Typed rupees → paise; 0 for anything that is not a number. */
export function stakeToPaise(text: string): number {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? Math.round(value * 100) : 0;
}

/**
 * A typed price (decimal odds) → hundredths within 1.01–1000 on the ladder, or null when it is not a
 * number. Off the ladder it rounds only in the player's favour, as the exchange does: a back up to the
 * next tick, a lay down to the one below.
 */
export function readPriceInput(text: string, side: BetSide): number | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) return null;
  return snapForSide(side, Math.min(MAX_PRICE, Math.max(MIN_PRICE, value * 100)));
}

export function stepPrice(hundredths: number, direction: 'up' | 'down'): number {
  return direction === 'up' ? priceUp(hundredths) : priceDown(hundredths);
}

export function canPlace(stakePaise: number, priceHundredths: number): boolean {
  return stakePaise > 0 && priceHundredths >= MIN_PRICE;
}

export function isLineSelection(selection: Pick<SlipSelection, 'marketType'>): boolean {
  return selection.marketType === 'SESSION' || selection.marketType === 'INNINGS_RUNS';
}

/**
 * What the slip shows: profit if right and liability if wrong, in paise. Session lines pay
 * stake × fancyPrice / 100 (rate 0 counts as 100); runner markets stake × (price − 1).
 */
export function slipProfitLiability(selection: Pick<SlipSelection, 'marketType' | 'side' | 'fancyPrice'>, priceHundredths: number, stakePaise: number): { profit: number; liability: number } {
  if (stakePaise <= 0) return { profit: 0, liability: 0 };
  if (isLineSelection(selection)) {
    const winnings = Math.floor((stakePaise * sessionRate(selection.fancyPrice ?? 0)) / 100);
    return selection.side === 'back' ? { profit: winnings, liability: stakePaise } : { profit: stakePaise, liability: Math.ceil((stakePaise * sessionRate(selection.fancyPrice ?? 0)) / 100) };
  }
  return slipOutcome(selection.side, stakePaise, priceHundredths);
}
