/** How players pay in and out in the sandbox: each method with its limits in rupees, as the wire gives them. */
import type { PaymentMethod } from '../../schemas/wire';

export type { PaymentMethod };

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 'upi', name: 'UPI', kind: 'deposit-and-withdrawal', minAmount: 100, maxAmount: 1_00_000, details: { upiId: 'sandbox.exchange@upi', payeeName: 'Sandbox Exchange' } },
  { id: 'bank', name: 'Bank transfer (IMPS/NEFT)', kind: 'deposit-and-withdrawal', minAmount: 500, maxAmount: 10_00_000, details: { accountName: 'Sandbox Exchange', accountNumber: '000123456789', ifsc: 'SBIN0000001', bank: 'Sandbox Bank' } },
];

export function findMethod(id: unknown): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((m) => m.id === id);
}
