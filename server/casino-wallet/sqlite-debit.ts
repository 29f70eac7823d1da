/**
 * The debit on SQLite, the hot path of every casino bet: prepared statements on the raw handle, in the
 * group transaction of sqlite-group.ts. The decisions are wallet.ts's own (`decideDebit`), on the same
 * facts the Kysely path reads: the session's end as stored now (a logout moves it), the player, their cash
 * and exposure, and, only for a player with a daily loss limit, what they lost today.
 */
import type SQLite from 'better-sqlite3';
import type { OpenDatabase } from '../db/database';
import type { CasinoTransactionsTable, UsersTable } from '../db/schema';
import { indiaDayStart } from '../accounts/loss-limit';
import { accountId } from '../exchange/ledger';
import { hasLossLimit, SQLITE_NET_TODAY } from '../accounts/loss-today';
import { inSqliteGroup, type CasinoTakings } from './sqlite-group';
import { timeOrderedId } from '../db/time-ordered-id';

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


const prepared = new WeakMap<SQLite.Database, ReturnType<typeof prepare>>();

function prepare(raw: SQLite.Database) {
  return {
    find: raw.prepare('select * from casino_transactions where provider_id = ? and transaction_id = ?'),
    // Everything a decision reads but today's loss, in one statement.
    facts: raw.prepare(`select u.status, u.self_excluded_until, u.daily_loss_limit, u.daily_loss_limit_next, u.daily_loss_limit_next_at,
        (select expires_at from casino_sessions where token_hash = @tokenHash and provider_id = @providerId) as ends_at,
        (select balance from accounts where id = @cash) as cash,
        (select coalesce(sum(exposure), 0) from market_exposure where user_id = @userId) as exposure
      from users u where u.id = @userId`),
    netToday: raw.prepare(SQLITE_NET_TODAY).pluck(),
    record: raw.prepare(
      "insert into casino_transactions (provider_id, transaction_id, kind, user_id, round_id, amount, reference_id, status, fingerprint, answer, created_at) values (?, ?, 'debit', ?, ?, ?, null, 'ok', ?, ?, ?)",
    ),
    ledgerTx: raw.prepare("insert into ledger_transactions (id, kind, reference, description, created_at) values (?, 'casino-debit', ?, ?, ?)"),
    entry: raw.prepare('insert into ledger_entries (tx_id, account_id, amount, created_at) values (?, ?, ?, ?)'),
    move: raw.prepare('update accounts set balance = balance + ? where id = ?'),
  };
}

type Statements = ReturnType<typeof prepare>;

function statementsOf(raw: SQLite.Database): Statements {
  let statements = prepared.get(raw);
  if (!statements) prepared.set(raw, (statements = prepare(raw)));
  return statements;
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint failed/.test((error as Error).message ?? '');
}

/**
 * One debit inside the caller's transaction; a refusal is thrown before anything is written. A debit
 * already recorded under its id (a retry) is found when its row is written, and answered from that row.
 */
function debitOnce<A>(statements: Statements, plan: DebitPlan, steps: DebitSteps<A>, takings: CasinoTakings): A {
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
    statements.record.run(plan.providerId, plan.transactionId, plan.userId, plan.roundId, plan.amount, plan.fingerprint, JSON.stringify(answer), now);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return steps.replay(statements.find.get(plan.providerId, plan.transactionId) as CasinoTransactionsTable);
  }
  const casino = takings.account(plan.providerId);
  const txId = timeOrderedId(now);
  statements.ledgerTx.run(txId, `${plan.providerId}:${plan.transactionId}`, plan.description, now);
  statements.entry.run(txId, cash, -plan.amount, now);
  statements.entry.run(txId, casino, plan.amount, now);
  statements.move.run(-plan.amount, cash);
  takings.add(plan.providerId, plan.amount);
  return answer;
}

/** A debit, written in the next group (see sqlite-group.ts). */
export function sqliteDebit<A>(open: OpenDatabase, plan: DebitPlan, steps: DebitSteps<A>): Promise<A> {
  return inSqliteGroup(open, (raw, takings) => debitOnce(statementsOf(raw), plan, steps, takings));
}


