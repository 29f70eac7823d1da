import { describe, expect, it } from 'vitest';
import { keepAmountText } from './amount-input';

describe('amount text, typed or pasted', () => {
  it.each([
    ['', ''],
    ['100', '100'],
    ['100.', '100.'],
    ['100.5', '100.5'],
    ['100.55', '100.55'],
    ['100.555', '100.55'],
    ['100.559', '100.55'],
    [' 1,000.50 ', '1000.50'],
    ['₹1,00,000.00', '100000.00'],
    ['.5', '.5'],
    ['abc', null],
    ['-100', null],
    ['1e5', null],
    ['10.5.5', null],
  ])('%j → %j', (text, kept) => {
    expect(keepAmountText(text)).toBe(kept);
  });
});
