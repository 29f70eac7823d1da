import { describe, expect, it } from 'vitest';
import { formatPayoutRatio } from './payout-ratio';

describe('payout ratios', () => {
  it.each([
    [95, '0.95 to 1'],
    [100, '1 to 1'],
    [150, '1.5 to 1'],
    [1100, '11 to 1'],
    [2505, '25.05 to 1'],
  ])('%s hundredths → %s', (hundredths, text) => {
    expect(formatPayoutRatio(hundredths)).toBe(text);
  });
});
