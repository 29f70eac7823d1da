/** Turns fair probabilities into exchange quotes: three back and three lay levels on the price ladder. */
import { MAX_PRICE, MIN_PRICE, priceDown, priceUp } from '../../domain/exchange/price-ladder';
import type { PriceLevel } from './types';
import type { Random } from './random';

/** The ladder price at or just below a decimal price. */
export function ladderFloor(decimal: number): number {
  let price = MIN_PRICE;
  const target = Math.min(MAX_PRICE, Math.max(MIN_PRICE, Math.round(decimal * 100)));
  while (price < target) {
    const next = priceUp(price);
    if (next > target || next === price) break;
    price = next;
  }
  return price;
}

export function runnerLevels(probability: number, random: Random, depth = 3): { back: PriceLevel[]; lay: PriceLevel[] } {
  const fair = 1 / Math.min(0.99, Math.max(0.001, probability));
  const bestBack = ladderFloor(fair * 0.985);
  const bestLay = priceUp(bestBack);
  const back: PriceLevel[] = [];
  const lay: PriceLevel[] = [];
  let b = bestBack;
  let l = bestLay;
  for (let i = 0; i < depth; i += 1) {
    back.push({ price: b, size: random.int(5, 400) * 100_00 });
    lay.push({ price: l, size: random.int(5, 400) * 100_00 });
    b = priceDown(b);
    l = priceUp(l);
  }
  return { back, lay };
}

/** Bookmaker quotes: one level each side, coarser, with a wider margin. */
export function bookmakerLevels(probability: number, random: Random): { back: PriceLevel[]; lay: PriceLevel[] } {
  const fair = 1 / Math.min(0.99, Math.max(0.001, probability));
  const back = ladderFloor(fair * 0.97);
  return { back: [{ price: back, size: random.int(50, 500) * 1000_00 }], lay: [{ price: priceUp(priceUp(back)), size: random.int(50, 500) * 1000_00 }] };
}
