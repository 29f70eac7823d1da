/**
 * The hot path of casino money on SQLite: wallet calls that arrive together (a batch from a busy table)
 * are written in one immediate transaction on the raw handle (taken while Kysely's connection is held,
 * see withSqlite), one after another, so each sees the money the ones before it moved, and one commit
 * serves them all. The immediate transaction takes the database's write lock first, as every writer of
 * a player's cash does, so money is read and spent with nothing in between.
 *
 * A refusal answers its own call only (a call throws it before writing anything, but for a row the
 * refusal itself must leave, as a rollback of an unknown debit does); any other failure
 * undoes the whole group and every call in it fails, to be retried or rolled back by the provider. The
 * provider's casino account is moved once per group, by the net of what its calls took and paid (each
 * call writes its own ledger entries).
 */
import type SQLite from 'better-sqlite3';
import { withSqlite, type OpenDatabase } from '../db/database';
import { accountId } from '../exchange/ledger';

/** What the group's calls moved into each provider's casino account (paise; negative when it paid out). */
export class CasinoTakings {
  private readonly net = new Map<string, number>();
  constructor(private readonly statements: { account: SQLite.Statement; move: SQLite.Statement }) {}

  /** The provider's casino account, created with the group's first call that touches it. */
  account(providerId: string): string {
    const id = accountId(providerId, 'casino');
    if (!this.net.has(providerId)) {
      this.statements.account.run(id, providerId);
      this.net.set(providerId, 0);
    }
    return id;
  }

  add(providerId: string, amount: number): void {
    this.account(providerId);
    this.net.set(providerId, this.net.get(providerId)! + amount);
  }

  /** At the end of the group: each casino account moves once. */
  settle(): void {
    for (const [providerId, amount] of this.net) if (amount !== 0) this.statements.move.run(amount, accountId(providerId, 'casino'));
  }
}

/** One call's work inside the group's transaction: its answer, or a thrown WalletRefusal before it wrote. */
export type GroupCall = (raw: SQLite.Database, takings: CasinoTakings) => unknown;

interface Queued {
  call: GroupCall;
  resolve(answer: unknown): void;
  reject(error: unknown): void;
}

const queues = new WeakMap<OpenDatabase, Queued[]>();
const takingsStatements = new WeakMap<SQLite.Database, { account: SQLite.Statement; move: SQLite.Statement }>();

function statementsFor(raw: SQLite.Database) {
  let statements = takingsStatements.get(raw);
  if (!statements) {
    statements = {
      account: raw.prepare("insert into accounts (id, owner_id, kind, balance) values (?, ?, 'casino', 0) on conflict (id) do nothing"),
      move: raw.prepare('update accounts set balance = balance + ? where id = ?'),
    };
    takingsStatements.set(raw, statements);
  }
  return statements;
}

/** Runs `call` in the next group written to `open`. */
export function inSqliteGroup<A>(open: OpenDatabase, call: (raw: SQLite.Database, takings: CasinoTakings) => A): Promise<A> {
  return new Promise<A>((resolve, reject) => {
    let queue = queues.get(open);
    const first = !queue || queue.length === 0;
    if (!queue) queues.set(open, (queue = []));
    queue.push({ call, resolve: resolve as (answer: unknown) => void, reject });
    if (first) setImmediate(() => void flush(open));
  });
}

/** What each call of a group came to: its answer, or its refusal. */
export type GroupOutcome = { ok: true; value: unknown } | { ok: false; error: Error };

/** Runs the calls in one immediate transaction; a failure other than a refusal undoes them all (it is thrown). */
export function runGroup(raw: SQLite.Database, calls: readonly GroupCall[]): GroupOutcome[] {
  return raw
    .transaction(() => {
      const takings = new CasinoTakings(statementsFor(raw));
      const outcomes = calls.map((call): GroupOutcome => {
        try {
          return { ok: true, value: call(raw, takings) };
        } catch (error) {
          if (error instanceof Error && error.name === 'WalletRefusal') return { ok: false, error };
          throw error;
        }
      });
      takings.settle();
      return outcomes;
    })
    .immediate();
}

async function flush(open: OpenDatabase): Promise<void> {
  const group = queues.get(open)!.splice(0, 500);
  if (group.length === 0) return;
  const remaining = queues.get(open)!.length;
  try {
    const outcomes = await withSqlite(open, (raw) => runGroup(raw, group.map((item) => item.call)));
    outcomes.forEach((outcome, i) => (outcome.ok ? group[i]!.resolve(outcome.value) : group[i]!.reject(outcome.error)));
  } catch (error) {
    for (const item of group) item.reject(error);
  }
  if (remaining > 0) setImmediate(() => void flush(open));
}
