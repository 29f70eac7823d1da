/**
 * Settles a market in two steps, each its own transaction:
 * 1. closeMarket records the result and closes the market in the database (the markets row, taken for
 *    update). Placements read that row under a share lock, so from then on every bet on the market is
 *    refused, and every bet placed before is committed and seen by step 2.
 * 2. settleClosedMarket pays or collects each player's matched bets through the ledger (against the
 *    house account) with the orders' new state; unmatched remainders lapse. It locks the players' cash
 *    rows and the house's in id order first, then the orders, then the market row, the order every
 *    transaction here takes rows in. It settles only a market still closed, so each settles once; the
 *    ledger's unique (kind, reference) guards it again.
 * A closed market waits in the database until step 2 is done (settlement-queue.ts retries it).
 */
import type { Transaction } from 'kysely';
import { countWagering } from '../wallet/bonuses';
import type { Dialect } from '../db/migrations';
import type { Database, MarketState } from '../db/schema';
import { transact } from '../db/transaction';
import { runnerBetPnlIf, sessionBetPnl } from '../../domain/exchange/pnl';
import type { Order } from './orders';
import { storeExposure, type ExchangeDeps } from './orders';
import { accountId, ensureAccount, HOUSE_OWNER, lockAccounts, post } from './ledger';
import { isLineMarket } from './market-types';
import { OPEN_STATUSES, unmatchedOf } from './exposure';
import { orderFills } from './fills';
import { resultWords } from './result-words';

/** `placed`: a place market's result, the runners placed (as many as the market pays, or fewer if fewer finish). */
export type MarketResult =
  | { kind: 'winner'; runnerId: string; /** as the feed named the runner, for statements */ name?: string }
  | { kind: 'placed'; runnerIds: string[]; names?: string[] }
  | { kind: 'runs'; runs: number; /** the figure in words where it is not runs ("12 fours", "Odd: 163 runs") */ words?: string }
  | { kind: 'void' };

export function orderPnl(order: Pick<Order, 'market_type' | 'selection_id' | 'side' | 'price' | 'line' | 'matched' | 'fills'>, result: MarketResult): number {
  if (result.kind === 'void' || Number(order.matched) === 0) return 0;
  const stake = Number(order.matched);
  if (isLineMarket(order.market_type)) {
    if (result.kind !== 'runs') throw new Error(`Line market settled with ${result.kind}`);
    return sessionBetPnl({ side: order.side, line: Number(order.line ?? 0), rate: order.price, stake }, result.runs);
  }
  if (result.kind === 'runs') throw new Error(`Runner market settled with ${result.kind}`);
  const wins = result.kind === 'winner' ? result.runnerId === order.selection_id : result.runnerIds.includes(order.selection_id);
  // Each matched part pays at the price it was matched at.
  return orderFills(order).reduce((sum, fill) => sum + runnerBetPnlIf({ runnerId: order.selection_id, side: order.side, price: fill.price, stake: fill.size }, wins), 0);
}

export interface SettlementOutcome {
  settled: boolean;
  /** Net P&L by player, paise. */
  byUser: Map<string, number>;
  /** The orders settled, as written. */
  orders: Order[];
  result: MarketResult | null;
}

type SettleDeps = Pick<ExchangeDeps, 'db' | 'dialect' | 'now'>;

const NOT_SETTLED: SettlementOutcome = { settled: false, byUser: new Map(), orders: [], result: null };

export function encodeResult(result: MarketResult): string {
  return JSON.stringify(result);
}

export function decodeResult(text: string | null): MarketResult | null {
  return text ? (JSON.parse(text) as MarketResult) : null;
}

/** The market's row, created open if it has none, taken for update (PostgreSQL) or under SQLite's write lock. */
async function marketRowForUpdate(trx: Transaction<Database>, dialect: Dialect, marketId: string): Promise<{ status: MarketState; result: string | null }> {
  await trx.insertInto('markets').values({ id: marketId, status: 'open' }).onConflict((oc) => oc.column('id').doNothing()).execute();
  let query = trx.selectFrom('markets').select(['status', 'result']).where('id', '=', marketId);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

async function recordSettled(trx: Transaction<Database>, marketId: string, result: MarketResult, now: number): Promise<void> {
  await trx.updateTable('markets').set({ status: 'settled', settled_at: now, next_attempt_at: null, last_error: null }).where('id', '=', marketId).execute();
  await trx.insertInto('settled_markets').values({ market_id: marketId, result: encodeResult(result), settled_at: now }).onConflict((oc) => oc.column('market_id').doNothing()).execute();
}

/**
 * Records a market's result and closes it to bets, once: a market already closed or settled keeps its
 * first result ('already'). A market nobody has an open bet on is settled on the spot.
 */
export async function closeMarket(deps: SettleDeps, marketId: string, result: MarketResult): Promise<'closed' | 'settled' | 'already'> {
  return transact(deps.db, async (trx) => {
    const row = await marketRowForUpdate(trx, deps.dialect, marketId);
    if (row.status !== 'open') return 'already';
    const now = deps.now();
    await trx.updateTable('markets').set({ status: 'closed', result: encodeResult(result), closed_at: now, next_attempt_at: now }).where('id', '=', marketId).execute();
    const open = await trx.selectFrom('orders').select('id').where('market_id', '=', marketId).where('status', 'in', [...OPEN_STATUSES]).limit(1).executeTakeFirst();
    if (open) return 'closed';
    await recordSettled(trx, marketId, result, now);
    return 'settled';
  });
}

/** Pays a closed market's bets. Does nothing (settled: false) unless the market is closed and not yet settled. */
export async function settleClosedMarket(deps: SettleDeps, marketId: string): Promise<SettlementOutcome> {
  const house = await ensureAccount(deps.db, HOUSE_OWNER, 'house');
  return transact(deps.db, async (trx) => {
    // The market is closed, so no order can join this set now.
    const players = await trx.selectFrom('orders').select('user_id').where('market_id', '=', marketId).where('status', 'in', [...OPEN_STATUSES]).distinct().execute();
    await lockAccounts(trx, deps.dialect, [...players.map((p) => accountId(p.user_id, 'cash')), house]);
    let query = trx.selectFrom('orders').selectAll().where('market_id', '=', marketId).where('status', 'in', [...OPEN_STATUSES]);
    if (deps.dialect === 'postgres') query = query.forUpdate();
    const orders = await query.execute();
    const row = await marketRowForUpdate(trx, deps.dialect, marketId);
    const result = decodeResult(row.result);
    if (row.status !== 'closed' || !result) return NOT_SETTLED;
    const now = deps.now();
    const byUser = new Map<string, number>();
    const settled: Order[] = [];
    for (const order of orders) {
      const pnl = orderPnl(order, result);
      byUser.set(order.user_id, (byUser.get(order.user_id) ?? 0) + pnl);
      const status = result.kind === 'void' || Number(order.matched) === 0 ? 'VOID' : 'SETTLED';
      const next = { status, profit: pnl, cancelled: Number(order.cancelled) + unmatchedOf(order), settled_at: now, updated_at: now } as const;
      await trx.updateTable('orders').set(next).where('id', '=', order.id).execute();
      settled.push({ ...order, ...next });
    }
    await countWagering(trx, settled, now);
    for (const [userId, pnl] of byUser) {
      await post(trx, {
        kind: 'settlement',
        reference: `${marketId}:${userId}`,
        description: settlementDescription(orders.find((o) => o.user_id === userId)!, result, orders),
        entries: [
          { accountId: accountId(userId, 'cash'), amount: pnl },
          { accountId: house, amount: -pnl },
        ],
        at: now,
      });
      await storeExposure(trx, userId, marketId, 0, null);
    }
    await recordSettled(trx, marketId, result, now);
    return { settled: true, byUser, orders: settled, result };
  });
}

/** "Settlement of India v Australia · Match Odds (Winner: India)": the event, the market and its result by name. */
function settlementDescription(order: Order, result: MarketResult, orders: readonly Order[]): string {
  const words = resultWords(result, (runnerId) => orders.find((o) => o.selection_id === runnerId)?.selection_name);
  return `Settlement of ${order.event_name} · ${order.market_name} (${words})`;
}

/** Both steps at once (tests, tools): closes the market with `result` and settles it. */
export async function settleMarket(deps: SettleDeps, marketId: string, result: MarketResult): Promise<SettlementOutcome> {
  const closed = await closeMarket(deps, marketId, result);
  if (closed === 'settled') return { settled: true, byUser: new Map(), orders: [], result };
  if (closed === 'already') return NOT_SETTLED;
  return settleClosedMarket(deps, marketId);
}
