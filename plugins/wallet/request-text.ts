/** How a request's type and payout account read to the player. */
import type { PayoutAccount, RequestType } from './wallet-api';

export const TYPE_NAMES: Readonly<Record<RequestType, string>> = { deposit: 'Deposit', withdrawal: 'Withdrawal' };

/** "A Kumar · A/c XXXXXX6789 · SBIN0001234" or "A Kumar · UPI akumar@okbank". */
export const accountName = (account: Pick<PayoutAccount, 'kind' | 'holderName' | 'accountNumber' | 'ifsc' | 'upiId'>): string =>
  account.kind === 'upi' ? `${account.holderName} · UPI ${account.upiId ?? ''}` : `${account.holderName} · A/c ${account.accountNumber ?? ''} · ${account.ifsc ?? ''}`;
