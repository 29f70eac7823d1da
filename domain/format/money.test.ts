import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupeesFromPaise, formatShortRupees } from './money';

describe('money from paise', () => {
  it.each([
    [0, '0.00', '₹0.00', '₹0'],
    [5, '0.05', '₹0.05', '₹0.05'],
    [1250, '12.50', '₹12.50', '₹12.50'],
    [100_000, '1,000.00', '₹1,000.00', '₹1,000'],
    [10_000_000, '1,00,000.00', '₹1,00,000.00', '₹1,00,000'],
    [1_234_567_89, '12,34,567.89', '₹12,34,567.89', '₹12,34,567.89'],
    [-10_000, '-100.00', '-₹100.00', '-₹100'],
    [-1_234_567_89, '-12,34,567.89', '-₹12,34,567.89', '-₹12,34,567.89'],
    [99.6, '1.00', '₹1.00', '₹1'],
    [-0.4, '0.00', '₹0.00', '₹0'],
  ])('%s paise', (paise, plain, rupees, short) => {
    expect([formatPaise(paise), formatRupeesFromPaise(paise), formatShortRupees(paise)]).toEqual([plain, rupees, short]);
  });

  it.each([[null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY]])('%s reads as nothing', (paise) => {
    expect([formatPaise(paise), formatRupeesFromPaise(paise), formatShortRupees(paise)]).toEqual(['0.00', '₹0.00', '₹0']);
  });
});
