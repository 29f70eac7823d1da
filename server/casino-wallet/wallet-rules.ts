/**
 * What the wallet answers, on every path (through Kysely, or prepared statements in SQLite groups): the
 * refusals with their codes and sentences, whether a debit goes through on the facts read for it, and
 * the answer to a call made again. Pure: no database here.
 */
import { formatRupeesFromPaise } from '../../domain/format';
import type { CasinoWalletOk, CasinoWalletRefusal, WalletDebitBody } from '../../schemas/wire';
import { effectiveLossLimit } from '../accounts/loss-limit';
import type { CasinoSessionsTable, CasinoTransactionsTable } from '../db/schema';
import type { DebitFacts } from './sqlite-debit';

/** The codes a refusal names; INTERNAL (the wallet failed) is no refusal. */
export type WalletCode = Exclude<CasinoWalletRefusal['code'], 'INTERNAL'>;

/** A refused call: its code, a sentence for people, and the player's balance when known. */
export class WalletRefusal extends Error {
  constructor(
    readonly code: WalletCode,
    message: string,
    readonly balance?: number,
  ) {
    super(message);
    this.name = 'WalletRefusal';
  }
}

/** What a balance call answers: the paise the player can stake now. */
export type BalanceAnswer = Omit<CasinoWalletOk, 'transactionId' | 'roundId'>;

/** What a debit, credit or rollback answers: the balance after it, and the call's ids. */
export type TransactionAnswer = Required<CasinoWalletOk>;

/** The body of casino/wallet/debit. */
export type DebitCall = WalletDebitBody;

const SESSION_ENDED = 'The game session has ended: it expired or the player logged out. Open the game again.';

export function unexpired(now: number, endsAt: number): void {
  if (endsAt <= now) throw new WalletRefusal('TOKEN_EXPIRED', SESSION_ENDED);
}

/** Whether a debit goes through, given the facts read in its transaction: its answer, or a thrown refusal. */
export function decideDebit(now: number, found: Pick<CasinoSessionsTable, 'expires_at' | 'user_id'>, call: Pick<DebitCall, 'amount' | 'transactionId' | 'roundId'>, facts: DebitFacts): TransactionAnswer {
  unexpired(now, facts.sessionEndsAt ?? Number(found.expires_at));
  const { player } = facts;
  if (!player || player.status !== 'active' || Number(player.self_excluded_until ?? 0) > now) throw new WalletRefusal('PLAYER_BLOCKED', 'This account cannot place bets now.');
  const before = facts.cash - facts.exposure;
  if (call.amount > before) throw new WalletRefusal('INSUFFICIENT_FUNDS', `Insufficient balance: ${formatRupeesFromPaise(Math.max(0, before))} available for a bet of ${formatRupeesFromPaise(call.amount)}.`, before);
  const limit = effectiveLossLimit(player, now);
  if (limit !== null && facts.lossToday + facts.exposure + call.amount > limit) {
    const left = Math.max(0, limit - facts.lossToday - facts.exposure);
    throw new WalletRefusal('LOSS_LIMIT_REACHED', `This bet could take your losses today past your daily loss limit of ${formatRupeesFromPaise(limit)}. You can lose at most ${formatRupeesFromPaise(left)} more today.`, before);
  }
  return { status: 'OK', playerId: found.user_id, currency: 'INR', balance: before - call.amount, transactionId: call.transactionId, roundId: call.roundId };
}

/** The first answer to a call made again, or DUPLICATE when the id was used for something else. */
export function replay(row: CasinoTransactionsTable, print: string): TransactionAnswer {
  if (row.status === 'refused') throw new WalletRefusal('DUPLICATE', `Transaction ${row.transaction_id} was rolled back before it arrived; it cannot be used.`);
  if (row.fingerprint !== print) throw new WalletRefusal('DUPLICATE', `Transaction ${row.transaction_id} was already used for another call.`);
  return JSON.parse(row.answer) as TransactionAnswer;
}

export function noStandingBet(roundId: string, reference: string | null): WalletRefusal {
  return new WalletRefusal('UNKNOWN_TRANSACTION', reference === null ? `The player has no standing bet in round ${roundId} to pay.` : `The player has no standing bet ${reference} in round ${roundId} to pay.`);
}

export function unknownDebit(debitId: string): WalletRefusal {
  return new WalletRefusal('UNKNOWN_TRANSACTION', `No debit ${debitId} of this player to roll back.`);
}

export function roundSettled(debit: Pick<CasinoTransactionsTable, 'transaction_id' | 'round_id'>, creditId: string): WalletRefusal {
  return new WalletRefusal('ROUND_SETTLED', `Debit ${debit.transaction_id} cannot be rolled back: round ${debit.round_id} was already settled for this player by credit ${creditId}.`);
}
