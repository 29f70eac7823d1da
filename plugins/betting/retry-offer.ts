/**
 * A bet refused because the market moved on (its price changed, it was suspended, the ball was being
 * bowled) can be placed again at what the market offers now, in one tap. Pure: the slip and its tests
 * read the market from the store.
 */
import { toHundredths } from '../../domain/exchange/price-ladder';
import type { Market } from './markets/types';
import type { SlipSelection } from './selection';

const MOVED_ON = ['The odds of your selection have changed.', 'This market is suspended.', 'Ball running: bets are paused for this market.'];

/** True for a refusal that placing again at the current price can answer. */
export function isMovedOnRefusal(message: string): boolean {
  return MOVED_ON.some((text) => message.startsWith(text));
}

/** What the slip's selection would take now: its best price, or its line and rate; null while the market is not open. */
export interface Offer {
  /** Hundredths of decimal odds (a line's rate as odds, 1 + rate / 100). */
  price: number;
  line?: number;
  fancyPrice?: number;
}

export function currentOffer(market: Market | undefined, selection: Pick<SlipSelection, 'selectionId' | 'side'>): Offer | null {
  if (!market || market.status !== 'OPEN') return null;
  if (market.line) {
    const yes = selection.side === 'back';
    const rate = yes ? market.line.yesRate : market.line.noRate;
    return { price: toHundredths(1 + rate / 100), line: yes ? market.line.yesLine : market.line.noLine, fancyPrice: rate };
  }
  const runner = market.runners.find((r) => r.selectionId === selection.selectionId);
  const best = (selection.side === 'back' ? runner?.back : runner?.lay)?.[0];
  return best ? { price: toHundredths(best.price) } : null;
}

/** The offer in words for the button: "2.48", or "line 46 at 90". */
export function offerText(offer: Offer): string {
  return offer.line !== undefined ? `line ${offer.line} at ${offer.fancyPrice}` : String(offer.price / 100);
}
