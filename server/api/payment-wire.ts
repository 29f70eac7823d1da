/**
 * Wire shapes of the wallet: payment requests and payout accounts, amounts in rupees, times as ISO
 * strings; and the `payment-request-update` socket event that tells a player of a decision.
 */
import { formatRupeesFromPaise } from '../../domain/format';
import type { PaymentRequestsTable, PayoutAccountsTable } from '../db/schema';
import type { PaymentRequest, PaymentRequestUpdate, PayoutAccount } from '../../schemas/wire';
import { maskAccountNumber } from '../wallet/input';
import { findMethod } from '../wallet/methods';
import { TYPE_NAMES } from '../wallet/payments';
import { toRupees } from './wire';

type PayoutFields = Pick<PayoutAccountsTable, 'kind' | 'holder_name' | 'account_number' | 'ifsc' | 'upi_id'>;

function payoutFields(account: PayoutFields): NonNullable<PaymentRequest['payoutAccount']> {
  return {
    kind: account.kind,
    holderName: account.holder_name,
    accountNumber: account.account_number ? maskAccountNumber(account.account_number) : null,
    ifsc: account.ifsc,
    upiId: account.upi_id,
  };
}

export function payoutAccountWire(account: PayoutAccountsTable): PayoutAccount {
  return { id: account.id, ...payoutFields(account), createdAt: new Date(Number(account.created_at)).toISOString() };
}

export function paymentRequestWire(request: PaymentRequestsTable): PaymentRequest {
  const iso = (ms: number) => new Date(Number(ms)).toISOString();
  return {
    refrenceNo: request.id,
    type: request.type,
    status: request.status,
    amount: toRupees(Number(request.amount)),
    method: request.method,
    methodName: findMethod(request.method)?.name ?? request.method,
    utr: request.utr,
    hasScreenshot: request.screenshot !== null,
    payoutAccount: request.payout ? payoutFields(JSON.parse(request.payout) as PayoutFields) : null,
    reason: request.reason,
    createdAt: iso(request.created_at),
    decidedAt: request.decided_at === null ? null : iso(request.decided_at),
  };
}

/** What the player is told when a request is decided, for a toast. */
export function decisionMessage(request: PaymentRequestsTable): string {
  const what = `${TYPE_NAMES[request.type]} ${request.id} of ${formatRupeesFromPaise(Number(request.amount))}`;
  if (request.status === 'rejected') return `${what} was rejected: ${request.reason}`;
  if (request.status === 'approved') return request.type === 'deposit' ? `${what} was approved and added to your balance.` : `${what} was approved and paid.`;
  if (request.status === 'cancelled') return `${what} was cancelled; the amount is back in your balance.`;
  return `${what} is pending.`;
}

export interface PaymentEvents {
  /** Tells the request's player of its new state. */
  changed(request: PaymentRequestsTable): void;
}

export function paymentEvents(emitToPlayer: (userId: string, event: string, payload: unknown) => void): PaymentEvents {
  return {
    changed(request) {
      emitToPlayer(request.user_id, 'payment-request-update', { request: paymentRequestWire(request), message: decisionMessage(request) } satisfies PaymentRequestUpdate);
    },
  };
}
