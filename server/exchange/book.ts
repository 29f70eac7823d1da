/**
 * A player's book on one market, kept beside its exposure so a new order is checked in constant time
 * instead of re-reading every open order. Each order contributes, per outcome, its matched P&L, the
 * losing side of its unmatched part, and (for the max-win limit) its full P&L; contributions are the
 * same per-order numbers exposure is defined by, so the book always equals a recomputation from orders.
 *
 * Runner markets: a bet's P&L is the same for every runner but its own, so each vector is kept as a
 * value for all runners plus adjustments for the runners bet on. Line markets: P&L is a step function
 * of runs, kept as a base plus a step at each line.
 */
import { filledSize, type Fill } from '../../domain/exchange/matching';
import { extremeSum } from '../../domain/exchange/exposure';
import { oddsLiability, oddsWinnings, sessionRate } from '../../domain/exchange/pnl';
import type { OrdersTable } from '../db/schema';
import { orderFills } from './fills';
import { isLineMarket } from './market-types';

interface Vector {
  all: number;
  adj: Record<string, number>;
}

export type Book =
  | { kind: 'runners'; matched: Vector; loss: Vector; full: Vector }
  | { kind: 'lines'; matched: Vector; full: Vector };

export interface BookOrder {
  market_type: string;
  selection_id: string;
  side: 'back' | 'lay';
  price: number;
  line: number | null;
}

const vector = (): Vector => ({ all: 0, adj: {} });

export function emptyBook(marketType: string): Book {
  return isLineMarket(marketType) ? { kind: 'lines', matched: vector(), full: vector() } : { kind: 'runners', matched: vector(), loss: vector(), full: vector() };
}

function add(v: Vector, all: number, key: string, own: number): void {
  v.all += all;
  const next = (v.adj[key] ?? 0) + own;
  if (next === 0) delete v.adj[key];
  else v.adj[key] = next;
}

/** P&L of a stake at a price on runner outcomes: [if another runner wins, if this runner wins]. */
function runnerPnl(side: BookOrder['side'], stake: number, price: number): [number, number] {
  return side === 'back' ? [-stake, oddsWinnings(stake, price)] : [stake, -oddsLiability(stake, price)];
}

/** P&L of a line stake: [below the line, at or above it]. */
function linePnl(order: BookOrder, stake: number): [number, number] {
  const rate = sessionRate(order.price);
  return order.side === 'back' ? [-stake, Math.floor((stake * rate) / 100)] : [stake, -Math.ceil((stake * rate) / 100)];
}

/**
 * Adds (sign 1) or removes (sign −1) an order whose matched parts are `fills` (each at its own price)
 * and whose `unmatched` paise rest at the order's price.
 */
export function applyOrder(book: Book, order: BookOrder, fills: readonly Fill[], unmatched: number, sign: 1 | -1): void {
  if (book.kind === 'lines') {
    const matched = filledSize(fills);
    const key = String(order.line ?? 0);
    for (const [v, stake] of [[book.matched, matched], [book.full, matched + unmatched]] as const) {
      if (stake === 0) continue;
      const [below, above] = linePnl(order, stake);
      add(v, sign * below, key, sign * (above - below));
    }
    return;
  }
  for (const fill of fills) {
    const [other, own] = runnerPnl(order.side, fill.size, fill.price);
    add(book.matched, sign * other, order.selection_id, sign * (own - other));
    add(book.full, sign * other, order.selection_id, sign * (own - other));
  }
  if (unmatched > 0) {
    const [other, own] = runnerPnl(order.side, unmatched, order.price);
    add(book.loss, sign * Math.min(0, other), order.selection_id, sign * (Math.min(0, own) - Math.min(0, other)));
    add(book.full, sign * other, order.selection_id, sign * (own - other));
  }
}

/** Outcome values of a runner book: every market runner, plus any runner bet on. */
function runnerOutcomes(vectors: Vector[], runnerIds: readonly string[]): number[] {
  const ids = new Set([...runnerIds, ...vectors.flatMap((v) => Object.keys(v.adj))]);
  return [...ids].map((id) => vectors.reduce((sum, v) => sum + v.all + (v.adj[id] ?? 0), 0));
}

/** Values of a line book at 0 runs and at each line, in order. */
function lineOutcomes(v: Vector): number[] {
  const steps = Object.entries(v.adj).map(([line, delta]) => [Number(line), delta] as const).sort((a, b) => a[0] - b[0]);
  // The base is the value below every line; with a line at 0 no run total is below it.
  const values = steps[0]?.[0] === 0 ? [] : [v.all];
  let running = v.all;
  for (const [, delta] of steps) {
    running += delta;
    values.push(running);
  }
  return values;
}

/**
 * A place market's worst (or best) outcome: `all` is the value with no runner bet on placed, and
 * adj[r] what placing r adds, so an outcome is `all` plus the adjustments of the runners it places
 * (domain/exchange/exposure.ts, placeMarketPosition).
 */
function placeOutcome(vectors: Vector[], runnerIds: readonly string[], winners: number, best: boolean): number {
  const adj: Record<string, number> = {};
  for (const v of vectors) for (const [id, value] of Object.entries(v.adj)) adj[id] = (adj[id] ?? 0) + value;
  const size = new Set([...runnerIds, ...Object.keys(adj)]).size;
  return vectors.reduce((sum, v) => sum + v.all, 0) + extremeSum(Object.values(adj), size, winners, best);
}

/** `winners`: how many runners the market pays (1 for a win market, the places for a place market). */
export function bookExposure(book: Book, runnerIds: readonly string[], winners = 1): number {
  if (book.kind === 'runners' && winners > 1) return Math.max(0, -placeOutcome([book.matched, book.loss], runnerIds, winners, false));
  const outcomes = book.kind === 'lines' ? lineOutcomes(book.matched) : runnerOutcomes([book.matched, book.loss], runnerIds);
  return Math.max(0, -Math.min(0, ...outcomes));
}

export function bookBestWin(book: Book, runnerIds: readonly string[], winners = 1): number {
  if (book.kind === 'runners' && winners > 1) return Math.max(0, placeOutcome([book.full], runnerIds, winners, true));
  const outcomes = book.kind === 'lines' ? lineOutcomes(book.full) : runnerOutcomes([book.full], runnerIds);
  return Math.max(0, ...outcomes);
}

export function bookFromOrders(marketType: string, orders: ReadonlyArray<BookOrder & Pick<OrdersTable, 'stake' | 'matched' | 'cancelled' | 'fills'>>): Book {
  const book = emptyBook(marketType);
  for (const order of orders) {
    applyOrder(book, order, orderFills(order), Number(order.stake) - Number(order.matched) - Number(order.cancelled), 1);
  }
  return book;
}
