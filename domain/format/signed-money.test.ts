import { describe, expect, it } from 'vitest';
import { formatSignedRupees } from './signed-money';

describe('signed money', () => {
  it.each([
    [20_000, '+₹200.00'],
    [-20_000, '-₹200.00'],
    [0, '₹0.00'],
    [null, '₹0.00'],
    [1_00_000_00, '+₹1,00,000.00'],
    [-4_500, '-₹45.00'],
  ])('%s paise → %s', (paise, text) => {
    expect(formatSignedRupees(paise)).toBe(text);
  });
});
