/**
 * Writes a batch of placements on PostgreSQL in one transaction of five round trips: begin; lock the
 * players' cash rows (in id order, so batches cannot deadlock); one statement that reads the rest of
 * their state; decide each placement in order against that state as it evolves; one statement that
 * inserts the orders and upserts the books; commit. The statements are named, so each connection parses
 * and plans them once. A round trip costs the database a parse, a plan and a wake-up whatever its rows,
 * so a batch costs about the same for one bet as for fifty.
 */
import type pg from 'pg';
import type { OrdersTable } from '../db/schema';
import type { Book } from './book';
import { indiaDayStart } from '../accounts/loss-limit';
import { postgresNetTodayByAccount } from '../accounts/loss-today';
import { accountId } from './ledger';
import { decidePlacement, OrderRejected, type PlacementInput, type PlayerMarketState } from './placement-decision';
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
 * statement of its own: the next statement's snapshot is taken after the locks are held, so it reads
 * what any writer that held them before committed.
 */
const LOCK_ACCOUNTS = 'select id, balance from accounts where id = any($1::text[]) order by id for update';

/**
 * $1 cash account ids, $2 user ids, $3 market ids, $4 and $5 each placement's user id and bet slip ref
 * (looked up as pairs on the orders' unique key, so a player's earlier orders are never scanned: by slip
 * refs alone every read went through all the orders of the batch's players), $6 start of today.
 */
const READ_PLAYERS = `
  select
    ${list('select id, status, self_excluded_until, daily_loss_limit, daily_loss_limit_next, daily_loss_limit_next_at from users where id = any($2::text[])')} as users,
    ${list('select user_id, market_id, exposure, book from market_exposure where user_id = any($2::text[]) and market_id = any($3::text[])')} as books,
    ${list('select user_id, sum(exposure) as total from market_exposure where user_id = any($2::text[]) group by user_id')} as totals,
    ${list('select o.* from unnest($4::text[], $5::text[]) as slip(user_id, bet_slip_ref) join orders o using (user_id, bet_slip_ref)')} as existing,
    ${list(postgresNetTodayByAccount('$1', '$6'))} as "settledToday"`;

/** $1 the orders, $2 the players' books on their markets, both JSON arrays of rows. */
const WRITE_ORDERS = `
  with inserted as (insert into orders (${ORDER_COLUMNS.join(', ')}) select ${ORDER_COLUMNS.join(', ')} from json_populate_recordset(null::orders, $1::json))
  insert into market_exposure (user_id, market_id, exposure, book)
    select user_id, market_id, exposure, book from json_populate_recordset(null::market_exposure, $2::json)
  on conflict (user_id, market_id) do update set exposure = excluded.exposure, book = excluded.book`;

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((failed: Error) => (broken = failed));
    throw error;
  } finally {
    // A connection that cannot even roll back is dropped, not handed to the next batch.
    client.release(broken);
  }
}

export function postgresPlacementBatch(pool: pg.Pool): (items: readonly PlacementInput[]) => Promise<PlacementOutcome[]> {
  return (items) =>
    inTransaction(pool, async (client) => {
      const userIds = [...new Set(items.map((i) => i.userId))].sort();
      const cashIds = userIds.map((id) => accountId(id, 'cash'));
      const marketIds = [...new Set(items.map((i) => i.market.id))];
      const slips = [...new Map(items.map((i) => [`${i.userId}|${i.request.betSlipRef}`, i])).values()];
      const { rows: accounts } = await client.query<{ id: string; balance: number }>({ name: 'placement-lock-accounts', text: LOCK_ACCOUNTS, values: [cashIds] });
      const read = await client.query<PlayerRows>({ name: 'placement-read-players', text: READ_PLAYERS, values: [cashIds, userIds, marketIds, slips.map((i) => i.userId), slips.map((i) => i.request.betSlipRef), indiaDayStart(Date.now())] });
      const { users, books, totals, existing, settledToday } = read.rows[0]!;
      const today = new Map(settledToday.map((r) => [r.account_id, Math.max(0, -Number(r.net))]));
      const balance = new Map(accounts.map((a) => [a.id, Number(a.balance)]));
      const user = new Map(users.map((u) => [u.id, u]));
      const book = new Map(books.map((b) => [`${b.user_id}|${b.market_id}`, { exposure: Number(b.exposure), book: b.book ? (JSON.parse(b.book) as Book) : undefined }]));
      const total = new Map(totals.map((t) => [t.user_id, Number(t.total)]));
      const placed = new Map(existing.map((o) => [`${o.user_id}|${o.bet_slip_ref}`, o]));

      const orders: OrdersTable[] = [];
      const changedBooks = new Set<string>();
      const outcomes = items.map((input): PlacementOutcome => {
        const slipKey = `${input.userId}|${input.request.betSlipRef}`;
        const earlier = placed.get(slipKey);
        if (earlier) return { ok: true, order: earlier, repeated: true };
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
          placed.set(slipKey, decision.order);
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
      if (orders.length) await client.query({ name: 'placement-write-orders', text: WRITE_ORDERS, values: [JSON.stringify(orders), JSON.stringify(rows)] });
      return outcomes;
    });
}
