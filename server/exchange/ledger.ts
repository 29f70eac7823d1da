/**
 * Double-entry ledger. Every balance change is a transaction whose entries sum to zero, written in the
 * caller's database transaction together with whatever caused it; account balances are kept beside
 * the entries in the same statements, so they always equal the entries' sums.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../db/migrations';
import type { AccountsTable, Database } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';

export type Db = Kysely<Database> | Transaction<Database>;

export const HOUSE_OWNER = 'house';
export type AccountKind = AccountsTable['kind'];

export class LedgerError extends Error {}

/** Safe under concurrency: two transactions creating the same account both succeed (any unique conflict is ignored, not only the id's). */
export async function ensureAccount(db: Db, ownerId: string, kind: AccountKind): Promise<string> {
  const id = `${kind}:${ownerId}`;
  const existing = await db.selectFrom('accounts').select('id').where('id', '=', id).executeTakeFirst();
  if (!existing) await db.insertInto('accounts').values({ id, owner_id: ownerId, kind, balance: 0 }).onConflict((oc) => oc.doNothing()).execute();
  return id;
}

export function accountId(ownerId: string, kind: AccountKind): string {
  return `${kind}:${ownerId}`;
}

export interface Posting {
  kind: string;
  /** Unique with kind: posting the same (kind, reference) twice fails, which makes settlement idempotent. */
  reference: string;
  description: string;
  entries: ReadonlyArray<{ accountId: string; amount: number }>;
  at: number;
}

export async function post(db: Db, posting: Posting): Promise<string> {
  const entries = posting.entries.filter((e) => e.amount !== 0);
  const sum = entries.reduce((total, e) => total + e.amount, 0);
  if (sum !== 0) throw new LedgerError(`Ledger posting ${posting.kind}/${posting.reference} does not balance (sum ${sum}).`);
  if (entries.some((e) => !Number.isSafeInteger(e.amount))) throw new LedgerError('Ledger amounts must be whole paise.');
  const txId = timeOrderedId(posting.at);
  await db.insertInto('ledger_transactions').values({ id: txId, kind: posting.kind, reference: posting.reference, description: posting.description, created_at: posting.at }).execute();
  if (entries.length === 0) return txId;
  await db.insertInto('ledger_entries').values(entries.map((e) => ({ tx_id: txId, account_id: e.accountId, amount: e.amount, created_at: posting.at }))).execute();
  // In account id order, the order every transaction takes account rows in, so postings cannot deadlock.
  for (const e of [...entries].sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0))) {
    await db.updateTable('accounts').set((eb) => ({ balance: eb('balance', '+', e.amount) })).where('id', '=', e.accountId).execute();
  }
  return txId;
}

export async function balanceOf(db: Db, id: string): Promise<number> {
  const row = await db.selectFrom('accounts').select('balance').where('id', '=', id).executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

/**
 * Locks account rows for the rest of the transaction, in id order: every transaction that touches
 * several accounts takes them this way first (then orders, then markets), so no two can each hold a row
 * the other waits for. SQLite has one writer at a time: a write takes its lock at once instead.
 */
export async function lockAccounts(trx: Transaction<Database>, dialect: Dialect, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const sorted = [...new Set(ids)].sort();
  if (dialect === 'postgres') await sql`select id from accounts where id = any(${sorted}::text[]) order by id collate "C" for update`.execute(trx);
  else await sql`update accounts set balance = balance where id = ${sorted[0]}`.execute(trx);
}
