/**
 * What a player has lost today for their daily loss limit: the net of their exchange settlements and
 * casino stakes, wins and returned stakes since midnight India time, as a loss (never below 0). A casino
 * stake counts the moment it is debited; its win or return brings the loss back down.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { LimitFields } from './loss-limit';
import type { Database } from '../db/schema';
import { accountId } from '../exchange/ledger';

/** Postings that move a player's cash by a bet's result; deposits, withdrawals and bonuses are not losses. */
export const LOSS_POSTING_KINDS = ['settlement', 'casino-debit', 'casino-credit', 'casino-rollback'] as const;

/** The same sum as `lossToday`, as one SQLite statement: @cash, @dayStart. */
export const SQLITE_NET_TODAY = `select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_transactions t on t.id = e.tx_id
  where e.account_id = @cash and e.created_at >= @dayStart and t.kind in (${LOSS_POSTING_KINDS.map((k) => `'${k}'`).join(', ')})`;

/**
 * The same sum for many cash accounts at once, as a PostgreSQL query: `accounts` and `dayStart` are its
 * placeholders (a text array, a time). One row (account_id, net) for each account with such postings.
 */
export const postgresNetTodayByAccount = (accounts: string, dayStart: string) => `select e.account_id, sum(e.amount) as net from ledger_entries e join ledger_transactions t on t.id = e.tx_id
  where e.account_id = any(${accounts}::text[]) and e.created_at >= ${dayStart} and t.kind in (${LOSS_POSTING_KINDS.map((k) => `'${k}'`).join(', ')}) group by e.account_id`;

/** `hasLossLimit` as a PostgreSQL condition on a users row named `u`. */
export const POSTGRES_HAS_LOSS_LIMIT = '(u.daily_loss_limit is not null or u.daily_loss_limit_next_at is not null)';

/** Whether the player has a daily loss limit set or on its way, so that today's loss must be read. */
export function hasLossLimit(player: LimitFields | undefined): boolean {
  return Boolean(player && (player.daily_loss_limit !== null || player.daily_loss_limit_next_at !== null));
}

export async function lossToday(db: Kysely<Database> | Transaction<Database>, userId: string, dayStart: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.tx_id')
    .select(sql<number>`coalesce(sum(e.amount), 0)`.as('net'))
    .where('e.account_id', '=', accountId(userId, 'cash'))
    .where('e.created_at', '>=', dayStart)
    .where('t.kind', 'in', [...LOSS_POSTING_KINDS])
    .executeTakeFirst();
  return Math.max(0, -Number(row?.net ?? 0));
}
