import { describe, expect, it } from 'vitest';
import { bookmakerLevels, runnerLevels } from './quotes';
import { seededRandom } from './random';
import { isLadderPrice } from '../../domain/exchange/price-ladder';
import type { PriceLevel } from './types';

/** Strictly one way, each on the ladder: never one price twice. */
function expectLadder(levels: PriceLevel[], direction: 'down' | 'up') {
  for (const level of levels) expect(isLadderPrice(level.price), `${level.price} on the ladder`).toBe(true);
  for (let i = 1; i < levels.length; i += 1) {
    if (direction === 'down') expect(levels[i]!.price).toBeLessThan(levels[i - 1]!.price);
    else expect(levels[i]!.price).toBeGreaterThan(levels[i - 1]!.price);
  }
}

const PROBABILITIES = [0, 1e-9, 0.0005, 0.001, 0.002, 0.01, 0.1, 0.33, 0.5, 0.9, 0.97, 0.985, 0.99, 0.995, 0.999, 1];

describe('quotes', () => {
  it('offers each price once, backs falling and lays rising, the best lay above the best back, at any probability', () => {
    const random = seededRandom(5);
    for (const p of [...PROBABILITIES, ...Array.from({ length: 500 }, () => random.next())]) {
      const { back, lay } = runnerLevels(p, random);
      expect(back.length).toBeGreaterThan(0);
      expect(lay.length).toBeGreaterThan(0);
      expectLadder(back, 'down');
      expectLadder(lay, 'up');
      expect(lay[0]!.price, `p=${p}`).toBeGreaterThan(back[0]!.price);
      const book = bookmakerLevels(p, random);
      expect(book.lay[0]!.price).toBeGreaterThan(book.back[0]!.price);
    }
  });

  it('gives a near-certain runner one back level at 1.01, not 1.01 three times', () => {
    const { back, lay } = runnerLevels(0.995, seededRandom(1));
    expect(back.map((l) => l.price)).toEqual([101]);
    expect(lay.map((l) => l.price)).toEqual([102, 103, 104]);
  });

  it('stops the lays of a runner with no chance at 1000, each price once', () => {
    // Fair 1/0.001 = 1000, less 1.5 % = 985, on the ladder 980; lays tick up to the top, 1000.
    const { back, lay } = runnerLevels(0, seededRandom(1));
    expect(back.map((l) => l.price)).toEqual([98_000, 97_000, 96_000]);
    expect(lay.map((l) => l.price)).toEqual([99_000, 100_000]);
  });
});
