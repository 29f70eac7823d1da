import { describe, expect, it } from 'vitest';
import { stakeLabel } from './stake-label';

describe('stake labels', () => {
  it.each([
    [250, '250'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1550, '1550'],
    [100_000, '100K'],
    [500_000, '500K'],
    [1_000_000, '1M'],
    [1_500_000, '1.5M'],
    [1_250_000, '1250K'],
    [2_000_000, '2M'],
  ])('%s rupees → %s', (rupees, text) => {
    expect(stakeLabel(rupees)).toBe(text);
  });
});
