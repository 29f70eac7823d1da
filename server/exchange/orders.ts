/**
 * Placing, matching and cancelling orders. The bet delay runs before anything is written; then, in one
 * transaction per order, the player's other orders are read, the exposure check keeps available balance
 * (balance − exposure) from going negative, and the order and the market's stored exposure are written.
 */
import type { Kysely, Transaction } from 'kysely';
import { fillAgainst, filledSize, lineQuoteImproves, type Fill, type LineQuote } from '../../domain/exchange/matching';
import { isLadderPrice } from '../../domain/exchange/price-ladder';
import { fillsJson, mergeFills, orderFills } from './fills';
import type { Database } from '../db/schema';
import { DatabaseBusy, isRetryableDatabaseError } from '../db/retry';
import { transact } from '../db/transaction';
import { MARKET_CLOSED, OrderRejected, type Order, type PlacementInput, type PlacementRequest } from './placement-decision';
import type { PlacementStore } from './placement-store';
import type { Dialect } from '../db/migrations';
import type { MarketSnapshot, MarketSource } from '../feed/types';
import { bookExposure, bookFromOrders, type Book } from './book';
import { OPEN_STATUSES, unmatchedOf, WAITING_STATUSES } from './exposure';
import { accountId, lockAccounts } from './ledger';
import { defaultLimits, delayKey, isFillOrKill, isLineMarket, type DelayKey } from './market-types';
import { formatRupeesFromPaise as rupees } from '../../domain/format';

export const ODDS_CHANGED = 'The odds of your selection have changed.';
/** Placing the same bet again (same bet slip) is safe: a bet that did go through is found, not doubled. */
export const EXCHANGE_BUSY = 'The exchange is busy right now and could not take your bet. Please try again.';

export { OrderRejected } from './placement-decision';

/** A placement request on a market: price in hundredths (runner markets) or the rate in percent (line markets), stake in paise. */
export interface OrderRequest extends PlacementRequest {
  marketId: string;
}

export interface ExchangeDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  store: PlacementStore;
  markets: MarketSource;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  betDelayMs: (key: DelayKey) => number;
}


export type { Order } from './placement-decision';

export interface Placement {
  order: Order;
  /** True when the same betSlipRef had been placed before: the earlier order is returned unchanged. */
  repeated: boolean;
}

/** A player's orders are serialised on their cash account row (on SQLite, by its one writer). */
async function lockPlayer(trx: Transaction<Database>, dialect: Dialect, userId: string): Promise<void> {
  if (dialect === 'postgres') await lockAccounts(trx, dialect, [accountId(userId, 'cash')]);
}

async function openOrders(trx: Transaction<Database> | Kysely<Database>, userId: string, marketId: string): Promise<Order[]> {
  return trx.selectFrom('orders').selectAll().where('user_id', '=', userId).where('market_id', '=', marketId).where('status', 'in', [...OPEN_STATUSES]).execute();
}

/** Total stored exposure of a player across markets. */
export async function totalExposure(db: Transaction<Database> | Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom('market_exposure').select((eb) => eb.fn.sum<number>('exposure').as('total')).where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Writes a player's book and exposure on a market; no book (no open orders) removes the row. */
export async function storeExposure(trx: Transaction<Database>, userId: string, marketId: string, exposure: number, book: Book | null = null): Promise<void> {
  if (!book) {
    await trx.deleteFrom('market_exposure').where('user_id', '=', userId).where('market_id', '=', marketId).execute();
    return;
  }
  const json = JSON.stringify(book);
  await trx
    .insertInto('market_exposure')
    .values({ user_id: userId, market_id: marketId, exposure, book: json })
    .onConflict((oc) => oc.columns(['user_id', 'market_id']).doUpdateSet({ exposure, book: json }))
    .execute();
}

/** What a market takes now of a request: the parts it fills at each price, and for a line market the quote taken. */
export interface Take {
  fills: Fill[];
  /** Line markets: the line and rate the order is taken at (at least as good as asked). */
  quote?: LineQuote;
}

/**
 * What the market takes now of `stake` on a request, with price improvement (domain/exchange/matching.ts):
 * a runner order walks the levels from the best price to its limit; a line order is taken at the quote
 * when the quote is at least as good as asked. Nothing when the market is not open.
 */
export function takeNow(market: MarketSnapshot, request: Pick<OrderRequest, 'selectionId' | 'side' | 'price' | 'line'>, stake: number): Take {
  if (market.status !== 'OPEN' || stake <= 0) return { fills: [] };
  if (isLineMarket(market.type)) {
    const line = market.line;
    if (!line || request.line === null) return { fills: [] };
    const quote = request.side === 'back' ? { line: line.yesLine, rate: line.yesRate } : { line: line.noLine, rate: line.noRate };
    if (!lineQuoteImproves(request.side, { line: request.line, rate: request.price }, quote)) return { fills: [] };
    return { fills: [{ price: quote.rate, size: Math.min(stake, line.size) }], quote };
  }
  const runner = market.runners.find((r) => r.id === request.selectionId);
  if (!runner) return { fills: [] };
  return { fills: fillAgainst(request.side, request.price, stake, request.side === 'back' ? runner.back : runner.lay) };
}

function validate(market: MarketSnapshot | undefined, request: OrderRequest): MarketSnapshot {
  if (!market) throw new OrderRejected('This market is not available.');
  if (market.status === 'CLOSED') throw new OrderRejected(MARKET_CLOSED);
  if (market.status !== 'OPEN') throw new OrderRejected(market.status === 'BALL_RUNNING' ? 'Ball running: bets are paused for this market.' : 'This market is suspended.');
  if (isLineMarket(market.type)) {
    if (request.line === null || !Number.isInteger(request.line) || request.line < 0) throw new OrderRejected('A run line is required for this market.');
    if (!Number.isInteger(request.price) || request.price < 0 || request.price > 1000) throw new OrderRejected('The rate must be a whole percentage.');
  } else {
    if (!market.runners.some((r) => r.id === request.selectionId)) throw new OrderRejected('That selection is not in this market.');
    if (!isLadderPrice(request.price)) throw new OrderRejected('The price must be between 1.01 and 1000, on the price ladder.');
  }
  const limits = defaultLimits(market.type, market.eventTypeId);
  if (!Number.isSafeInteger(request.stake) || request.stake <= 0) throw new OrderRejected('The stake must be more than ₹0 with at most 2 decimals.');
  if (request.stake < limits.minBet) throw new OrderRejected(`The minimum stake on this market is ${rupees(limits.minBet)}.`);
  if (request.stake > limits.maxBet) throw new OrderRejected(`The maximum stake on this market is ${rupees(limits.maxBet)}.`);
  return market;
}

export async function findOrderBySlip(db: Kysely<Database>, userId: string, betSlipRef: string): Promise<Order | undefined> {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('bet_slip_ref', '=', betSlipRef).executeTakeFirst();
}

/**
 * Places an order. Rejections throw OrderRejected with the message the player sees; nothing is written.
 * Repeating a betSlipRef returns the earlier order.
 */
export async function placeOrder(deps: ExchangeDeps, userId: string, request: OrderRequest): Promise<Placement> {
  let before: MarketSnapshot;
  try {
    before = validate(deps.markets.market(request.marketId), request);
  } catch (error) {
    // A repeat of a slip placed earlier gets the earlier order, even if the market has moved on since.
    const earlier = await findOrderBySlip(deps.db, userId, request.betSlipRef);
    if (earlier) return { order: earlier, repeated: true };
    throw error;
  }
  const wasMatchable = takeNow(before, request, request.stake).fills.length > 0;
  if (isFillOrKill(before.type) && !wasMatchable) throw new OrderRejected(ODDS_CHANGED);

  const delay = deps.betDelayMs(delayKey(before.type, before.eventTypeId));
  if (delay > 0) await deps.sleep(delay);

  const market = validate(deps.markets.market(request.marketId), request);
  const take = takeNow(market, request, request.stake);
  // Worse after the delay: the price the player could take is gone.
  if (wasMatchable && take.fills.length === 0) throw new OrderRejected(ODDS_CHANGED);
  if (isFillOrKill(market.type) && filledSize(take.fills) < request.stake) throw new OrderRejected(ODDS_CHANGED);
  // A line order is recorded at the quote it was taken at.
  const taken = take.quote ? { price: take.quote.rate, line: take.quote.line } : { price: request.price, line: request.line };

  const input: PlacementInput = {
    userId,
    request: { selectionId: request.selectionId, side: request.side, price: taken.price, line: taken.line, stake: request.stake, betSlipRef: request.betSlipRef, fromOneClick: request.fromOneClick, clientIp: request.clientIp.slice(0, 64) },
    market: {
      id: market.id,
      name: market.name,
      type: market.type,
      eventTypeId: market.eventTypeId,
      eventId: market.eventId,
      eventName: market.eventName,
      competitionId: market.competitionId,
      runnerIds: market.runners.map((r) => r.id),
      winners: market.numberOfWinners ?? 1,
      selectionName: market.runners.find((r) => r.id === request.selectionId)?.name,
    },
    fills: take.fills,
    limits: defaultLimits(market.type, market.eventTypeId),
  };

  try {
    return await deps.store.place(input);
  } catch (error) {
    if (error instanceof OrderRejected) throw error;
    // Two deliveries of one betSlipRef racing: the unique index lets one in; the other returns it.
    const existing = await findOrderBySlip(deps.db, userId, request.betSlipRef).catch(() => undefined);
    if (existing) return { order: existing, repeated: true };
    // The database stayed busy through every retry: a refusal the player can act on, never a failure.
    if (error instanceof DatabaseBusy || isRetryableDatabaseError(error)) throw new OrderRejected(EXCHANGE_BUSY);
    throw error;
  }
}

/** Cancels the unmatched part of one order, or of all the player's orders; returns the orders changed. */
export async function cancelOrders(deps: ExchangeDeps, userId: string, orderId?: string): Promise<Order[]> {
  return transact(deps.db, async (trx) => {
    await lockPlayer(trx, deps.dialect, userId);
    let query = trx.selectFrom('orders').selectAll().where('user_id', '=', userId).where('status', 'in', [...WAITING_STATUSES]);
    if (orderId) query = query.where('id', '=', orderId);
    const orders = await query.execute();
    const now = deps.now();
    const markets = new Set<string>();
    for (const order of orders) {
      const rest = unmatchedOf(order);
      const status = Number(order.matched) > 0 ? 'MATCHED' : 'CANCELLED';
      await trx.updateTable('orders').set({ cancelled: Number(order.cancelled) + rest, status, updated_at: now }).where('id', '=', order.id).execute();
      Object.assign(order, { cancelled: Number(order.cancelled) + rest, status, updated_at: now });
      markets.add(order.market_id);
    }
    for (const marketId of markets) await refreshExposure(trx, deps, userId, marketId);
    return orders;
  });
}

/** Rebuilds a player's book on a market from their open orders, the source of truth. */
export async function refreshExposure(trx: Transaction<Database>, deps: Pick<ExchangeDeps, 'markets'>, userId: string, marketId: string): Promise<number> {
  const orders = await openOrders(trx, userId, marketId);
  if (orders.length === 0) {
    await storeExposure(trx, userId, marketId, 0, null);
    return 0;
  }
  const market = deps.markets.market(marketId);
  const book = bookFromOrders(orders[0]!.market_type, orders);
  const exposure = bookExposure(book, market?.runners.map((r) => r.id) ?? [], market?.numberOfWinners ?? 1);
  await storeExposure(trx, userId, marketId, exposure, book);
  return exposure;
}

/**
 * Matches waiting orders on a market whose prices moved. Matching never raises exposure (a matched
 * stake replaces the losing side it already counted), so no balance check is needed.
 */
export async function matchWaitingOrders(deps: ExchangeDeps, marketId: string): Promise<Order[]> {
  const market = deps.markets.market(marketId);
  if (!market || market.status !== 'OPEN') return [];
  const waiting = await deps.db.selectFrom('orders').selectAll().where('market_id', '=', marketId).where('status', 'in', [...WAITING_STATUSES]).execute();
  const changed: Order[] = [];
  for (const order of waiting) {
    const request = { selectionId: order.selection_id, side: order.side, price: order.price, line: order.line };
    if (takeNow(market, request, unmatchedOf(order)).fills.length === 0) continue;
    const updated = await transact(deps.db, async (trx) => {
      await lockPlayer(trx, deps.dialect, order.user_id);
      const fresh = await trx.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirst();
      if (!fresh || (fresh.status !== 'UNMATCHED' && fresh.status !== 'PARTIAL')) return null;
      // Taken afresh for what is still unmatched, at the best prices now on offer.
      const added = takeNow(market, request, unmatchedOf(fresh)).fills;
      if (added.length === 0) return null;
      const fills = fillsJson(mergeFills(orderFills(fresh), added));
      const matched = Number(fresh.matched) + filledSize(added);
      const status = matched + Number(fresh.cancelled) >= Number(fresh.stake) ? 'MATCHED' : 'PARTIAL';
      const now = deps.now();
      await trx.updateTable('orders').set({ matched, fills, status, updated_at: now }).where('id', '=', fresh.id).execute();
      await refreshExposure(trx, deps, fresh.user_id, marketId);
      return { ...fresh, matched, fills, status, updated_at: now } as Order;
    });
    if (updated) changed.push(updated);
  }
  return changed;
}
