import { describe, expect, it } from 'vitest';
import { formatAverageOdds, formatOdds, formatOddsHundredths } from './odds';

describe('odds', () => {
  it.each([
    [1.01, '1.01'],
    [1.5, '1.50'],
    [2, '2.00'],
    [2.02, '2.02'],
    [3.95, '3.95'],
    [4, '4.0'],
    [4.1, '4.1'],
    [6.2, '6.2'],
    [10.5, '10.5'],
    [19.5, '19.5'],
    [20, '20'],
    [32, '32'],
    [1000, '1000'],
    [0, ''],
    [Number.NaN, ''],
  ])('%s → %s', (price, text) => {
    expect(formatOdds(price)).toBe(text);
  });

  it.each([
    [101, '1.01'],
    [250, '2.50'],
    [410, '4.1'],
    [2000, '20'],
    [100_000, '1000'],
  ])('%s hundredths → %s', (hundredths, text) => {
    expect(formatOddsHundredths(hundredths)).toBe(text);
  });

  it.each([
    [1.645, '1.645'],
    [1.6, '1.60'],
    [1.6004, '1.60'],
    [2.3333, '2.333'],
    [4.125, '4.125'],
    [4.1, '4.1'],
    [25, '25'],
  ])('average %s → %s', (price, text) => {
    expect(formatAverageOdds(price)).toBe(text);
  });
});
