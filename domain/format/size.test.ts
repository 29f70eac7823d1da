import { describe, expect, it } from 'vitest';
import { formatSize } from './size';

describe('sizes', () => {
  it.each([
    [0, '0'],
    [-5, '0'],
    [Number.NaN, '0'],
    [7.4, '7'],
    [950, '950'],
    [999.6, '1K'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1549, '1.5K'],
    [9949, '9.9K'],
    [9950, '10K'],
    [25_000, '25K'],
    [34_100, '34K'],
    [34_600, '35K'],
    [150_000, '150K'],
    [999_400, '999K'],
    [999_500, '1M'],
    [1_000_000, '1M'],
    [2_500_000, '2.5M'],
    [9_949_999, '9.9M'],
    [25_000_000, '25M'],
  ])('%s rupees → %s', (rupees, text) => {
    expect(formatSize(rupees)).toBe(text);
  });
});
