/**
 * The debit on SQLite, the hot path of every casino bet: prepared statements on the raw handle, run in a
 * group transaction (sqlite-group.ts) by sqlite-writes.ts. The decisions are wallet.ts's own (`decideDebit`), on the same
 * facts the Kysely path reads: the session's end as stored now (a logout moves it), the player, their cash
 * and exposure, and, only for a player with a daily loss limit, what they lost today.
 */
import type { CasinoTransactionsTable, UsersTable } from '../db/schema';
import { indiaDayStart } from '../accounts/loss-limit';
import { accountId } from '../exchange/ledger';
import { hasLossLimit } from '../accounts/loss-today';
import type { CasinoTakings } from './sqlite-group';
import { isUniqueViolation } from '../db/unique-violation';
import { postCasinoMove, type WalletStatements } from './sqlite-statements';

export interface DebitPlan {
  providerId: string;
  /** SHA-256 of the game token: the session whose end is read in the transaction. */
  tokenHash: string;
  userId: string;
  transactionId: string;
  roundId: string;
  amount: number;
  fingerprint: string;
  description: string;
  /** The clock, read when the call is written (a call queued behind another is written after it). */
  now: () => number;
}

/** The player's row as a debit's decision needs it. */
export type DebitPlayer = Pick<UsersTable, 'status' | 'self_excluded_until' | 'daily_loss_limit' | 'daily_loss_limit_next' | 'daily_loss_limit_next_at'>;

/** What a debit is decided on, read inside its transaction. */
export interface DebitFacts {
  /** When the game session ends (ended already after a logout); undefined when it is gone. */
  sessionEndsAt: number | undefined;
  player: DebitPlayer | undefined;
  cash: number;
  /** Exposure of the player's open exchange bets. */
  exposure: number;
  /** Paise lost today; 0 unless the player has a daily loss limit (it is read only then). */
  lossToday: number;
}

export interface DebitSteps<A> {
  /** A row already under the id: the call's answer from it (or a thrown refusal). */
  replay(row: CasinoTransactionsTable): A;
  /** Given the facts: the answer to store, or a thrown refusal. */
  decide(facts: DebitFacts): A;
}

/**
 * One debit inside the caller's transaction; a refusal is thrown before anything is written. A debit
 * already recorded under its id (a retry) is found when its row is written, and answered from that row.
 */
export function debitOnce<A>(statements: WalletStatements, plan: DebitPlan, steps: DebitSteps<A>, takings: CasinoTakings): A {
  const cash = accountId(plan.userId, 'cash');
  const now = plan.now();
  const row = statements.facts.get({ tokenHash: plan.tokenHash, providerId: plan.providerId, cash, userId: plan.userId }) as
    | (DebitPlayer & { ends_at: number | null; cash: number | null; exposure: number | null })
    | undefined;
  const player: DebitPlayer | undefined = row && { status: row.status, self_excluded_until: row.self_excluded_until, daily_loss_limit: row.daily_loss_limit, daily_loss_limit_next: row.daily_loss_limit_next, daily_loss_limit_next_at: row.daily_loss_limit_next_at };
  let answer: A;
  try {
    answer = steps.decide({
      sessionEndsAt: row?.ends_at === null || row?.ends_at === undefined ? undefined : Number(row.ends_at),
      player,
      cash: Number(row?.cash ?? 0),
      exposure: Number(row?.exposure ?? 0),
      lossToday: hasLossLimit(player) ? Math.max(0, -Number(statements.netToday.get({ cash, dayStart: indiaDayStart(now) }) ?? 0)) : 0,
    });
  } catch (refusal) {
    // A retry of a debit that went through is answered as it was, whatever the money says now.
    const seen = statements.find.get(plan.providerId, plan.transactionId) as CasinoTransactionsTable | undefined;
    if (seen) return steps.replay(seen);
    throw refusal;
  }
  try {
    statements.record.run({ providerId: plan.providerId, transactionId: plan.transactionId, kind: 'debit', userId: plan.userId, roundId: plan.roundId, amount: plan.amount, referenceId: null, status: 'ok', fingerprint: plan.fingerprint, answer: JSON.stringify(answer), createdAt: now });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return steps.replay(statements.find.get(plan.providerId, plan.transactionId) as CasinoTransactionsTable);
  }
  postCasinoMove(statements, takings, { providerId: plan.providerId, userId: plan.userId, toCasino: plan.amount, kind: 'casino-debit', reference: `${plan.providerId}:${plan.transactionId}`, description: plan.description, at: now });
  return answer;
}
