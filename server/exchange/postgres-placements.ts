/**
 * Writes a batch of placements on PostgreSQL in one transaction of two round trips:
 * 1. begin; lock the players' cash rows (in id order, so batches cannot deadlock); read the markets'
 *    states under a share lock (a market's close waits for the batch, and a batch after the close sees
 *    it closed and refuses its bets); read the rest of the players' state (today's loss only for
 *    players with a daily loss limit);
 * 2. insert the orders and upsert the books; commit.
 * Between them, each placement is decided in order against that state as it evolves.
 * Each round trip is one simple-query message of several statements. In a transaction each statement
 * takes its own snapshot, so the read sees what any writer that held the locks before committed. The
 * statements themselves are prepared once per connection (PREPARE / EXECUTE), so the database parses
 * and plans them once. A round trip costs the database a wake-up and this process a turn of its event
 * loop whatever its rows, so a batch costs about the same for one bet as for fifty.
 */
import pg from 'pg';
import type { OrdersTable } from '../db/schema';
import type { Book } from './book';
import { indiaDayStart } from '../accounts/loss-limit';
import { POSTGRES_HAS_LOSS_LIMIT, postgresNetTodayByAccount } from '../accounts/loss-today';
import { sqlLiteral } from '../db/sql-literal';
import { isRetryableDatabaseError, withRetry } from '../db/retry';
import { isUniqueViolation } from '../db/unique-violation';
import { accountId } from './ledger';
import { decidePlacement, MARKET_CLOSED, OrderRejected, type PlacementInput, type PlayerMarketState } from './placement-decision';
import { ORDER_COLUMNS, type PlacementOutcome } from './sqlite-placements';

interface PlayerRows {
  users: Array<{ id: string; status: string; self_excluded_until: number | null; daily_loss_limit: number | null; daily_loss_limit_next: number | null; daily_loss_limit_next_at: number | null }>;
  books: Array<{ user_id: string; market_id: string; exposure: number; book: string | null }>;
  totals: Array<{ user_id: string; total: number }>;
  existing: OrdersTable[];
  settledToday: Array<{ account_id: string; net: number }>;
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
 * Runs `work` (which begins and commits its own transaction) on a pooled connection with the statements
 * prepared; on an error the transaction is rolled back.
 */
async function onPreparedConnection<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
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

const slipKey = (input: PlacementInput) => `${input.userId}|${input.request.betSlipRef}`;

/** How many of the latest bet slips this process remembers, to look up their orders before deciding. */
const RECENT_SLIPS = 50_000;

/**
 * A batch's placements, decided and written. A bet slip seen before is answered with the order written
 * under it. Most slips are new, so a batch looks its slips up only when one of them came through this
 * process lately; otherwise the orders' unique key catches a slip written elsewhere, and the batch is
 * rolled back and done again with the lookup.
 */
export function postgresPlacementBatch(pool: pg.Pool): (items: readonly PlacementInput[]) => Promise<PlacementOutcome[]> {
  const recent = new Set<string>();
  const attempt = (items: readonly PlacementInput[], lookUpSlips: boolean) =>
    onPreparedConnection(pool, async (client) => {
      const userIds = [...new Set(items.map((i) => i.userId))].sort();
      const cashIds = userIds.map((id) => accountId(id, 'cash'));
      const marketIds = [...new Set(items.map((i) => i.market.id))].sort();
      const playerArgs = `${[cashIds, userIds, marketIds].map(textArray).join(', ')}, ${indiaDayStart(Date.now())}`;
      let read = `execute placement_read(${playerArgs})`;
      if (lookUpSlips) {
        const slips = [...new Map(items.map((i) => [slipKey(i), i])).values()];
        read = `execute placement_read_slips(${playerArgs}, ${textArray(slips.map((i) => i.userId))}, ${textArray(slips.map((i) => i.request.betSlipRef))})`;
      }
      // A simple query of several statements answers with a result for each.
      const markets = textArray(marketIds);
      const [, locked, , marketStates, state] = (await client.query(`begin; execute placement_lock(${textArray(cashIds)}); execute placement_open_markets(${markets}); execute placement_market_states(${markets}); ${read}`)) as unknown as pg.QueryResult[];
      const accounts = locked!.rows as Array<{ id: string; balance: number }>;
      const closed = new Set((marketStates!.rows as Array<{ id: string; status: string }>).filter((m) => m.status !== 'open').map((m) => m.id));
      const { users, books, totals, existing, settledToday } = state!.rows[0] as PlayerRows;
      const today = new Map(settledToday.map((r) => [r.account_id, Math.max(0, -Number(r.net))]));
      const balance = new Map(accounts.map((a) => [a.id, Number(a.balance)]));
      const user = new Map(users.map((u) => [u.id, u]));
      const book = new Map(books.map((b) => [`${b.user_id}|${b.market_id}`, { exposure: Number(b.exposure), book: b.book ? (JSON.parse(b.book) as Book) : undefined }]));
      const total = new Map(totals.map((t) => [t.user_id, Number(t.total)]));
      const placed = new Map(existing.map((o) => [`${o.user_id}|${o.bet_slip_ref}`, o]));

      const orders: OrdersTable[] = [];
      const changedBooks = new Set<string>();
      const outcomes = items.map((input): PlacementOutcome => {
        const slip = slipKey(input);
        const earlier = placed.get(slip);
        if (earlier) return { ok: true, order: earlier, repeated: true };
        if (closed.has(input.market.id)) return { ok: false, rejected: true, message: MARKET_CLOSED };
        const key = `${input.userId}|${input.market.id}`;
        const current = book.get(key);
        const state: PlayerMarketState = {
          user: user.get(input.userId),
          book: current?.book ? (structuredClone(current.book) as Book) : undefined,
          todayLoss: today.get(accountId(input.userId, 'cash')) ?? 0,
          balance: balance.get(accountId(input.userId, 'cash')) ?? 0,
          totalExposure: total.get(input.userId) ?? 0,
        };
        try {
          const decision = decidePlacement(input, state, Date.now());
          total.set(input.userId, state.totalExposure - (current?.exposure ?? 0) + decision.exposure);
          book.set(key, { exposure: decision.exposure, book: decision.book });
          changedBooks.add(key);
          placed.set(slip, decision.order);
          orders.push(decision.order);
          return { ok: true, order: decision.order, repeated: false };
        } catch (error) {
          if (error instanceof OrderRejected) return { ok: false, rejected: true, message: error.message };
          throw error;
        }
      });

      const rows = [...changedBooks].map((key) => {
        const [userId, marketId] = key.split('|') as [string, string];
        const entry = book.get(key)!;
        return { user_id: userId, market_id: marketId, exposure: entry.exposure, book: JSON.stringify(entry.book) };
      });
      await client.query(orders.length ? `execute placement_write(${sqlLiteral(JSON.stringify(orders))}, ${sqlLiteral(JSON.stringify(rows))}); commit` : 'commit');
      return outcomes;
    });
  return async (items) => {
    let lookUpSlips = items.some((input) => recent.has(slipKey(input)));
    for (const input of items) recent.add(slipKey(input));
    for (const oldest of recent) {
      if (recent.size <= RECENT_SLIPS) break;
      recent.delete(oldest);
    }
    // A deadlock or a lost connection rolls the batch back and it is done again, with the slips looked
    // up: a batch whose commit went through before its connection dropped is found, not written twice.
    return withRetry(async () => {
      try {
        return await attempt(items, lookUpSlips);
      } catch (error) {
        if (isRetryableDatabaseError(error)) lookUpSlips = true;
        if (lookUpSlips || !isUniqueViolation(error)) throw error;
        lookUpSlips = true;
        return attempt(items, true);
      }
    });
  };
}
