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

/** The best back price a fair price gives: at most one tick under the ladder's top, so a lay price is always above it. */
function bestBackFor(decimal: number): number {
  return Math.min(ladderFloor(decimal), priceDown(MAX_PRICE));
}

/**
 * Up to `depth` levels from `best`, one tick apart in the direction `step` moves; the ladder's ends
 * give fewer levels rather than one price twice.
 */
function levelsFrom(best: number, step: (price: number) => number, depth: number, size: () => number): PriceLevel[] {
  const levels: PriceLevel[] = [{ price: best, size: size() }];
  for (let price = step(best); levels.length < depth && price !== levels[levels.length - 1]!.price; price = step(price)) levels.push({ price, size: size() });
  return levels;
}

export function runnerLevels(probability: number, random: Random, depth = 3): { back: PriceLevel[]; lay: PriceLevel[] } {
  const fair = 1 / Math.min(0.99, Math.max(0.001, probability));
  const bestBack = bestBackFor(fair * 0.985);
  const size = () => random.int(5, 400) * 100_00;
  return { back: levelsFrom(bestBack, priceDown, depth, size), lay: levelsFrom(priceUp(bestBack), priceUp, depth, size) };
}

/** Bookmaker quotes: one level each side, coarser, with a wider margin. */
export function bookmakerLevels(probability: number, random: Random): { back: PriceLevel[]; lay: PriceLevel[] } {
  const fair = 1 / Math.min(0.99, Math.max(0.001, probability));
  const back = bestBackFor(fair * 0.97);
  return { back: [{ price: back, size: random.int(50, 500) * 1000_00 }], lay: [{ price: priceUp(priceUp(back)), size: random.int(50, 500) * 1000_00 }] };
}
