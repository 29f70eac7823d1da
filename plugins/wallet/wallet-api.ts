/**
 * The exchange's wallet calls and their wire names (`refrenceNo`, rupees as numbers, ISO times), read
 * into clean values in paise. Everything above this file uses these types; amounts go out as rupee
 * strings with two decimals, as the server reads them.
 */
import { session, type ApiService, type Wire } from '../../engine/plugin-api';

export type RequestType = Wire.PaymentRequest['type'];
export type RequestStatus = Wire.PaymentRequest['status'];
export type MethodId = Wire.PaymentMethod['id'];

export interface PaymentMethod extends Pick<Wire.PaymentMethod, 'id' | 'name'> {
  /** Paise. */
  minAmount: number;
  maxAmount: number;
  /** UPI: upiId, payeeName. Bank: accountName, accountNumber, ifsc, bank. */
  details: Readonly<Record<string, string>>;
}

export interface Withdrawable {
  balance: number;
  exposure: number;
  lockedBonus: number;
  withdrawable: number;
  /** Why the player may not withdraw at all (a demo account), or null. */
  refusal: string | null;
}

/** As the wire has it (the account number masked by the server: all but the last 4 digits are X). */
export type PayoutAccount = Omit<Wire.PayoutAccount, 'createdAt'>;

export interface PaymentRequest {
  referenceNo: string;
  type: RequestType;
  status: RequestStatus;
  amount: number;
  method: string;
  methodName: string;
  utr: string | null;
  hasScreenshot: boolean;
  payoutAccount: Omit<PayoutAccount, 'id'> | null;
  reason: string | null;
  createdAt: number;
  decidedAt: number | null;
}

/** The body of POST payout-accounts, for the two kinds the server takes. */
export interface NewPayoutAccount extends Wire.PayoutAccountBody {
  kind: MethodId;
}

interface Reply<T> {
  success?: boolean;
  result?: T;
  message?: string;
}

const paise = (rupees: unknown): number => Math.round(Number(rupees ?? 0) * 100);
const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
const maybe = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const instant = (value: unknown): number | null => (typeof value === 'string' && value ? Date.parse(value) : null);

/** Paise as the rupee string the server reads: 50050 → "500.50". */
export const rupeeText = (amount: number): string => `${Math.trunc(amount / 100)}.${String(Math.abs(amount) % 100).padStart(2, '0')}`;

function memberPath(path: string): string {
  const code = session.memberCode();
  if (!code) throw new Error('Please Login Again');
  return `account/${encodeURIComponent(code)}/${path}`;
}

function resultOf<T>(reply: Reply<T>, fallback: string): T {
  if (reply.success === false || reply.result === undefined) throw new Error(reply.message || fallback);
  return reply.result;
}

function payoutFrom(wire: NonNullable<Wire.PaymentRequest['payoutAccount']>): Omit<PayoutAccount, 'id'> {
  return { kind: wire.kind === 'upi' ? 'upi' : 'bank', holderName: text(wire.holderName), accountNumber: maybe(wire.accountNumber), ifsc: maybe(wire.ifsc), upiId: maybe(wire.upiId) };
}

export function requestFrom(wire: Wire.PaymentRequest): PaymentRequest {
  const status = text(wire.status);
  return {
    referenceNo: text(wire.refrenceNo),
    type: wire.type === 'withdrawal' ? 'withdrawal' : 'deposit',
    status: (['pending', 'approved', 'rejected', 'cancelled'].includes(status) ? status : 'pending') as RequestStatus,
    amount: paise(wire.amount),
    method: text(wire.method),
    methodName: text(wire.methodName) || text(wire.method),
    utr: maybe(wire.utr),
    hasScreenshot: wire.hasScreenshot === true,
    payoutAccount: wire.payoutAccount && typeof wire.payoutAccount === 'object' ? payoutFrom(wire.payoutAccount) : null,
    reason: maybe(wire.reason),
    createdAt: instant(wire.createdAt) ?? 0,
    decidedAt: instant(wire.decidedAt),
  };
}

export async function fetchMethods(api: ApiService): Promise<PaymentMethod[]> {
  const result = resultOf(await api.get<Reply<Wire.PaymentMethod[]>>('wallet/payment-methods'), 'Payment methods could not be loaded.');
  return result.map((m) => {
    const details: Record<string, unknown> = m.details && typeof m.details === 'object' ? m.details : {};
    return {
      id: m.id === 'bank' ? 'bank' : 'upi',
      name: text(m.name),
      minAmount: paise(m.minAmount),
      maxAmount: paise(m.maxAmount),
      details: Object.fromEntries(Object.entries(details).map(([key, value]) => [key, text(value)])),
    };
  });
}

export async function fetchWithdrawable(api: ApiService): Promise<Withdrawable> {
  const result = resultOf(await api.get<Reply<Wire.Withdrawable['result']>>(memberPath('withdrawable')), 'Your withdrawable amount could not be loaded.');
  return { balance: paise(result.balance), exposure: paise(result.exposure), lockedBonus: paise(result.lockedBonus), withdrawable: paise(result.withdrawable), refusal: typeof result.refusal === 'string' && result.refusal ? result.refusal : null };
}

export async function fetchPayoutAccounts(api: ApiService): Promise<PayoutAccount[]> {
  const result = resultOf(await api.get<Reply<Wire.PayoutAccount[]>>(memberPath('payout-accounts')), 'Your payout accounts could not be loaded.');
  return result.map((wire) => ({ id: text(wire.id), ...payoutFrom(wire) }));
}

export async function savePayoutAccount(api: ApiService, account: NewPayoutAccount): Promise<PayoutAccount> {
  const body: Wire.PayoutAccountBody =
    account.kind === 'upi'
      ? { kind: 'upi', holderName: account.holderName, upiId: account.upiId }
      : { kind: 'bank', holderName: account.holderName, accountNumber: account.accountNumber, confirmAccountNumber: account.confirmAccountNumber, ifsc: account.ifsc };
  const wire = resultOf(await api.post<Reply<Wire.PayoutAccount>>(memberPath('payout-accounts'), body), 'The account could not be saved.');
  return { id: text(wire.id), ...payoutFrom(wire) };
}

export async function removePayoutAccount(api: ApiService, id: string): Promise<void> {
  const reply = await api.delete<Reply<unknown>>(memberPath(`payout-accounts/${encodeURIComponent(id)}`));
  if (reply.success === false) throw new Error(reply.message || 'The account could not be removed.');
}

export async function createDeposit(api: ApiService, input: { method: MethodId; amount: number; utr: string }): Promise<PaymentRequest> {
  const body: Wire.DepositBody = { method: input.method, amount: rupeeText(input.amount), utr: input.utr };
  return requestFrom(resultOf(await api.post<Reply<Wire.PaymentRequest>>(memberPath('payment-requests/deposit'), body), 'The deposit could not be submitted.'));
}

/** The screenshot's bytes as the raw body; the server reads the image type from them. */
export async function attachScreenshot(api: ApiService, referenceNo: string, file: Blob): Promise<PaymentRequest> {
  const path = memberPath(`payment-requests/deposit/${encodeURIComponent(referenceNo)}/screenshot`);
  const reply = await api.put<Reply<Wire.PaymentRequest>>(path, file, { headers: { 'Content-Type': file.type || 'application/octet-stream' } });
  return requestFrom(resultOf(reply, 'The screenshot could not be added.'));
}

export async function createWithdrawal(api: ApiService, input: { payoutAccountId: string; amount: number }): Promise<PaymentRequest> {
  const body: Wire.WithdrawalBody = { payoutAccountId: input.payoutAccountId, amount: rupeeText(input.amount) };
  return requestFrom(resultOf(await api.post<Reply<Wire.PaymentRequest>>(memberPath('payment-requests/withdrawal'), body), 'The withdrawal could not be submitted.'));
}

export async function cancelWithdrawal(api: ApiService, referenceNo: string): Promise<PaymentRequest> {
  const reply = await api.post<Reply<Wire.PaymentRequest>>(memberPath(`payment-requests/withdrawal/${encodeURIComponent(referenceNo)}/cancel`));
  return requestFrom(resultOf(reply, 'The withdrawal could not be cancelled.'));
}

export async function fetchRequests(api: ApiService, filter: { type?: RequestType; status?: RequestStatus } = {}): Promise<PaymentRequest[]> {
  const params: Record<string, string> = {};
  if (filter.type) params.type = filter.type;
  if (filter.status) params.status = filter.status;
  const result = resultOf(await api.get<Reply<Wire.PaymentRequest[]>>(memberPath('payment-requests'), { params }), 'Your transactions could not be loaded.');
  return result.map(requestFrom);
}

export async function fetchRequest(api: ApiService, type: string, referenceNo: string): Promise<PaymentRequest> {
  const reply = await api.get<Reply<Wire.PaymentRequest>>(memberPath(`payment-requests/${encodeURIComponent(type)}/${encodeURIComponent(referenceNo)}`));
  return requestFrom(resultOf(reply, 'This transaction could not be loaded.'));
}

/** The request's screenshot as a Blob, fetched with the player's token. */
export function fetchScreenshot(api: ApiService, type: string, referenceNo: string): Promise<Blob> {
  return api.get<Blob>(memberPath(`payment-requests/${encodeURIComponent(type)}/${encodeURIComponent(referenceNo)}/screenshot`), { responseType: 'blob' });
}

/** The `payment-request-update` event: the request as it now is. */
export function updateFrom(payload: unknown): PaymentRequest | null {
  const wire = payload && typeof payload === 'object' ? (payload as Partial<Wire.PaymentRequestUpdate>).request : null;
  return wire && typeof wire === 'object' ? requestFrom(wire) : null;
}
