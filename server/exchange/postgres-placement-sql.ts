/**
 * The SQL of a placement batch on PostgreSQL, as simple-query messages of several statements:
 * - the read: begin; lock the players' cash rows (in id order, so batches cannot deadlock); read the
 *   markets' states under a share lock (a market's close waits for the batch, and a batch after the close
 *   sees it closed and refuses its bets); read the rest of the players' state (today's loss only for
 *   players with a daily loss limit);
 * - the write: insert the orders and upsert the books; commit.
 * In a transaction each statement takes its own snapshot, so the read sees what any writer that held the
 * locks before committed. The statements are prepared once per connection (PREPARE / EXECUTE), so the
 * database parses and plans them once.
 */
import type pg from 'pg';
import type { OrdersTable } from '../db/schema';
import { indiaDayStart } from '../accounts/loss-limit';
import { POSTGRES_HAS_LOSS_LIMIT, postgresNetTodayByAccount } from '../accounts/loss-today';
import { sqlLiteral } from '../db/sql-literal';
import { accountId } from './ledger';
import type { PlacementInput } from './placement-decision';
import { ORDER_COLUMNS } from './sqlite-placements';

export interface PlayerRows {
  users: Array<{ id: string; status: string; self_excluded_until: number | null; daily_loss_limit: number | null; daily_loss_limit_next: number | null; daily_loss_limit_next_at: number | null }>;
  books: Array<{ user_id: string; market_id: string; exposure: number; book: string | null }>;
  totals: Array<{ user_id: string; total: number }>;
  existing: OrdersTable[];
  settledToday: Array<{ account_id: string; net: number }>;
}

/** What a batch's read answered. */
export interface BatchState {
  accounts: Array<{ id: string; balance: number }>;
  markets: Array<{ id: string; status: string }>;
  players: PlayerRows;
}

const list = (query: string) => `(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`;

/**
 * $1 cash account ids, in id order: locked, so batches and other writers cannot deadlock on them. A
 * statement of its own: the next statement's snapshot is taken after the locks are held.
 */
const LOCK_ACCOUNTS = 'select id, balance from accounts where id = any($1::text[]) order by id collate "C" for update';

/** $1 market ids: a row for each market that has none yet (open), so there is a row to lock. */
const OPEN_MARKETS = "insert into markets (id, status) select unnest($1::text[]), 'open' on conflict (id) do nothing";

/** $1 market ids: their states, under a share lock held to the batch's commit; after the accounts, as every transaction takes them. */
const MARKET_STATES = 'select id, status from markets where id = any($1::text[]) order by id collate "C" for share';

/** Of $1 (cash account ids), those whose players have a daily loss limit: only theirs need today's loss. */
const LIMITED_CASH = `array(select a.id from accounts a join users u on u.id = a.owner_id where a.id = any($1::text[]) and ${POSTGRES_HAS_LOSS_LIMIT})`;

/** $1 cash account ids, $2 user ids, $3 market ids, $4 start of today. */
const PLAYER_STATE = `
    ${list('select id, status, self_excluded_until, daily_loss_limit, daily_loss_limit_next, daily_loss_limit_next_at from users where id = any($2::text[])')} as users,
    ${list('select user_id, market_id, exposure, book from market_exposure where user_id = any($2::text[]) and market_id = any($3::text[])')} as books,
    ${list('select user_id, sum(exposure) as total from market_exposure where user_id = any($2::text[]) group by user_id')} as totals,
    ${list(postgresNetTodayByAccount(LIMITED_CASH, '$4'))} as "settledToday"`;

const READ_PLAYERS = `select ${PLAYER_STATE}, '[]'::json as existing`;

/**
 * The same, and the orders already written under the batch's bet slips: $5 and $6 each placement's user
 * id and bet slip ref, looked up as pairs on the orders' unique key (by slip refs alone every read went
 * through all the orders of the batch's players).
 */
const READ_PLAYERS_AND_SLIPS = `select ${PLAYER_STATE},
    ${list('select o.* from unnest($5::text[], $6::text[]) as slip(user_id, bet_slip_ref) join orders o using (user_id, bet_slip_ref)')} as existing`;

/** $1 the orders, $2 the players' books on their markets, both JSON arrays of rows. */
const WRITE_ORDERS = `
  with inserted as (insert into orders (${ORDER_COLUMNS.join(', ')}) select ${ORDER_COLUMNS.join(', ')} from json_populate_recordset(null::orders, $1::json))
  insert into market_exposure (user_id, market_id, exposure, book)
    select user_id, market_id, exposure, book from json_populate_recordset(null::market_exposure, $2::json)
  on conflict (user_id, market_id) do update set exposure = excluded.exposure, book = excluded.book`;

/** The statements, prepared on each connection before its first batch. */
const PREPARE = [
  `prepare placement_lock(text[]) as ${LOCK_ACCOUNTS}`,
  `prepare placement_open_markets(text[]) as ${OPEN_MARKETS}`,
  `prepare placement_market_states(text[]) as ${MARKET_STATES}`,
  `prepare placement_read(text[], text[], text[], bigint) as ${READ_PLAYERS}`,
  `prepare placement_read_slips(text[], text[], text[], bigint, text[], text[]) as ${READ_PLAYERS_AND_SLIPS}`,
  `prepare placement_write(json, json) as ${WRITE_ORDERS}`,
].join(';\n');
const prepared = new WeakSet<pg.PoolClient>();

const textArray = (values: readonly string[]) => `array[${values.map(sqlLiteral).join(', ')}]::text[]`;

/**
 * Runs `work` (which begins and commits its own transactions) on a pooled connection with the statements
 * prepared; on an error the transaction is rolled back.
 */
export async function onPreparedConnection<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    if (!prepared.has(client)) {
      // A connection whose statements could not all be prepared is dropped, so its next user starts clean.
      await client.query(PREPARE).catch((error: Error) => {
        broken = error;
        throw error;
      });
      prepared.add(client);
    }
    return await work(client);
  } catch (error) {
    await client.query('rollback').catch((failed: Error) => (broken = failed));
    throw error;
  } finally {
    // A connection that cannot even roll back is dropped, not handed to the next batch.
    client.release(broken);
  }
}

export const slipKey = (input: PlacementInput) => `${input.userId}|${input.request.betSlipRef}`;

/** How many results the read message answers with (a simple query answers with one for each statement). */
export const READ_RESULTS = 5;

/** The read of a batch: it begins the batch's transaction. With `lookUpSlips`, the orders already written under its slips too. */
export function readMessage(items: readonly PlacementInput[], lookUpSlips: boolean): string {
  const userIds = [...new Set(items.map((i) => i.userId))].sort();
  const cashIds = userIds.map((id) => accountId(id, 'cash'));
  const markets = textArray([...new Set(items.map((i) => i.market.id))].sort());
  const playerArgs = `${textArray(cashIds)}, ${textArray(userIds)}, ${markets}, ${indiaDayStart(Date.now())}`;
  let read = `execute placement_read(${playerArgs})`;
  if (lookUpSlips) {
    const slips = [...new Map(items.map((i) => [slipKey(i), i])).values()];
    read = `execute placement_read_slips(${playerArgs}, ${textArray(slips.map((i) => i.userId))}, ${textArray(slips.map((i) => i.request.betSlipRef))})`;
  }
  return `begin; execute placement_lock(${textArray(cashIds)}); execute placement_open_markets(${markets}); execute placement_market_states(${markets}); ${read}`;
}

/** The read message's results, as a batch's state. */
export function batchState(results: readonly pg.QueryResult[]): BatchState {
  const [, locked, , marketStates, state] = results;
  return {
    accounts: locked!.rows as BatchState['accounts'],
    markets: marketStates!.rows as BatchState['markets'],
    players: state!.rows[0] as PlayerRows,
  };
}

/** The write of a batch, ending its transaction; with nothing to write, the commit alone. How many results it answers with is `writeResults`. */
export function writeMessage(orders: readonly OrdersTable[], books: readonly unknown[]): string {
  return orders.length ? `execute placement_write(${sqlLiteral(JSON.stringify(orders))}, ${sqlLiteral(JSON.stringify(books))}); commit` : 'commit';
}

export const writeResults = (orders: readonly OrdersTable[]) => (orders.length ? 2 : 1);

/** A simple query's answer as a list: one statement answers with one result, several with an array. */
export const resultList = (answer: pg.QueryResult | pg.QueryResult[]) => (Array.isArray(answer) ? answer : [answer]);
