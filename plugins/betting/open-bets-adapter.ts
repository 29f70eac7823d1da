/**
 * Orders as the operator's API sends them (`get-bets-success`, `order-list`, `order-update`) → clean
 * open bets in paise and hundredths. Wire names stay in this file.
 */
import type { Wire } from '../../engine/plugin-api';
import type { Fill } from '../../domain/exchange/matching';
import { toHundredths } from '../../domain/exchange/price-ladder';
import type { BetSide } from './selection';

/** The schema's statuses, and whatever else an operator's backend may send. */
export type OrderStatus = Wire.Order['status'] | (string & {});

export interface OpenBet {
  id: string;
  betSlipRef: string;
  side: BetSide;
  marketId: string;
  marketName: string;
  marketType: string;
  selectionId: string;
  selectionName: string;
  eventId: string;
  eventName: string;
  eventTypeId: string;
  /** Runner markets: hundredths of decimal odds. Line markets: the rate in percent. */
  price: number;
  line: number | null;
  /** Paise. */
  stake: number;
  matched: number;
  /**
   * The matched parts, each at the price it was matched at (price improvement can fill one bet at
   * several prices, all as good as or better than `price`, which is the limit asked).
   */
  fills: readonly Fill[];
  remaining: number;
  status: OrderStatus;
  placedAt: number;
  settledAt: number | null;
  profit: number | null;
}

export function isLineMarketType(marketType: string): boolean {
  return marketType === 'SESSION' || marketType === 'INNINGS_RUNS';
}

const paise = (rupees: unknown): number => {
  const value = Number(rupees);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Wire fills [{ price, size }] (decimal odds, rupees); without them everything matched is at the order's price. */
function readFills(wire: unknown, line: boolean, price: number, matched: number): Fill[] {
  const whole = matched > 0 ? [{ price, size: matched }] : [];
  if (line || !Array.isArray(wire)) return whole;
  const fills = wire
    .map((f) => (f && typeof f === 'object' ? { price: toHundredths(Number((f as Record<string, unknown>).price)), size: paise((f as Record<string, unknown>).size) } : null))
    .filter((f): f is Fill => f !== null && Number.isFinite(f.price) && f.price > 0 && f.size > 0);
  // Parts that do not add up to what is matched are not trusted: the whole at the order's price is.
  return fills.reduce((sum, f) => sum + f.size, 0) === matched ? fills : whole;
}

/**
 * An order as it may arrive: the schema's fields, any of them missing, with `id` and `selectionId`
 * read where `_id` and `runnerId` are missing.
 */
type WireOrder = Partial<Wire.Order> & { id?: unknown; selectionId?: unknown };

/** One wire order, or null when it lacks an id or a market. */
export function readOrder(wire: unknown): OpenBet | null {
  if (!wire || typeof wire !== 'object') return null;
  const o = wire as WireOrder;
  const id = text(o._id ?? o.id);
  const marketId = text(o.marketId);
  if (!id || !marketId) return null;
  const marketType = text(o.marketType) || 'MATCH_ODDS';
  const side: BetSide = ['lay', 'no'].includes(text(o.type).toLowerCase()) ? 'lay' : 'back';
  const rate = Number(o.rate);
  const stake = paise(o.stake);
  const remaining = paise(o.sizeRemaining);
  const matched = o.sizeMatched === undefined ? Math.max(0, stake - remaining) : paise(o.sizeMatched);
  const line = o.line === null || o.line === undefined ? null : Number(o.line);
  const price = !Number.isFinite(rate) ? 0 : isLineMarketType(marketType) ? Math.round(rate) : toHundredths(rate);
  return {
    id,
    betSlipRef: text(o.betSlipRef),
    side,
    marketId,
    marketName: text(o.marketName),
    marketType,
    selectionId: text(o.runnerId ?? o.selectionId),
    selectionName: text(o.selectionName),
    eventId: text(o.eventId),
    eventName: text(o.eventName),
    eventTypeId: text(o.eventTypeId),
    price,
    line: line !== null && Number.isFinite(line) ? line : null,
    stake,
    matched,
    fills: readFills(o.fills, isLineMarketType(marketType), price, matched),
    remaining,
    status: text(o.status) || 'MATCHED',
    placedAt: Date.parse(text(o.placedTime)) || 0,
    settledAt: o.settledTime ? Date.parse(text(o.settledTime)) || null : null,
    profit: o.profit === null || o.profit === undefined ? null : paise(o.profit),
  };
}

export function readOrders(list: unknown): OpenBet[] {
  return Array.isArray(list) ? list.map(readOrder).filter((bet): bet is OpenBet => bet !== null) : [];
}

export function isOpen(bet: OpenBet): boolean {
  return (bet.status === 'UNMATCHED' || bet.status === 'PARTIAL' || bet.status === 'MATCHED') && bet.matched + bet.remaining > 0;
}
