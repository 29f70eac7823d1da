/**
 * The operator's seamless wallet: what a game provider's balance, debit, credit and rollback calls do
 * to the player's money. Amounts are integer paise. Each effect is one database transaction holding
 * its casino_transactions row and its ledger posting (debit: player cash → the provider's casino
 * account; credit and rollback: back again), so it happens once or not at all.
 *
 * A debit spends only available money (cash less the exposure of open exchange bets), read after the
 * player's cash row is locked, as withdrawals and exchange placements lock it: none of them can spend
 * the same rupee twice. Every call is idempotent on (provider, transactionId): the same call again gets
 * its first answer and changes nothing; another call under a used id is DUPLICATE.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { formatRupeesFromPaise } from '../../domain/money/rupees';
import { CASINO_GAMES } from '../catalogue/casino-games';
import type { OpenDatabase } from '../db/database';
import type { Dialect } from '../db/migrations';
import type { CasinoSessionsTable, CasinoTransactionsTable, Database } from '../db/schema';
import { accountId, balanceOf, ensureAccount, post } from '../exchange/ledger';
import { totalExposure } from '../exchange/orders';
import { findGameSession } from './sessions';
import { sqliteDebit } from './sqlite-debit';

export type WalletCode = 'INSUFFICIENT_FUNDS' | 'INVALID_TOKEN' | 'TOKEN_EXPIRED' | 'INVALID_SIGNATURE' | 'DUPLICATE' | 'UNKNOWN_TRANSACTION' | 'INVALID_REQUEST' | 'PLAYER_BLOCKED';

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

export interface CasinoWalletDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  now: () => number;
  /** SQLite: the open database, whose raw handle runs debits as prepared statements. */
  sqlite?: OpenDatabase;
}

export interface BalanceAnswer {
  status: 'OK';
  playerId: string;
  currency: 'INR';
  /** Paise the player can stake now: cash less the exposure of open exchange bets. */
  balance: number;
}

export interface TransactionAnswer extends BalanceAnswer {
  transactionId: string;
  roundId: string;
}

export interface DebitCall {
  token: string;
  transactionId: string;
  roundId: string;
  amount: number;
}
export type CreditCall = DebitCall;
export interface RollbackCall {
  token: string;
  transactionId: string;
  roundId: string;
  /** The debit to undo. */
  referenceTransactionId: string;
}

type Trx = Transaction<Database>;

/** Sessions never change once opened, so they are kept in memory after the first read. */
const sessions = new Map<string, CasinoSessionsTable | null>();

async function session(deps: CasinoWalletDeps, providerId: string, token: string): Promise<CasinoSessionsTable> {
  const key = `${providerId}\n${token}`;
  let found = sessions.get(key);
  if (found === undefined) {
    found = (await findGameSession(deps.db, providerId, token)) ?? null;
    if (found) {
      if (sessions.size > 50_000) sessions.clear();
      sessions.set(key, found);
    }
  }
  if (!found) throw new WalletRefusal('INVALID_TOKEN', 'The game token is not known.');
  return found;
}

function unexpired(deps: CasinoWalletDeps, found: CasinoSessionsTable): void {
  if (Number(found.expires_at) <= deps.now()) throw new WalletRefusal('TOKEN_EXPIRED', 'The game session has expired; open the game again.');
}

async function lockCash(trx: Trx, dialect: Dialect, userId: string): Promise<void> {
  const cash = accountId(userId, 'cash');
  if (dialect === 'postgres') await sql`select id from accounts where id = ${cash} for update`.execute(trx);
  else await sql`update accounts set balance = balance where id = ${cash}`.execute(trx);
}

async function available(db: Kysely<Database> | Trx, userId: string): Promise<number> {
  const [cash, exposure] = await Promise.all([balanceOf(db, accountId(userId, 'cash')), totalExposure(db, userId)]);
  return cash - exposure;
}

function fingerprint(fields: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

function gameName(gameId: string): string {
  return CASINO_GAMES.find((g) => g.gameId === gameId)?.name ?? `game ${gameId}`;
}

function findTransaction(db: Kysely<Database> | Trx, providerId: string, transactionId: string): Promise<CasinoTransactionsTable | undefined> {
  return db.selectFrom('casino_transactions').selectAll().where('provider_id', '=', providerId).where('transaction_id', '=', transactionId).executeTakeFirst();
}

/** The first answer to a call made again, or DUPLICATE when the id was used for something else. */
function replay(row: CasinoTransactionsTable, print: string): TransactionAnswer {
  if (row.status === 'refused') throw new WalletRefusal('DUPLICATE', `Transaction ${row.transaction_id} was rolled back before it arrived; it cannot be used.`);
  if (row.fingerprint !== print) throw new WalletRefusal('DUPLICATE', `Transaction ${row.transaction_id} was already used for another call.`);
  return JSON.parse(row.answer) as TransactionAnswer;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint failed/.test(e.message ?? '');
}

/**
 * Runs a call's effect once: answers a repeat from its stored row, and a race on the same id (two
 * retries at once) from the row the winner stored. An effect may return a refusal instead of throwing
 * it: what it wrote is committed, then the refusal is answered.
 */
async function once(deps: CasinoWalletDeps, providerId: string, transactionId: string, print: string, effect: (trx: Trx) => Promise<TransactionAnswer | WalletRefusal>, lockUser: string): Promise<TransactionAnswer> {
  const seen = await findTransaction(deps.db, providerId, transactionId);
  if (seen) return replay(seen, print);
  let outcome: TransactionAnswer | WalletRefusal;
  try {
    outcome = await deps.db.transaction().execute(async (trx) => {
      await lockCash(trx, deps.dialect, lockUser);
      const raced = await findTransaction(trx, providerId, transactionId);
      if (raced) return replay(raced, print);
      return effect(trx);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findTransaction(deps.db, providerId, transactionId);
    if (!winner) throw error;
    return replay(winner, print);
  }
  if (outcome instanceof WalletRefusal) throw outcome;
  return outcome;
}

async function record(trx: Trx, row: Omit<CasinoTransactionsTable, 'answer' | 'fingerprint' | 'status'> & { status?: CasinoTransactionsTable['status'] }, print: string, answer: TransactionAnswer): Promise<void> {
  await trx.insertInto('casino_transactions').values({ ...row, status: row.status ?? 'ok', fingerprint: print, answer: JSON.stringify(answer) }).execute();
}

export async function walletBalance(deps: CasinoWalletDeps, providerId: string, token: string): Promise<BalanceAnswer> {
  const found = await session(deps, providerId, token);
  unexpired(deps, found);
  return { status: 'OK', playerId: found.user_id, currency: 'INR', balance: await available(deps.db, found.user_id) };
}

/** Whether a debit goes through, given the player and their available money: its answer, or a thrown refusal. */
function decideDebit(deps: CasinoWalletDeps, found: CasinoSessionsTable, call: DebitCall, user: { status: string; self_excluded_until: number | null } | undefined, before: number): TransactionAnswer {
  unexpired(deps, found);
  if (!user || user.status !== 'active' || Number(user.self_excluded_until ?? 0) > deps.now()) throw new WalletRefusal('PLAYER_BLOCKED', 'This account cannot place bets now.');
  if (call.amount > before) throw new WalletRefusal('INSUFFICIENT_FUNDS', `Insufficient balance: ${formatRupeesFromPaise(Math.max(0, before))} available for a bet of ${formatRupeesFromPaise(call.amount)}.`, before);
  return { status: 'OK', playerId: found.user_id, currency: 'INR', balance: before - call.amount, transactionId: call.transactionId, roundId: call.roundId };
}

export async function walletDebit(deps: CasinoWalletDeps, providerId: string, call: DebitCall): Promise<TransactionAnswer> {
  const found = await session(deps, providerId, call.token);
  const userId = found.user_id;
  const print = fingerprint(['debit', userId, call.roundId, call.amount]);
  const description = `Casino ${gameName(found.game_id)} round ${call.roundId}: bet`;
  if (deps.sqlite) {
    const plan = { providerId, userId, transactionId: call.transactionId, roundId: call.roundId, amount: call.amount, fingerprint: print, description, now: deps.now() };
    return sqliteDebit(deps.sqlite, plan, { replay: (row) => replay(row, print), decide: (user, before) => decideDebit(deps, found, call, user, before) });
  }
  const seen = await findTransaction(deps.db, providerId, call.transactionId);
  if (seen) return replay(seen, print);
  unexpired(deps, found);
  return once(deps, providerId, call.transactionId, print, async (trx) => {
    const user = await trx.selectFrom('users').select(['status', 'self_excluded_until']).where('id', '=', userId).executeTakeFirst();
    const answer = decideDebit(deps, found, call, user, await available(trx, userId));
    const now = deps.now();
    await record(trx, { provider_id: providerId, transaction_id: call.transactionId, kind: 'debit', user_id: userId, round_id: call.roundId, amount: call.amount, reference_id: null, created_at: now }, print, answer);
    const casino = await ensureAccount(trx, providerId, 'casino');
    await post(trx, { kind: 'casino-debit', reference: `${providerId}:${call.transactionId}`, description, entries: [{ accountId: accountId(userId, 'cash'), amount: -call.amount }, { accountId: casino, amount: call.amount }], at: now });
    return answer;
  }, userId);
}

/** A win paid (0 closes a lost round); accepted after the token expired, but only in a round the player staked in. */
export async function walletCredit(deps: CasinoWalletDeps, providerId: string, call: CreditCall): Promise<TransactionAnswer> {
  const found = await session(deps, providerId, call.token);
  const userId = found.user_id;
  const print = fingerprint(['credit', userId, call.roundId, call.amount]);
  return once(deps, providerId, call.transactionId, print, async (trx) => {
    const staked = await trx.selectFrom('casino_transactions').select('transaction_id').where('provider_id', '=', providerId).where('round_id', '=', call.roundId).where('user_id', '=', userId).where('kind', '=', 'debit').where('status', '=', 'ok').executeTakeFirst();
    if (!staked) throw new WalletRefusal('UNKNOWN_TRANSACTION', `The player has no standing bet in round ${call.roundId} to pay.`);
    const now = deps.now();
    const answer: TransactionAnswer = { status: 'OK', playerId: userId, currency: 'INR', balance: (await available(trx, userId)) + call.amount, transactionId: call.transactionId, roundId: call.roundId };
    await record(trx, { provider_id: providerId, transaction_id: call.transactionId, kind: 'credit', user_id: userId, round_id: call.roundId, amount: call.amount, reference_id: null, created_at: now }, print, answer);
    if (call.amount > 0) {
      const casino = await ensureAccount(trx, providerId, 'casino');
      await post(trx, {
        kind: 'casino-credit',
        reference: `${providerId}:${call.transactionId}`,
        description: `Casino ${gameName(found.game_id)} round ${call.roundId}: win`,
        entries: [{ accountId: casino, amount: -call.amount }, { accountId: accountId(userId, 'cash'), amount: call.amount }],
        at: now,
      });
    }
    return answer;
  }, userId);
}

/**
 * Undoes a debit once, however many rollbacks name it. A rollback of a debit never seen is refused with
 * UNKNOWN_TRANSACTION and leaves a row under the debit's id, so the debit is refused if it arrives later.
 */
export async function walletRollback(deps: CasinoWalletDeps, providerId: string, call: RollbackCall): Promise<TransactionAnswer> {
  const found = await session(deps, providerId, call.token);
  const userId = found.user_id;
  const print = fingerprint(['rollback', userId, call.roundId, call.referenceTransactionId]);
  const unknown = () => new WalletRefusal('UNKNOWN_TRANSACTION', `No debit ${call.referenceTransactionId} of this player to roll back.`);
  return once(deps, providerId, call.transactionId, print, async (trx) => {
    const now = deps.now();
    const debit = await findTransaction(trx, providerId, call.referenceTransactionId);
    if (!debit) {
      await trx
        .insertInto('casino_transactions')
        .values({ provider_id: providerId, transaction_id: call.referenceTransactionId, kind: 'debit', user_id: userId, round_id: call.roundId, amount: 0, reference_id: call.transactionId, status: 'refused', fingerprint: '', answer: '{}', created_at: now })
        .execute();
      return unknown();
    }
    if (debit.kind !== 'debit' || debit.user_id !== userId || debit.status === 'refused') throw unknown();
    const base = { status: 'OK' as const, playerId: userId, currency: 'INR' as const, transactionId: call.transactionId, roundId: call.roundId };
    const undone = await trx.updateTable('casino_transactions').set({ status: 'rolled-back' }).where('provider_id', '=', providerId).where('transaction_id', '=', debit.transaction_id).where('status', '=', 'ok').executeTakeFirst();
    if (Number(undone.numUpdatedRows) === 0) return { ...base, balance: await available(trx, userId) };
    const amount = Number(debit.amount);
    const answer = { ...base, balance: (await available(trx, userId)) + amount };
    await record(trx, { provider_id: providerId, transaction_id: call.transactionId, kind: 'rollback', user_id: userId, round_id: call.roundId, amount, reference_id: debit.transaction_id, created_at: now }, print, answer);
    const casino = await ensureAccount(trx, providerId, 'casino');
    await post(trx, {
      kind: 'casino-rollback',
      reference: `${providerId}:${debit.transaction_id}`,
      description: `Casino ${gameName(found.game_id)} round ${debit.round_id}: bet returned`,
      entries: [{ accountId: casino, amount: -amount }, { accountId: accountId(userId, 'cash'), amount }],
      at: now,
    });
    return answer;
  }, userId);
}
