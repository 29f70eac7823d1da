/**
 * The prepared statements of the SQLite wallet calls (sqlite-debit.ts, sqlite-settle.ts), kept per
 * handle, and the ledger posting they share: one transaction row, its two entries, and the player's cash
 * moved at once; the provider's casino account moves once per group (CasinoTakings).
 */
import type SQLite from 'better-sqlite3';
import { accountId } from '../exchange/ledger';
import { SQLITE_NET_TODAY } from '../accounts/loss-today';
import { timeOrderedId } from '../db/time-ordered-id';
import type { CasinoTakings } from './sqlite-group';

function prepare(raw: SQLite.Database) {
  return {
    find: raw.prepare('select * from casino_transactions where provider_id = ? and transaction_id = ?'),
    // Everything a debit's decision reads but today's loss, in one statement.
    facts: raw.prepare(`select u.status, u.self_excluded_until, u.daily_loss_limit, u.daily_loss_limit_next, u.daily_loss_limit_next_at,
        (select expires_at from casino_sessions where token_hash = @tokenHash and provider_id = @providerId) as ends_at,
        (select balance from accounts where id = @cash) as cash,
        (select coalesce(sum(exposure), 0) from market_exposure where user_id = @userId) as exposure
      from users u where u.id = @userId`),
    netToday: raw.prepare(SQLITE_NET_TODAY).pluck(),
    /** Cash less the exposure of open exchange bets: what the player can stake. */
    available: raw
      .prepare('select coalesce((select balance from accounts where id = @cash), 0) - (select coalesce(sum(exposure), 0) from market_exposure where user_id = @userId)')
      .pluck(),
    record: raw.prepare(
      'insert into casino_transactions (provider_id, transaction_id, kind, user_id, round_id, amount, reference_id, status, fingerprint, answer, created_at) values (@providerId, @transactionId, @kind, @userId, @roundId, @amount, @referenceId, @status, @fingerprint, @answer, @createdAt)',
    ),
    /** A standing debit of the player in the round (any, or the one named). */
    standing: raw
      .prepare("select transaction_id from casino_transactions where provider_id = @providerId and round_id = @roundId and user_id = @userId and kind = 'debit' and status = 'ok' and (@reference is null or transaction_id = @reference) limit 1")
      .pluck(),
    /** A credit of the player in the round that settles the debit (one naming no debit, or naming it). */
    paidBy: raw
      .prepare("select transaction_id from casino_transactions where provider_id = @providerId and round_id = @roundId and user_id = @userId and kind = 'credit' and (reference_id is null or reference_id = @debit) limit 1")
      .pluck(),
    rollBack: raw.prepare("update casino_transactions set status = 'rolled-back' where provider_id = ? and transaction_id = ? and status = 'ok'"),
    ledgerTx: raw.prepare('insert into ledger_transactions (id, kind, reference, description, created_at) values (?, ?, ?, ?, ?)'),
    entry: raw.prepare('insert into ledger_entries (tx_id, account_id, amount, created_at) values (?, ?, ?, ?)'),
    move: raw.prepare('update accounts set balance = balance + ? where id = ?'),
  };
}

export type WalletStatements = ReturnType<typeof prepare>;

const prepared = new WeakMap<SQLite.Database, WalletStatements>();

export function walletStatements(raw: SQLite.Database): WalletStatements {
  let statements = prepared.get(raw);
  if (!statements) prepared.set(raw, (statements = prepare(raw)));
  return statements;
}

/**
 * Posts `toCasino` paise from the player's cash to the provider's casino account (negative: back to the
 * player), as one ledger transaction.
 */
export function postCasinoMove(
  statements: WalletStatements,
  takings: CasinoTakings,
  move: { providerId: string; userId: string; toCasino: number; kind: string; reference: string; description: string; at: number },
): void {
  const cash = accountId(move.userId, 'cash');
  const casino = takings.account(move.providerId);
  const txId = timeOrderedId(move.at);
  statements.ledgerTx.run(txId, move.kind, move.reference, move.description, move.at);
  statements.entry.run(txId, cash, -move.toCasino, move.at);
  statements.entry.run(txId, casino, move.toCasino, move.at);
  statements.move.run(-move.toCasino, cash);
  takings.add(move.providerId, move.toCasino);
}
