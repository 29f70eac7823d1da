/**
 * Credits and rollbacks on SQLite, in a group transaction (sqlite-group.ts) as debits are: the
 * payouts of a round (thousands of players at once) share commits instead of taking one transaction
 * each. They follow the Kysely path of wallet.ts step for step, with its answers and refusals (passed in
 * as `steps`): a refusal is thrown before anything is written, except a rollback of an unknown debit,
 * which first leaves the row that keeps that debit out.
 */
import type { CasinoTransactionsTable } from '../db/schema';
import { accountId } from '../exchange/ledger';
import type { CasinoTakings } from './sqlite-group';
import { postCasinoMove, type WalletStatements } from './sqlite-statements';
import type { TransactionAnswer } from './wallet-rules';

export interface SettlePlan {
  providerId: string;
  userId: string;
  transactionId: string;
  roundId: string;
  fingerprint: string;
  /** The clock, read when the call is written. */
  now: () => number;
}

export interface CreditPlan extends SettlePlan {
  amount: number;
  /** The debit the credit pays, or null for the player's whole round. */
  referenceId: string | null;
  description: string;
}

export interface RollbackPlan extends SettlePlan {
  referenceId: string;
  /** The ledger description for the debit returned (it names the debit's round). */
  description: (debitRoundId: string) => string;
}

interface Replaying {
  /** A row already under the call's id: its first answer (or a thrown refusal). */
  replay(row: CasinoTransactionsTable): TransactionAnswer;
}

export interface CreditSteps extends Replaying {
  /** The refusal of a credit with no standing debit to pay. */
  noStandingBet(): Error;
}

export interface RollbackSteps extends Replaying {
  /** The refusal of a rollback naming no debit of the player. */
  unknownDebit(): Error;
  /** The refusal of a rollback of a debit already settled by a credit. */
  settled(debit: CasinoTransactionsTable, creditId: string): Error;
}

function available(statements: WalletStatements, userId: string): number {
  return Number(statements.available.get({ cash: accountId(userId, 'cash'), userId }) ?? 0);
}

function answer(plan: SettlePlan, balance: number): TransactionAnswer {
  return { status: 'OK', playerId: plan.userId, currency: 'INR', balance, transactionId: plan.transactionId, roundId: plan.roundId };
}

function seen(statements: WalletStatements, plan: SettlePlan): CasinoTransactionsTable | undefined {
  return statements.find.get(plan.providerId, plan.transactionId) as CasinoTransactionsTable | undefined;
}

export function creditOnce(statements: WalletStatements, takings: CasinoTakings, plan: CreditPlan, steps: CreditSteps): TransactionAnswer {
  const first = seen(statements, plan);
  if (first) return steps.replay(first);
  if (statements.standing.get({ providerId: plan.providerId, roundId: plan.roundId, userId: plan.userId, reference: plan.referenceId }) === undefined) throw steps.noStandingBet();
  const now = plan.now();
  const answered = answer(plan, available(statements, plan.userId) + plan.amount);
  statements.record.run({ providerId: plan.providerId, transactionId: plan.transactionId, kind: 'credit', userId: plan.userId, roundId: plan.roundId, amount: plan.amount, referenceId: plan.referenceId, status: 'ok', fingerprint: plan.fingerprint, answer: JSON.stringify(answered), createdAt: now });
  if (plan.amount > 0) {
    postCasinoMove(statements, takings, { providerId: plan.providerId, userId: plan.userId, toCasino: -plan.amount, kind: 'casino-credit', reference: `${plan.providerId}:${plan.transactionId}`, description: plan.description, at: now });
  }
  return answered;
}

export function rollbackOnce(statements: WalletStatements, takings: CasinoTakings, plan: RollbackPlan, steps: RollbackSteps): TransactionAnswer {
  const first = seen(statements, plan);
  if (first) return steps.replay(first);
  const now = plan.now();
  const debit = statements.find.get(plan.providerId, plan.referenceId) as CasinoTransactionsTable | undefined;
  if (!debit) {
    // Kept out for good: the debit, should it arrive after its rollback, finds this row and is refused.
    statements.record.run({ providerId: plan.providerId, transactionId: plan.referenceId, kind: 'debit', userId: plan.userId, roundId: plan.roundId, amount: 0, referenceId: plan.transactionId, status: 'refused', fingerprint: '', answer: '{}', createdAt: now });
    throw steps.unknownDebit();
  }
  if (debit.kind !== 'debit' || debit.user_id !== plan.userId || debit.status === 'refused') throw steps.unknownDebit();
  if (debit.status === 'ok') {
    const creditId = statements.paidBy.get({ providerId: plan.providerId, roundId: debit.round_id, userId: plan.userId, debit: debit.transaction_id }) as string | undefined;
    if (creditId !== undefined) throw steps.settled(debit, creditId);
  }
  if (statements.rollBack.run(plan.providerId, debit.transaction_id).changes === 0) return answer(plan, available(statements, plan.userId));
  const amount = Number(debit.amount);
  const answered = answer(plan, available(statements, plan.userId) + amount);
  statements.record.run({ providerId: plan.providerId, transactionId: plan.transactionId, kind: 'rollback', userId: plan.userId, roundId: plan.roundId, amount, referenceId: debit.transaction_id, status: 'ok', fingerprint: plan.fingerprint, answer: JSON.stringify(answered), createdAt: now });
  postCasinoMove(statements, takings, { providerId: plan.providerId, userId: plan.userId, toCasino: -amount, kind: 'casino-rollback', reference: `${plan.providerId}:${debit.transaction_id}`, description: plan.description(debit.round_id), at: now });
  return answered;
}
