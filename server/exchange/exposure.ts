/** A player's exposure on one market, recomputed from their open orders with the engine's arithmetic. */
import { placeMarketPosition, runnerMarketPosition, sessionExposure, sessionLadder } from '../../domain/exchange/exposure';
import type { RunnerBet, SessionBet } from '../../domain/exchange/pnl';
import type { OrdersTable } from '../db/schema';
import type { MarketSnapshot } from '../feed/types';
import { orderFills } from './fills';
import { isLineMarket } from './market-types';

export type OpenOrder = Pick<OrdersTable, 'selection_id' | 'side' | 'price' | 'line' | 'stake' | 'matched' | 'fills' | 'cancelled' | 'market_type'>;

/** Orders still standing: their stakes are held and they settle with their market. */
export const OPEN_STATUSES = ['UNMATCHED', 'PARTIAL', 'MATCHED'] as const;
/** Open orders with a part still waiting to be matched. */
export const WAITING_STATUSES = ['UNMATCHED', 'PARTIAL'] as const;
/** Orders that are done: settled, voided or cancelled whole. */
export const FINISHED_STATUSES = ['SETTLED', 'VOID', 'CANCELLED'] as const;

export function unmatchedOf(order: Pick<OrdersTable, 'stake' | 'matched' | 'cancelled'>): number {
  return Number(order.stake) - Number(order.matched) - Number(order.cancelled);
}

/** Each matched part at its own price, and the unmatched rest at the order's price. */
function split<T>(orders: readonly OpenOrder[], make: (o: OpenOrder, stake: number, price: number) => T): { matched: T[]; unmatched: T[] } {
  const matched: T[] = [];
  const unmatched: T[] = [];
  for (const order of orders) {
    for (const fill of orderFills(order)) matched.push(make(order, fill.size, fill.price));
    const rest = unmatchedOf(order);
    if (rest > 0) unmatched.push(make(order, rest, order.price));
  }
  return { matched, unmatched };
}

type MarketShape = Pick<MarketSnapshot, 'type' | 'runners' | 'numberOfWinners'>;

export function marketExposure(orders: readonly OpenOrder[], market: MarketShape): number {
  if (orders.length === 0) return 0;
  if (isLineMarket(market.type)) {
    const { matched, unmatched } = split<SessionBet>(orders, (o, stake) => ({ side: o.side, line: Number(o.line ?? 0), rate: o.price, stake }));
    return sessionExposure(matched, unmatched);
  }
  const runners = [...new Set([...market.runners.map((r) => r.id), ...orders.map((o) => o.selection_id)])];
  const { matched, unmatched } = split<RunnerBet>(orders, (o, stake, price) => ({ runnerId: o.selection_id, side: o.side, price, stake }));
  const winners = market.numberOfWinners ?? 1;
  return winners > 1 ? placeMarketPosition(runners, winners, matched, unmatched).exposure : runnerMarketPosition(runners, matched, unmatched).exposure;
}

/** Best profit over outcomes, for the max-win-per-market limit. */
export function marketBestWin(orders: readonly OpenOrder[], market: MarketShape): number {
  if (orders.length === 0) return 0;
  if (isLineMarket(market.type)) {
    const ladder = sessionLadder(orders.map((o) => ({ side: o.side, line: Number(o.line ?? 0), rate: o.price, stake: Number(o.stake) - Number(o.cancelled) })));
    return Math.max(0, ...ladder.map((step) => step.pnl));
  }
  const runners = market.runners.map((r) => r.id);
  const { matched, unmatched } = split<RunnerBet>(orders, (o, stake, price) => ({ runnerId: o.selection_id, side: o.side, price, stake }));
  const winners = market.numberOfWinners ?? 1;
  if (winners > 1) return Math.max(0, placeMarketPosition(runners, winners, [...matched, ...unmatched]).best);
  const position = runnerMarketPosition(runners, [...matched, ...unmatched]);
  return Math.max(0, ...Object.values(position.byRunner));
}
