/**
 * The decision on a placement, as a pure function of the request, the market, and the player's state
 * read in the same transaction: the player may bet, the max-win limit holds, and available balance
 * (balance − exposure) stays at or above zero. It runs wherever the store writes (the main thread, or
 * the SQLite writer thread), so it takes plain data only.
 */
import { randomUUID } from 'node:crypto';
import { formatIndiaDateTime, formatRupeesFromPaise as rupees } from '../../domain/format';
import { filledSize, type Fill } from '../../domain/exchange/matching';
import { applyOrder, bookBestWin, bookExposure, emptyBook, type Book } from './book';
import { fillsJson } from './fills';
import type { Limits } from './market-types';
import { isLineMarket } from './market-types';
import type { OrdersTable, UsersTable } from '../db/schema';
import { effectiveLossLimit, type LimitFields } from '../accounts/loss-limit';

export type Order = OrdersTable;

export class OrderRejected extends Error {}

/** A bet on a market the database holds closed (its result is in), whatever the feed still shows. */
export const MARKET_CLOSED = 'This market is closed.';

export interface PlacementRequest {
  selectionId: string;
  side: 'back' | 'lay';
  price: number;
  line: number | null;
  stake: number;
  betSlipRef: string;
  fromOneClick: boolean;
  clientIp: string;
}

export interface PlacementInput {
  userId: string;
  request: PlacementRequest;
  market: {
    id: string;
    name: string;
    type: string;
    eventTypeId: string;
    eventId: string;
    eventName: string;
    competitionId: string;
    runnerIds: string[];
    /** How many runners the market pays: 1, or a place market's places. */
    winners: number;
    selectionName: string | undefined;
  };
  /** What the market takes now: the parts matched at each price (a line market's quote: one part). */
  fills: Fill[];
  limits: Limits;
}

export interface PlayerMarketState {
  user: (Pick<UsersTable, 'status' | 'self_excluded_until'> & LimitFields) | undefined;
  /** Net losses settled since midnight India time, paise (0 when ahead). */
  todayLoss: number;
  /** The player's book on the market; undefined when they have no open orders there. */
  book: Book | undefined;
  balance: number;
  /** Stored exposure over all markets. */
  totalExposure: number;
}

export interface Decision {
  order: Order;
  exposure: number;
  book: Book;
}

/**
 * Order ids that sort by time (base-36 milliseconds, then random), so new orders append to the end of
 * the primary-key index instead of landing on random pages.
 */
export function orderId(now: number): string {
  return `${now.toString(36).padStart(9, '0')}${randomUUID().replace(/-/g, '').slice(0, 16)}`;
}

/** Refuses bets from a self-excluded or locked player (exchange bets, and opening a casino game). */
export function checkPlayerMayBet(user: PlayerMarketState['user'], now: number): void {
  if (!user) throw new OrderRejected('Please Login Again');
  if (user.status !== 'active') throw new OrderRejected('Your account is not allowed to bet.');
  if (user.self_excluded_until && Number(user.self_excluded_until) > now) {
    throw new OrderRejected(`You are self-excluded from betting until ${formatIndiaDateTime(Number(user.self_excluded_until))}.`);
  }
}

/**
 * The order a placement writes, from the request and the id and time the writer gave it. Pure, so the
 * thread that sent the request can rebuild what the writer stored from the id and time alone.
 */
export function newOrder(input: PlacementInput, id: string, now: number): Order {
  const { request, market, fills } = input;
  const matched = filledSize(fills);
  return {
    id,
    user_id: input.userId,
    bet_slip_ref: request.betSlipRef,
    market_id: market.id,
    market_type: market.type,
    market_name: market.name,
    selection_id: request.selectionId,
    selection_name: market.selectionName ?? `${market.name} ${request.side === 'back' ? 'Yes' : 'No'} ${request.line}`,
    event_id: market.eventId,
    event_name: market.eventName,
    event_type_id: market.eventTypeId,
    competition_id: market.competitionId,
    side: request.side,
    price: request.price,
    line: isLineMarket(market.type) ? request.line : null,
    stake: request.stake,
    matched,
    fills: fillsJson(fills),
    cancelled: 0,
    status: matched === request.stake ? 'MATCHED' : matched > 0 ? 'PARTIAL' : 'UNMATCHED',
    profit: null,
    from_one_click: request.fromOneClick ? 1 : 0,
    client_ip: request.clientIp.slice(0, 64),
    placed_at: now,
    updated_at: now,
    settled_at: null,
  };
}

export function decidePlacement(input: PlacementInput, state: PlayerMarketState, now: number): Decision {
  checkPlayerMayBet(state.user, now);
  const { request, market, fills, limits } = input;
  const order = newOrder(input, orderId(now), now);
  const book = state.book ?? emptyBook(market.type);
  const oldExposure = bookExposure(book, market.runnerIds, market.winners);
  applyOrder(book, order, fills, request.stake - order.matched, 1);
  const newExposure = bookExposure(book, market.runnerIds, market.winners);
  if (bookBestWin(book, market.runnerIds, market.winners) > limits.maxWinPerMarket) {
    throw new OrderRejected(`This bet could win more than the ${rupees(limits.maxWinPerMarket)} allowed on one market.`);
  }
  const exposureElsewhere = state.totalExposure - oldExposure;
  if (newExposure > oldExposure && state.balance - exposureElsewhere - newExposure < 0) {
    throw new OrderRejected(`Insufficient balance: this bet needs ${rupees(newExposure - oldExposure)} and ${rupees(Math.max(0, state.balance - exposureElsewhere - oldExposure))} is available.`);
  }
  const limit = state.user ? effectiveLossLimit(state.user, now) : null;
  if (limit !== null && newExposure > oldExposure && state.todayLoss + exposureElsewhere + newExposure > limit) {
    throw new OrderRejected(`This bet could take your losses today past your daily loss limit of ${rupees(limit)}. You can lose at most ${rupees(Math.max(0, limit - state.todayLoss - exposureElsewhere - oldExposure))} more today.`);
  }
  return { order, exposure: newExposure, book };
}
