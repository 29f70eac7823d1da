import { describe, expect, it } from 'vitest';
import { checkPayoutAccount, checkUtr, maskAccountNumber, rupeesToPaise, withinLimits } from './input';
import { findMethod } from './methods';

const upi = findMethod('upi')!;
const bank = findMethod('bank')!;

describe('wallet input', () => {
  it.each<[unknown, number | string]>([
    [500, 50_000],
    ['500.5', 50_050],
    [' 500.55 ', 50_055],
    [0.01, 1],
    ['500.555', 'Amount can have at most 2 decimal places.'],
    [-100, 'Amount must be more than zero.'],
    ['-100', 'Amount must be more than zero.'],
    [0, 'Amount must be more than zero.'],
    [1e21, 'Amount must be a number of rupees, like 500 or 500.50.'],
    ['1e5', 'Amount must be a number of rupees, like 500 or 500.50.'],
    ['9999999999', 'Amount must be a number of rupees, like 500 or 500.50.'],
    [Number.NaN, 'Amount must be a number of rupees, like 500 or 500.50.'],
    [null, 'Amount must be a number of rupees, like 500 or 500.50.'],
  ])('amount %j → %j', (input, expected) => {
    const result = rupeesToPaise(input);
    expect(result.ok ? result.value : result.message).toBe(expected);
  });

  it('keeps amounts within the method limits', () => {
    expect(withinLimits(10_000, upi)).toEqual({ ok: true, value: 10_000 });
    expect(withinLimits(9_999, upi)).toEqual({ ok: false, message: 'Amount for UPI must be between ₹100.00 and ₹1,00,000.00.' });
    expect(withinLimits(1_00_000_01, upi).ok).toBe(false);
  });

  it.each<[unknown, typeof upi, string]>([
    ['123456789012', upi, '123456789012'],
    [123456789012, upi, '123456789012'],
    ['12345678901', upi, 'UTR must be exactly 12 digits for UPI.'],
    ['12345678901a', upi, 'UTR must be exactly 12 digits for UPI.'],
    ['sbin123456789012', bank, 'SBIN123456789012'],
    ['short1', bank, 'UTR must be 12 to 22 letters and digits for a bank transfer.'],
  ])('UTR %j', (input, method, expected) => {
    const result = checkUtr(input, method);
    expect(result.ok ? result.value : result.message).toBe(expected);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ kind: 'bank', holderName: 'Asha Rao', accountNumber: '12345678', confirmAccountNumber: '12345679', ifsc: 'SBIN0001234' }, 'Account numbers do not match.'],
    [{ kind: 'bank', holderName: 'Asha Rao', accountNumber: '12345', confirmAccountNumber: '12345', ifsc: 'SBIN0001234' }, 'Account number must be 6 to 18 digits.'],
    [{ kind: 'bank', holderName: 'Asha Rao', accountNumber: '1234567890123456789', confirmAccountNumber: '1234567890123456789', ifsc: 'SBIN0001234' }, 'Account number must be 6 to 18 digits.'],
    [{ kind: 'bank', holderName: 'Asha Rao', accountNumber: '12345678', confirmAccountNumber: '12345678', ifsc: 'SBIN1001234' }, 'IFSC must be 4 letters, a 0, then 6 letters or digits (like SBIN0001234).'],
    [{ kind: 'bank', holderName: 'Asha Rao', accountNumber: '12345678', confirmAccountNumber: '12345678', ifsc: 'SBI00001234' }, 'IFSC must be 4 letters, a 0, then 6 letters or digits (like SBIN0001234).'],
    [{ kind: 'bank', holderName: '<b>', accountNumber: '12345678', confirmAccountNumber: '12345678', ifsc: 'SBIN0001234' }, "Account holder's name must be 2 to 80 letters."],
    [{ kind: 'upi', holderName: 'Asha Rao', upiId: 'not-an-id' }, 'UPI id must look like name@bank.'],
    [{ kind: 'card', holderName: 'Asha Rao' }, 'kind must be bank or upi.'],
  ])('refuses payout account %j', (input, message) => {
    expect(checkPayoutAccount(input)).toEqual({ ok: false, message });
  });

  it('cleans a good bank account and UPI id', () => {
    expect(checkPayoutAccount({ kind: 'bank', holderName: ' Asha  Rao ', accountNumber: '12345678', confirmAccountNumber: '12345678', ifsc: 'sbin0001234' })).toEqual({
      ok: true,
      value: { kind: 'bank', holderName: 'Asha Rao', accountNumber: '12345678', ifsc: 'SBIN0001234', upiId: null },
    });
    expect(checkPayoutAccount({ kind: 'upi', holderName: 'Asha Rao', upiId: 'Asha.Rao@okbank' })).toMatchObject({ ok: true, value: { upiId: 'asha.rao@okbank' } });
    expect(maskAccountNumber('12345678')).toBe('XXXX5678');
  });
});
