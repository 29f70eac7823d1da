/**
 * The wallet forms' checks as yup schemas for Formik, with the messages players see. They say what the
 * server would refuse before a call is made; the server checks again and its words win.
 */
import { mixed, object, string, type ObjectSchema } from 'yup';
import { formatRupeesFromPaise } from '../../domain/format';
import type { MethodId } from './wallet-api';

export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const MESSAGES = {
  amountRequired: 'Enter an amount.',
  amountFormat: 'Amount must be a number of rupees, like 500 or 500.50.',
  amountDecimals: 'Amount can have at most 2 decimal places.',
  amountPositive: 'Amount must be more than zero.',
  utrRequired: 'Enter the UTR (reference) of your transfer.',
  utrUpi: 'UTR must be exactly 12 digits for UPI.',
  utrBank: 'UTR must be 12 to 22 letters and digits for a bank transfer.',
  screenshotType: 'The screenshot must be a PNG, JPEG or WebP image.',
  screenshotSize: 'The screenshot must be 5 MB or smaller.',
  holderName: "Account holder's name must be 2 to 80 letters.",
  accountNumber: 'Account number must be 6 to 18 digits.',
  accountMismatch: 'Account numbers do not match.',
  ifsc: 'IFSC must be 4 letters, a 0, then 6 letters or digits (like SBIN0001234).',
  upiId: 'UPI id must look like name@bank.',
  payoutRequired: 'Choose an account to be paid to.',
} as const;

export interface Limits {
  /** The method's name, as the limits message names it. */
  name: string;
  min: number;
  max: number;
}

/** "500", "500.5", " 500.50 " → paise; null for anything else. */
export function parseRupees(value: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

export const limitsMessage = ({ name, min, max }: Limits) => `Amount for ${name} must be between ${formatRupeesFromPaise(min)} and ${formatRupeesFromPaise(max)}.`;
export const withdrawableMessage = (withdrawable: number) => `You can withdraw at most ${formatRupeesFromPaise(withdrawable)} now.`;

function amount(limits: Limits | null, most?: number) {
  return string()
    .trim()
    .required(MESSAGES.amountRequired)
    .test('amount', (value, context) => {
      const text = value ?? '';
      if (/^-/.test(text)) return context.createError({ message: MESSAGES.amountPositive });
      if (/^\d+\.\d{3,}$/.test(text)) return context.createError({ message: MESSAGES.amountDecimals });
      const paise = parseRupees(text);
      if (paise === null) return context.createError({ message: MESSAGES.amountFormat });
      if (paise <= 0) return context.createError({ message: MESSAGES.amountPositive });
      if (limits && (paise < limits.min || paise > limits.max)) return context.createError({ message: limitsMessage(limits) });
      if (most !== undefined && paise > most) return context.createError({ message: withdrawableMessage(most) });
      return true;
    });
}

export interface DepositValues {
  amount: string;
  utr: string;
  screenshot: File | null;
}

/** The screenshot's problem, or null when it may be sent (none chosen is fine). */
export function screenshotProblem(file: Pick<File, 'type' | 'size'> | null | undefined): string | null {
  if (!file) return null;
  if (!(SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return MESSAGES.screenshotType;
  if (file.size > SCREENSHOT_MAX_BYTES) return MESSAGES.screenshotSize;
  return null;
}

/** The image type a file's first bytes show (PNG, JPEG or WebP), whatever its name or stated type. */
export function sniffImage(head: Uint8Array): (typeof SCREENSHOT_TYPES)[number] | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The screenshot's problem, its content read too: a text file named and typed as a PNG is refused before any call. */
export async function screenshotContentProblem(file: Pick<File, 'type' | 'size'> | Blob | null | undefined): Promise<string | null> {
  const problem = screenshotProblem(file);
  if (problem || !file || typeof (file as Blob).slice !== 'function') return problem;
  const head = new Uint8Array(await (file as Blob).slice(0, 12).arrayBuffer());
  return sniffImage(head) ? null : MESSAGES.screenshotType;
}

export function depositSchema(method: MethodId, limits: Limits | null): ObjectSchema<DepositValues> {
  return object({
    amount: amount(limits),
    utr: string()
      .trim()
      .required(MESSAGES.utrRequired)
      .test('utr', method === 'upi' ? MESSAGES.utrUpi : MESSAGES.utrBank, (value) => (method === 'upi' ? /^\d{12}$/ : /^[A-Za-z0-9]{12,22}$/).test(value ?? '')),
    screenshot: mixed<File>()
      .nullable()
      .defined()
      .test('screenshot', async (file, context) => {
        const problem = await screenshotContentProblem(file);
        return problem ? context.createError({ message: problem }) : true;
      }),
  });
}

export interface PayoutAccountValues {
  kind: MethodId;
  holderName: string;
  accountNumber: string;
  confirmAccountNumber: string;
  ifsc: string;
  upiId: string;
}

export const payoutAccountSchema: ObjectSchema<PayoutAccountValues> = object({
  kind: string<MethodId>().oneOf(['bank', 'upi']).required(),
  holderName: string()
    .trim()
    .required(MESSAGES.holderName)
    .matches(/^[\p{L} .'-]{2,80}$/u, MESSAGES.holderName),
  accountNumber: string().default('').when('kind', { is: 'bank', then: (s) => s.trim().required(MESSAGES.accountNumber).matches(/^\d{6,18}$/, MESSAGES.accountNumber), otherwise: (s) => s }),
  confirmAccountNumber: string().default('').when('kind', {
    is: 'bank',
    then: (s) => s.trim().required(MESSAGES.accountMismatch).test('same', MESSAGES.accountMismatch, (value, context) => value === String(context.parent.accountNumber ?? '').trim()),
    otherwise: (s) => s,
  }),
  ifsc: string().default('').when('kind', { is: 'bank', then: (s) => s.trim().uppercase().required(MESSAGES.ifsc).matches(IFSC_PATTERN, MESSAGES.ifsc), otherwise: (s) => s }),
  upiId: string().default('').when('kind', { is: 'upi', then: (s) => s.trim().required(MESSAGES.upiId).matches(/^[A-Za-z0-9][A-Za-z0-9._-]{1,63}@[A-Za-z][A-Za-z0-9]{1,63}$/, MESSAGES.upiId), otherwise: (s) => s }),
});

export interface WithdrawalValues {
  payoutAccountId: string;
  amount: string;
}

export function withdrawalSchema(limits: Limits | null, withdrawable: number): ObjectSchema<WithdrawalValues> {
  return object({ payoutAccountId: string().required(MESSAGES.payoutRequired), amount: amount(limits, withdrawable) });
}
