/**
 * The debit on SQLite, the hot path of every casino bet: prepared statements on the raw handle (taken
 * while Kysely's connection is held, see withSqlite) in an immediate transaction, which takes the
 * database's write lock first, as every writer of a player's cash does, so available money is read and
 * spent with nothing in between. The decisions are wallet.ts's own (`decideDebit`), on the same facts the
 * Kysely path reads: the session's end as stored now (a logout moves it), the player, their cash and
 * exposure, and, only for a player with a daily loss limit, what they lost today.
 */
import { randomUUID } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import { withSqlite, type OpenDatabase } from '../db/database';
import type { CasinoTransactionsTable, UsersTable } from '../db/schema';
import { indiaDayStart } from '../accounts/loss-limit';
import { accountId } from '../exchange/ledger';
import { hasLossLimit, SQLITE_NET_TODAY } from '../accounts/loss-today';

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
  now: number;
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
    sessionEnd: raw.prepare('select expires_at from casino_sessions where token_hash = ? and provider_id = ?').pluck(),
    user: raw.prepare('select status, self_excluded_until, daily_loss_limit, daily_loss_limit_next, daily_loss_limit_next_at from users where id = ?'),
    netToday: raw.prepare(SQLITE_NET_TODAY).pluck(),
    cash: raw.prepare('select balance from accounts where id = ?').pluck(),
    exposure: raw.prepare('select coalesce(sum(exposure), 0) from market_exposure where user_id = ?').pluck(),
    record: raw.prepare(
      "insert into casino_transactions (provider_id, transaction_id, kind, user_id, round_id, amount, reference_id, status, fingerprint, answer, created_at) values (?, ?, 'debit', ?, ?, ?, null, 'ok', ?, ?, ?)",
    ),
    account: raw.prepare("insert into accounts (id, owner_id, kind, balance) values (?, ?, 'casino', 0) on conflict (id) do nothing"),
    ledgerTx: raw.prepare("insert into ledger_transactions (id, kind, reference, description, created_at) values (?, 'casino-debit', ?, ?, ?)"),
    entry: raw.prepare('insert into ledger_entries (tx_id, account_id, amount, created_at) values (?, ?, ?, ?)'),
    move: raw.prepare('update accounts set balance = balance + ? where id = ?'),
  };
}

function statementsOf(raw: SQLite.Database): ReturnType<typeof prepare> {
  let statements = prepared.get(raw);
  if (!statements) prepared.set(raw, (statements = prepare(raw)));
  return statements;
}

/** One debit inside the caller's transaction; a refusal is thrown before anything is written. */
function debitOnce<A>(statements: ReturnType<typeof prepare>, plan: DebitPlan, steps: DebitSteps<A>): A {
  const seen = statements.find.get(plan.providerId, plan.transactionId) as CasinoTransactionsTable | undefined;
  if (seen) return steps.replay(seen);
  const cash = accountId(plan.userId, 'cash');
  const endsAt = statements.sessionEnd.get(plan.tokenHash, plan.providerId) as number | undefined;
  const player = statements.user.get(plan.userId) as DebitPlayer | undefined;
  const answer = steps.decide({
    sessionEndsAt: endsAt === undefined ? undefined : Number(endsAt),
    player,
    cash: Number(statements.cash.get(cash) ?? 0),
    exposure: Number(statements.exposure.get(plan.userId) ?? 0),
    lossToday: hasLossLimit(player) ? Math.max(0, -Number(statements.netToday.get({ cash, dayStart: indiaDayStart(plan.now) }) ?? 0)) : 0,
  });
  statements.record.run(plan.providerId, plan.transactionId, plan.userId, plan.roundId, plan.amount, plan.fingerprint, JSON.stringify(answer), plan.now);
  const casino = accountId(plan.providerId, 'casino');
  statements.account.run(casino, plan.providerId);
  const txId = randomUUID();
  statements.ledgerTx.run(txId, `${plan.providerId}:${plan.transactionId}`, plan.description, plan.now);
  statements.entry.run(txId, cash, -plan.amount, plan.now);
  statements.entry.run(txId, casino, plan.amount, plan.now);
  statements.move.run(-plan.amount, cash);
  statements.move.run(plan.amount, casino);
  return answer;
}

interface Queued {
  plan: DebitPlan;
  steps: DebitSteps<unknown>;
  resolve(answer: unknown): void;
  reject(error: unknown): void;
}

const queues = new WeakMap<OpenDatabase, Queued[]>();

/**
 * Debits that arrive together are written in one immediate transaction, one after another, so each
 * sees the money the ones before it took and one commit serves them all. A refusal answers its own
 * call only (it is thrown before its debit writes anything); any other failure undoes the whole group
 * and every call in it fails, to be retried or rolled back by the provider.
 */
export function sqliteDebit<A>(open: OpenDatabase, plan: DebitPlan, steps: DebitSteps<A>): Promise<A> {
  return new Promise<A>((resolve, reject) => {
    let queue = queues.get(open);
    const first = !queue || queue.length === 0;
    if (!queue) queues.set(open, (queue = []));
    queue.push({ plan, steps, resolve: resolve as (answer: unknown) => void, reject });
    if (first) setImmediate(() => void flush(open));
  });
}

async function flush(open: OpenDatabase): Promise<void> {
  const group = queues.get(open)!.splice(0, 500);
  if (group.length === 0) return;
  const remaining = queues.get(open)!.length;
  try {
    const outcomes = await withSqlite(open, (raw) => {
      const statements = statementsOf(raw);
      return raw
        .transaction(() =>
          group.map((item) => {
            try {
              return { ok: true as const, value: debitOnce(statements, item.plan, item.steps) };
            } catch (error) {
              if (error instanceof Error && error.name === 'WalletRefusal') return { ok: false as const, error };
              throw error;
            }
          }),
        )
        .immediate();
    });
    outcomes.forEach((outcome, i) => (outcome.ok ? group[i]!.resolve(outcome.value) : group[i]!.reject(outcome.error)));
  } catch (error) {
    for (const item of group) item.reject(error);
  }
  if (remaining > 0) setImmediate(() => void flush(open));
}
