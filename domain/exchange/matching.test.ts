/** Worked examples from the exchange arithmetic notes ("Matching: price improvement"), and an exhaustive check. */
import { describe, expect, it } from 'vitest';
import { averagePrice, fillAgainst, filledSize, lineQuoteImproves, snapForSide, type Fill } from './matching';

const R = 100; // paise per rupee

describe('price improvement', () => {
  // Best backable prices 1.65 (₹500), 1.64 (₹2,000).
  const backColumn: Fill[] = [
    { price: 165, size: 500 * R },
    { price: 164, size: 2000 * R },
  ];
  // Best layable prices 1.66 (₹300), 1.67 (₹5,000).
  const layColumn: Fill[] = [
    { price: 166, size: 300 * R },
    { price: 167, size: 5000 * R },
  ];

  it('back ₹1,000 at 1.60: ₹500 at 1.65 and ₹500 at 1.64, nothing unmatched', () => {
    expect(fillAgainst('back', 160, 1000 * R, backColumn)).toEqual([
      { price: 165, size: 500 * R },
      { price: 164, size: 500 * R },
    ]);
  });

  it('back ₹1,000 at 1.70: all unmatched', () => {
    expect(fillAgainst('back', 170, 1000 * R, backColumn)).toEqual([]);
  });

  it('lay ₹1,000 at 1000: ₹300 at 1.66 and ₹700 at 1.67, liability ₹667, never at 1000', () => {
    const fills = fillAgainst('lay', 100_000, 1000 * R, layColumn);
    expect(fills).toEqual([
      { price: 166, size: 300 * R },
      { price: 167, size: 700 * R },
    ]);
    // ₹300 × 0.66 + ₹700 × 0.67 = ₹198 + ₹469 = ₹667
    expect(fills.reduce((sum, f) => sum + (f.size * (f.price - 100)) / 100, 0)).toBe(667 * R);
  });

  it('the issue\'s cases: a lay at 1000 with 1.02 on offer fills at 1.02; a back at 1.01 with 1.65 on offer at 1.65', () => {
    expect(fillAgainst('lay', 100_000, 10 * R, [{ price: 102, size: 100 * R }])).toEqual([{ price: 102, size: 10 * R }]);
    expect(fillAgainst('back', 101, 10 * R, [{ price: 165, size: 100 * R }])).toEqual([{ price: 165, size: 10 * R }]);
  });

  it('takes levels in any order they come, skipping empty and zero prices', () => {
    const offers: Fill[] = [
      { price: 150, size: 100 },
      { price: 0, size: 1000 },
      { price: 155, size: 0 },
      { price: 152, size: 100 },
    ];
    expect(fillAgainst('back', 150, 150, offers)).toEqual([
      { price: 152, size: 100 },
      { price: 150, size: 50 },
    ]);
    expect(fillAgainst('lay', 200, 150, offers)).toEqual([
      { price: 150, size: 100 },
      { price: 152, size: 50 },
    ]);
  });

  it('never fills more than the stake, never at a price worse than the limit, and always best first (every small book)', () => {
    const prices = [120, 125, 130, 135];
    for (let mask = 0; mask < 3 ** prices.length; mask++) {
      // Each level absent, ₹1 or ₹3 deep.
      const offers = prices.map((price, i) => ({ price, size: [0, 100, 300][Math.floor(mask / 3 ** i) % 3]! }));
      for (const side of ['back', 'lay'] as const) {
        for (const limit of [115, 120, 127, 135, 140]) {
          for (const stake of [50, 100, 250, 700, 2000]) {
            const fills = fillAgainst(side, limit, stake, offers);
            const acceptable = offers.filter((o) => o.size > 0 && (side === 'back' ? o.price >= limit : o.price <= limit));
            const depth = acceptable.reduce((sum, o) => sum + o.size, 0);
            expect(filledSize(fills)).toBe(Math.min(stake, depth));
            for (const fill of fills) expect(side === 'back' ? fill.price >= limit : fill.price <= limit).toBe(true);
            // Best first: a worse price is used only once every better one is exhausted.
            for (let i = 1; i < fills.length; i++) {
              const better = fills[i - 1]!;
              expect(side === 'back' ? better.price > fills[i]!.price : better.price < fills[i]!.price).toBe(true);
              expect(better.size).toBe(offers.find((o) => o.price === better.price)!.size);
            }
          }
        }
      }
    }
  });

  it('averages the matched price by size', () => {
    expect(averagePrice([{ price: 165, size: 500 }, { price: 164, size: 500 }])).toBe(164.5);
    expect(averagePrice([])).toBeNull();
  });
});

describe('session quotes', () => {
  it('a Yes takes a lower line or a higher rate; a No a higher line or a lower rate', () => {
    expect(lineQuoteImproves('back', { line: 50, rate: 100 }, { line: 48, rate: 100 })).toBe(true);
    expect(lineQuoteImproves('back', { line: 50, rate: 100 }, { line: 50, rate: 110 })).toBe(true);
    expect(lineQuoteImproves('back', { line: 50, rate: 100 }, { line: 51, rate: 100 })).toBe(false);
    expect(lineQuoteImproves('back', { line: 50, rate: 100 }, { line: 48, rate: 90 })).toBe(false);
    expect(lineQuoteImproves('lay', { line: 50, rate: 100 }, { line: 52, rate: 100 })).toBe(true);
    expect(lineQuoteImproves('lay', { line: 50, rate: 100 }, { line: 50, rate: 90 })).toBe(true);
    expect(lineQuoteImproves('lay', { line: 50, rate: 100 }, { line: 49, rate: 100 })).toBe(false);
    expect(lineQuoteImproves('lay', { line: 50, rate: 100 }, { line: 50, rate: 110 })).toBe(false);
  });
});

describe('off-ladder prices round only in the player\'s favour', () => {
  it.each([
    ['back', 1.014, 102],
    ['lay', 1.026, 102],
    ['back', 1.026, 103],
    ['lay', 1.014, 101],
    ['back', 2.03, 204],
    ['lay', 2.03, 202],
    ['back', 1.1, 110],
    ['lay', 4.05, 400],
    ['back', 4.05, 410],
    ['back', 999.5, 100_000],
    ['lay', 1000, 100_000],
    ['back', 1.01, 101],
  ] as const)('%s at %s is %s hundredths', (side, price, expected) => {
    expect(snapForSide(side, price * 100)).toBe(expected);
  });

  it.each([
    ['back', 1.005],
    ['lay', 1.005],
    ['back', 1000.5],
    ['lay', 1001],
    ['back', Number.NaN],
  ] as const)('refuses %s at %s (outside 1.01 to 1000)', (side, price) => {
    expect(snapForSide(side, price * 100)).toBeNull();
  });
});
