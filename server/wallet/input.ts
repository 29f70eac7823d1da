/**
 * Checks of what players type into the wallet: amounts in rupees, UTRs, bank accounts and UPI ids. Each
 * answers the value in its clean form or the message to show; nothing here touches the database.
 */
import { formatRupeesFromPaise } from '../../domain/format';
import type { PaymentMethod } from './methods';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** `500`, `500.5`, `"500.50"` → paise; refuses signs, exponents, a third decimal and more than ₹1,00,00,000. */
export function rupeesToPaise(value: unknown): Checked<number> {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    if (/^\d+\.\d{3,}$/.test(text)) return fail('Amount can have at most 2 decimal places.');
    if (/^-/.test(text)) return fail('Amount must be more than zero.');
    return fail('Amount must be a number of rupees, like 500 or 500.50.');
  }
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (paise <= 0) return fail('Amount must be more than zero.');
  return { ok: true, value: paise };
}

/** The amount within the method's limits, or the message naming them. */
export function withinLimits(paise: number, method: PaymentMethod): Checked<number> {
  if (paise < method.minAmount * 100 || paise > method.maxAmount * 100) {
    return fail(`Amount for ${method.name} must be between ${formatRupeesFromPaise(method.minAmount * 100)} and ${formatRupeesFromPaise(method.maxAmount * 100)}.`);
  }
  return { ok: true, value: paise };
}

/** A UPI transfer's UTR is its 12-digit bank reference; a bank transfer's is 12 to 22 letters and digits (IMPS, NEFT, RTGS). */
export function checkUtr(value: unknown, method: PaymentMethod): Checked<string> {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : typeof value === 'number' ? String(value) : '';
  if (method.id === 'upi') return /^\d{12}$/.test(text) ? { ok: true, value: text } : fail('UTR must be exactly 12 digits for UPI.');
  return /^[A-Z0-9]{12,22}$/.test(text) ? { ok: true, value: text } : fail('UTR must be 12 to 22 letters and digits for a bank transfer.');
}

export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const UPI_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{1,63}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export interface BankAccountInput {
  holderName?: unknown;
  accountNumber?: unknown;
  confirmAccountNumber?: unknown;
  ifsc?: unknown;
}

export interface PayoutAccountValue {
  kind: 'bank' | 'upi';
  holderName: string;
  accountNumber: string | null;
  ifsc: string | null;
  upiId: string | null;
}

function holderName(value: unknown): Checked<string> {
  const text = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  return /^[\p{L} .'-]{2,80}$/u.test(text) ? { ok: true, value: text } : fail("Account holder's name must be 2 to 80 letters.");
}

/** A bank account (number entered twice) or a UPI id, as the player means to be paid. */
export function checkPayoutAccount(input: BankAccountInput & { kind?: unknown; upiId?: unknown }): Checked<PayoutAccountValue> {
  const name = holderName(input.holderName);
  if (!name.ok) return name;
  if (input.kind === 'upi') {
    const upiId = typeof input.upiId === 'string' ? input.upiId.trim() : '';
    if (!UPI_ID.test(upiId)) return fail('UPI id must look like name@bank.');
    return { ok: true, value: { kind: 'upi', holderName: name.value, accountNumber: null, ifsc: null, upiId: upiId.toLowerCase() } };
  }
  if (input.kind !== 'bank') return fail('kind must be bank or upi.');
  const number = typeof input.accountNumber === 'string' ? input.accountNumber.trim() : '';
  if (!/^\d{6,18}$/.test(number)) return fail('Account number must be 6 to 18 digits.');
  const again = typeof input.confirmAccountNumber === 'string' ? input.confirmAccountNumber.trim() : '';
  if (again !== number) return fail('Account numbers do not match.');
  const ifsc = typeof input.ifsc === 'string' ? input.ifsc.trim().toUpperCase() : '';
  if (!IFSC.test(ifsc)) return fail('IFSC must be 4 letters, a 0, then 6 letters or digits (like SBIN0001234).');
  return { ok: true, value: { kind: 'bank', holderName: name.value, accountNumber: number, ifsc, upiId: null } };
}

/** A bank account number with all but its last 4 digits hidden. */
export function maskAccountNumber(number: string): string {
  return `${'X'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}
