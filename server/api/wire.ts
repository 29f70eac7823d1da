/**
 * The operator API's wire shapes. Names stay as the backend spells them (bounsBalance, refrenceNo…)
 * only here; amounts travel in rupees and live in paise everywhere else.
 */
import { averagePrice } from '../../domain/exchange/matching';
import type { Order, User } from '../../schemas/wire';
import type { OrdersTable, UsersTable } from '../db/schema';
import { orderFills } from '../exchange/fills';

export const toRupees = (paise: number): number => Math.round(paise) / 100;
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

export function userWire(user: UsersTable, token: string): User {
  const settings = JSON.parse(user.settings) as User['settings'];
  return {
    _id: user.id,
    memberCode: user.member_code,
    username: user.username,
    role: user.role,
    status: user.status,
    key: user.id,
    verifytoken: token,
    isB2C: user.is_b2c === 1,
    isDemo: user.is_demo === 1,
    details: { username: user.username },
    settings: { ...settings, oneClickSettings: { ...settings.oneClickSettings, active: false } },
  };
}

export function orderWire(order: OrdersTable): Order {
  const line = order.market_type === 'SESSION' || order.market_type === 'INNINGS_RUNS';
  const price = line ? order.price : order.price / 100;
  const fills = orderFills(order);
  const average = averagePrice(fills);
  return {
    _id: order.id,
    betSlipRef: order.bet_slip_ref,
    type: order.side === 'back' ? 'Back' : 'Lay',
    marketType: order.market_type,
    marketName: order.market_name,
    selectionName: order.selection_name,
    runnerId: order.selection_id,
    eventName: order.event_name,
    eventId: order.event_id,
    eventTypeId: order.event_type_id,
    competitionId: order.competition_id,
    marketId: order.market_id,
    rate: price,
    line: order.line,
    // What was matched, at each price (a rate for line markets), and the size-weighted average price.
    fills: fills.map((f) => ({ price: line ? f.price : f.price / 100, size: toRupees(f.size) })),
    averagePrice: average === null ? null : line ? average : Math.round(average * 100) / 10_000,
    stake: toRupees(Number(order.stake)),
    sizeMatched: toRupees(Number(order.matched)),
    sizeRemaining: toRupees(Number(order.stake) - Number(order.matched) - Number(order.cancelled)),
    sizeCancelled: toRupees(Number(order.cancelled)),
    status: order.status,
    placedTime: new Date(Number(order.placed_at)).toISOString(),
    settledTime: order.settled_at ? new Date(Number(order.settled_at)).toISOString() : null,
    profit: order.profit === null ? null : toRupees(Number(order.profit)),
  };
}
