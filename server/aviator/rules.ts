/**
 * Aviator's limits and the money of one bet: what it is owed once the crash point is known, and the
 * transaction ids of its wallet calls. Every bet has its own ids (debit, credit, rollback), so a call
 * sent again after a restart changes nothing the second time.
 */
import { formatMultiplier } from '../../domain/format';
import { crashPayoutPaise } from '../../domain/games';

export interface AviatorLimits {
  /** Stakes in paise. */
  minStake: number;
  maxStake: number;
  /** Auto cash-out targets in hundredths (101 is 1.01×). */
  minAutoCashOut: number;
  maxAutoCashOut: number;
}

/** ₹10 to ₹10,000 as the catalogue lists Aviator; auto cash-out from 1.01× to 10,000×. */
export const AVIATOR_LIMITS: AviatorLimits = { minStake: 10_00, maxStake: 10_000_00, minAutoCashOut: 101, maxAutoCashOut: 1_000_000 };

export const SLOTS = [1, 2] as const;
export type Slot = (typeof SLOTS)[number];

export const creditId = (debit: string) => `${debit}:win`;
export const rollbackId = (debit: string) => `${debit}:rb`;

/** A refusal of a bet's stake, auto target or slot, or null when the bet may be sent to the wallet. */
export function betProblem(limits: AviatorLimits, input: { slot: unknown; amount: unknown; autoCashOut?: unknown }): string | null {
  if (input.slot !== 1 && input.slot !== 2) return 'A bet goes in slot 1 or 2.';
  if (typeof input.amount !== 'number' || !Number.isSafeInteger(input.amount) || input.amount < limits.minStake || input.amount > limits.maxStake) {
    return `A stake is a whole number of paise from ${limits.minStake} to ${limits.maxStake}.`;
  }
  const auto = input.autoCashOut;
  if (auto !== undefined && auto !== null && (typeof auto !== 'number' || !Number.isSafeInteger(auto) || auto < limits.minAutoCashOut || auto > limits.maxAutoCashOut)) {
    return `An auto cash-out is a whole number of hundredths from ${limits.minAutoCashOut} to ${limits.maxAutoCashOut} (${formatMultiplier(limits.minAutoCashOut)} to ${formatMultiplier(limits.maxAutoCashOut)}).`;
  }
  return null;
}

/**
 * What a standing bet is paid once the round has crashed: its cash-out if it had one, else its auto
 * target when the crash point reached it (target ≤ crash), else nothing.
 */
export function owedPaise(bet: { amount: number; auto: number | null; cash: { payout: number } | null }, crash: number): number {
  if (bet.cash) return bet.cash.payout;
  if (bet.auto !== null && bet.auto <= crash) return crashPayoutPaise(bet.amount, bet.auto);
  return 0;
}
