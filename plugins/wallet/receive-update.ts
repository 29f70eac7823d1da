/** The `payment-request-update` event: a toast naming the request's new state, then every wallet view and the balance read again. */
import { formatRupeesFromPaise } from '../../domain/format';
import { TYPE_NAMES } from './request-text';
import { requestDecided, requestsChanged, walletServices } from './state';
import { updateFrom, type PaymentRequest } from './wallet-api';

/** "Deposit ₹500.00 approved", "Withdrawal ₹300.00 rejected: Wrong account"; null while pending. */
export function updateToast(request: PaymentRequest): { kind: 'success' | 'error' | 'info'; text: string } | null {
  if (request.status === 'pending') return null;
  const what = `${TYPE_NAMES[request.type]} ${formatRupeesFromPaise(request.amount)} ${request.status}`;
  if (request.status === 'approved') return { kind: 'success', text: what };
  if (request.status === 'rejected') return { kind: 'error', text: request.reason ? `${what}: ${request.reason}` : what };
  return { kind: 'info', text: what };
}

export function receiveUpdate(payload: unknown): void {
  const request = updateFrom(payload);
  if (!request) return;
  const toast = updateToast(request);
  if (toast) walletServices()?.toast[toast.kind](toast.text);
  requestDecided(request);
  requestsChanged();
}
