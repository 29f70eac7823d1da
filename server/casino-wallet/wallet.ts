/**
 * The operator's seamless wallet: what a game provider's balance, debit, credit and rollback calls do
 * to the player's money. Amounts are integer paise. Each effect is one database transaction holding
 * its casino_transactions row and its ledger posting (debit: player cash → the provider's casino
 * account; credit and rollback: back again), so it happens once or not at all.
 *
 * A debit spends only available money (cash less the exposure of open exchange bets), read after the
 * player's cash row is locked, as withdrawals and exchange placements lock it: none of them can spend
 * the same rupee twice. A player with a daily loss limit cannot stake past it: today's losses on the
 * exchange and in the casino, plus what open exchange bets could still lose, plus the stake, stay within
 * it, as for an exchange bet. Balance and debit calls are refused once the game session ended (expired,
 * or the player logged out); credits and rollbacks still go through. A debit whose round was already
 * credited to the player cannot be rolled back (ROUND_SETTLED): the win was paid on that stake (a credit
 * that names its debit settles that one only).
 * Every call is idempotent on (provider, transactionId): the same call again gets its first answer and
 * changes nothing; another call under a used id is DUPLICATE.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { WalletCreditBody, WalletRollbackBody } from '../../schemas/wire';
import { indiaDayStart } from '../accounts/loss-limit';
import { CASINO_GAMES } from '../catalogue/casino-games';
import type { OpenDatabase } from '../db/database';
import type { Dialect } from '../db/migrations';
import { transact } from '../db/transaction';
import { isUniqueViolation } from '../db/unique-violation';
import type { CasinoSessionsTable, CasinoTransactionsTable, Database } from '../db/schema';
import { accountId, balanceOf, ensureAccount, post } from '../exchange/ledger';
import { totalExposure } from '../exchange/orders';
import { hasLossLimit, lossToday } from '../accounts/loss-today';
import { findGameSession, tokenHash } from './sessions';
import type { DebitFacts, DebitPlayer } from './sqlite-debit';
import { sqliteWrite, type WalletWrite } from './sqlite-writes';
import type { WalletWriter } from './writer-thread';
import { decideDebit, noStandingBet, replay, roundSettled, unexpired, unknownDebit, WalletRefusal, type BalanceAnswer, type DebitCall, type TransactionAnswer } from './wallet-rules';

export { WalletRefusal, type WalletCode, type BalanceAnswer, type DebitCall, type TransactionAnswer } from './wallet-rules';

export interface CasinoWalletDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  now: () => number;
  /** SQLite: the open database, whose raw handle runs debits, credits and rollbacks as prepared statements in group transactions. */
  sqlite?: OpenDatabase;
  /** SQLite on a file: the thread that writes those groups on a connection of its own (writer-thread.ts); without it they run on this thread. */
  writer?: WalletWriter;
}

/** A call on SQLite: in a group on the writer thread, or on this thread's connection. */
function writeOnSqlite(deps: CasinoWalletDeps, sqlite: OpenDatabase, write: WalletWrite): Promise<TransactionAnswer> {
  return deps.writer ? deps.writer.write(write, deps.now()) : sqliteWrite(sqlite, write, deps.now);
}

/** The body of casino/wallet/credit; a referenceTransactionId names the one debit it pays (Aviator pays each bet on its own). */
export type CreditCall = WalletCreditBody;
/** The body of casino/wallet/rollback; referenceTransactionId is the debit to undo. */
export type RollbackCall = WalletRollbackBody;

type Trx = Transaction<Database>;

/**
 * A session's player and game never change, so sessions are kept in memory after the first read. Its end
 * can move earlier (a logout, in any process), so balance and debit read that from the database.
 */
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
    outcome = await transact(deps.db, async (trx) => {
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
  const found = await findGameSession(deps.db, providerId, token);
  if (!found) throw new WalletRefusal('INVALID_TOKEN', 'The game token is not known.');
  unexpired(deps.now(), Number(found.expires_at));
  return { status: 'OK', playerId: found.user_id, currency: 'INR', balance: await available(deps.db, found.user_id) };
}

/** The facts of a debit on the Kysely path, read after the player's cash row is locked. */
async function debitFacts(trx: Trx, providerId: string, token: string, userId: string, now: number): Promise<DebitFacts> {
  const [ending, player, cash, exposure] = await Promise.all([
    trx.selectFrom('casino_sessions').select('expires_at').where('token_hash', '=', tokenHash(token)).where('provider_id', '=', providerId).executeTakeFirst(),
    trx.selectFrom('users').select(['status', 'self_excluded_until', 'daily_loss_limit', 'daily_loss_limit_next', 'daily_loss_limit_next_at']).where('id', '=', userId).executeTakeFirst() as Promise<DebitPlayer | undefined>,
    balanceOf(trx, accountId(userId, 'cash')),
    totalExposure(trx, userId),
  ]);
  return { sessionEndsAt: ending ? Number(ending.expires_at) : undefined, player, cash, exposure, lossToday: hasLossLimit(player) ? await lossToday(trx, userId, indiaDayStart(now)) : 0 };
}

export async function walletDebit(deps: CasinoWalletDeps, providerId: string, call: DebitCall): Promise<TransactionAnswer> {
  const found = await session(deps, providerId, call.token);
  const userId = found.user_id;
  const print = fingerprint(['debit', userId, call.roundId, call.amount]);
  const description = `Casino ${gameName(found.game_id)} round ${call.roundId}: bet`;
  if (deps.sqlite) {
    return writeOnSqlite(deps, deps.sqlite, { call: 'debit', providerId, tokenHash: tokenHash(call.token), userId, transactionId: call.transactionId, roundId: call.roundId, amount: call.amount, fingerprint: print, description, sessionExpiresAt: Number(found.expires_at) });
  }
  const seen = await findTransaction(deps.db, providerId, call.transactionId);
  if (seen) return replay(seen, print);
  // The kept session's end is never earlier than the stored one: if it has passed, the session has ended.
  unexpired(deps.now(), Number(found.expires_at));
  return once(deps, providerId, call.transactionId, print, async (trx) => {
    const now = deps.now();
    const answer = decideDebit(now, found, call, await debitFacts(trx, providerId, call.token, userId, now));
    await record(trx, { provider_id: providerId, transaction_id: call.transactionId, kind: 'debit', user_id: userId, round_id: call.roundId, amount: call.amount, reference_id: null, created_at: now }, print, answer);
    const casino = await ensureAccount(trx, providerId, 'casino');
    await post(trx, { kind: 'casino-debit', reference: `${providerId}:${call.transactionId}`, description, entries: [{ accountId: accountId(userId, 'cash'), amount: -call.amount }, { accountId: casino, amount: call.amount }], at: now });
    return answer;
  }, userId);
}

/**
 * A win paid (0 closes a lost round); accepted after the token expired, but only in a round the player
 * staked in (and, when it names a debit, only while that debit stands).
 */
export async function walletCredit(deps: CasinoWalletDeps, providerId: string, call: CreditCall): Promise<TransactionAnswer> {
  const found = await session(deps, providerId, call.token);
  const userId = found.user_id;
  const reference = call.referenceTransactionId ?? null;
  const print = fingerprint(['credit', userId, call.roundId, call.amount, ...(reference === null ? [] : [reference])]);
  const description = `Casino ${gameName(found.game_id)} round ${call.roundId}: win`;
  if (deps.sqlite) {
    return writeOnSqlite(deps, deps.sqlite, { call: 'credit', providerId, userId, transactionId: call.transactionId, roundId: call.roundId, amount: call.amount, referenceId: reference, fingerprint: print, description });
  }
  return once(deps, providerId, call.transactionId, print, async (trx) => {
    let standing = trx.selectFrom('casino_transactions').select('transaction_id').where('provider_id', '=', providerId).where('round_id', '=', call.roundId).where('user_id', '=', userId).where('kind', '=', 'debit').where('status', '=', 'ok');
    if (reference !== null) standing = standing.where('transaction_id', '=', reference);
    if (!(await standing.executeTakeFirst())) throw noStandingBet(call.roundId, reference);
    const now = deps.now();
    const answer: TransactionAnswer = { status: 'OK', playerId: userId, currency: 'INR', balance: (await available(trx, userId)) + call.amount, transactionId: call.transactionId, roundId: call.roundId };
    await record(trx, { provider_id: providerId, transaction_id: call.transactionId, kind: 'credit', user_id: userId, round_id: call.roundId, amount: call.amount, reference_id: reference, created_at: now }, print, answer);
    if (call.amount > 0) {
      const casino = await ensureAccount(trx, providerId, 'casino');
      await post(trx, {
        kind: 'casino-credit',
        reference: `${providerId}:${call.transactionId}`,
        description,
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
 * A debit still standing in a round already credited to the player (by a credit naming no debit, or
 * naming this one) is settled: its rollback is refused with ROUND_SETTLED and changes nothing (the same
 * call again is refused the same way); a debit rolled back before the credit answers as before.
 */
export async function walletRollback(deps: CasinoWalletDeps, providerId: string, call: RollbackCall): Promise<TransactionAnswer> {
  const found = await session(deps, providerId, call.token);
  const userId = found.user_id;
  const print = fingerprint(['rollback', userId, call.roundId, call.referenceTransactionId]);
  const unknown = () => unknownDebit(call.referenceTransactionId);
  if (deps.sqlite) {
    return writeOnSqlite(deps, deps.sqlite, { call: 'rollback', providerId, userId, transactionId: call.transactionId, roundId: call.roundId, referenceId: call.referenceTransactionId, fingerprint: print, gameName: gameName(found.game_id) });
  }
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
    if (debit.status === 'ok') {
      const paid = await trx
        .selectFrom('casino_transactions')
        .select('transaction_id')
        .where('provider_id', '=', providerId)
        .where('round_id', '=', debit.round_id)
        .where('user_id', '=', userId)
        .where('kind', '=', 'credit')
        .where((eb) => eb.or([eb('reference_id', 'is', null), eb('reference_id', '=', debit.transaction_id)]))
        .executeTakeFirst();
      if (paid) throw roundSettled(debit, paid.transaction_id);
    }
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
