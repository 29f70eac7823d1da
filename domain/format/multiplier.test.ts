import { describe, expect, it } from 'vitest';
import { formatMultiplier } from './multiplier';

describe('crash multipliers', () => {
  it.each([
    [100, '1.00×'],
    [130, '1.30×'],
    [237, '2.37×'],
    [1005, '10.05×'],
    [100_000, '1000.00×'],
  ])('%s hundredths → %s', (hundredths, text) => {
    expect(formatMultiplier(hundredths)).toBe(text);
  });
});
