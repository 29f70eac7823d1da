/**
 * Placements on PostgreSQL: a batch read, decided in order against that state as it evolves, and written,
 * in one transaction (the SQL is in postgres-placement-sql.ts). Each placement's decision is the pure
 * decidePlacement. `postgresPlacementBatch` does one batch in two round trips; the chain
 * (postgres-placement-chain.ts) sends a batch's write and the next batch's read together, and falls back
 * to this for a batch it could not finish.
 */
import type pg from 'pg';
import type { OrdersTable } from '../db/schema';
import type { Book } from './book';
import { isRetryableDatabaseError, withRetry } from '../db/retry';
import { isUniqueViolation } from '../db/unique-violation';
import { accountId } from './ledger';
import { decidePlacement, MARKET_CLOSED, OrderRejected, type PlacementInput, type PlayerMarketState } from './placement-decision';
import type { PlacementOutcome } from './sqlite-placements';
import { batchState, onPreparedConnection, readMessage, resultList, slipKey, writeMessage, type BatchState } from './postgres-placement-sql';

export interface DecidedBatch {
  outcomes: PlacementOutcome[];
  /** The orders to insert and the players' books to upsert. */
  orders: OrdersTable[];
  books: Array<{ user_id: string; market_id: string; exposure: number; book: string }>;
}

/** Each placement of a batch decided in order, on the state its read answered and what the placements before it changed. */
export function decideBatch(items: readonly PlacementInput[], { accounts, markets, players }: BatchState): DecidedBatch {
  const { users, books, totals, existing, settledToday } = players;
  const closed = new Set(markets.filter((m) => m.status !== 'open').map((m) => m.id));
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

  const changed = [...changedBooks].map((key) => {
    const [userId, marketId] = key.split('|') as [string, string];
    const entry = book.get(key)!;
    return { user_id: userId, market_id: marketId, exposure: entry.exposure, book: JSON.stringify(entry.book) };
  });
  return { outcomes, orders, books: changed };
}

/** How many of the latest bet slips a process remembers, to look up their orders before deciding. */
const RECENT_SLIPS = 50_000;

/**
 * Whether a batch must look its slips up before deciding. Most slips are new, so a batch looks its slips
 * up only when one of them came through this process lately; otherwise the orders' unique key catches a
 * slip written elsewhere, and the batch is rolled back and done again with the lookup.
 */
export function recentSlips(): (items: readonly PlacementInput[]) => boolean {
  const recent = new Set<string>();
  return (items) => {
    const seen = items.some((input) => recent.has(slipKey(input)));
    for (const input of items) recent.add(slipKey(input));
    for (const oldest of recent) {
      if (recent.size <= RECENT_SLIPS) break;
      recent.delete(oldest);
    }
    return seen;
  };
}

/**
 * Outcomes of a batch done again after its first try failed somewhere it may have committed: an order
 * found under a slip with the id the first try gave it is this batch's own, new to its player.
 */
function ownOrdersAsNew(outcomes: PlacementOutcome[], ownIds: ReadonlySet<string>): PlacementOutcome[] {
  return outcomes.map((o) => (o.ok && o.repeated && ownIds.has(o.order.id) ? { ...o, repeated: false } : o));
}

/**
 * One batch's placements, decided and written in two round trips. A deadlock or a lost connection rolls
 * the batch back and it is done again, with the slips looked up: a batch whose commit went through before
 * its connection dropped is found, not written twice. `ownIds`: the order ids an earlier, failed try of
 * this batch gave it (the chain's), found again as new orders.
 */
export async function postgresBatch(pool: pg.Pool, items: readonly PlacementInput[], lookUpSlips: boolean, ownIds: ReadonlySet<string> = new Set()): Promise<PlacementOutcome[]> {
  const attempt = (lookUp: boolean) =>
    onPreparedConnection(pool, async (client) => {
      const decided = decideBatch(items, batchState(resultList(await client.query(readMessage(items, lookUp)))));
      await client.query(writeMessage(decided.orders, decided.books));
      return ownOrdersAsNew(decided.outcomes, ownIds);
    });
  return withRetry(async () => {
    try {
      return await attempt(lookUpSlips);
    } catch (error) {
      if (isRetryableDatabaseError(error)) lookUpSlips = true;
      if (lookUpSlips || !isUniqueViolation(error)) throw error;
      lookUpSlips = true;
      return attempt(true);
    }
  });
}
