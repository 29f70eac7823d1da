/** What happens after an order changes: players hear about it on their socket room. */
import { WAITING_STATUSES } from '../exchange/exposure';
import type { Order } from '../exchange/orders';
import { orderWire } from './wire';

export interface OrderEvents {
  /** `exceptSocket`: the socket that placed it, which already has the reply. */
  placed(userId: string, order: Order, exceptSocket?: string): void;
  changed(userId: string, orders: readonly Order[]): void;
  placedMessage(order: Order): string;
}

/** `payload` is built only when someone will receive it (a placer alone in their room gets nothing). */
export type Emit = (room: string, event: string, payload: () => unknown, exceptSocket?: string) => void;

export function playerRoom(userId: string): string {
  return `player:${userId}`;
}

/** `onWaiting` hears of every market that gets an order with an unmatched part, so price moves can match it. */
export function orderEvents(emit: Emit, onWaiting: (marketId: string) => void = () => {}): OrderEvents {
  const placedMessage = (order: Order) =>
    order.status === 'MATCHED' ? 'Bet Matched' : order.status === 'PARTIAL' ? 'Bet partly matched; the rest is waiting for your price.' : 'Bet placed: unmatched until your price is available.';
  return {
    placedMessage,
    placed(userId, order, exceptSocket) {
      if ((WAITING_STATUSES as readonly string[]).includes(order.status)) onWaiting(order.market_id);
      emit(playerRoom(userId), 'order-update', () => ({ orders: [orderWire(order)] }), exceptSocket);
    },
    changed(userId, orders) {
      if (orders.length) emit(playerRoom(userId), 'order-update', () => ({ orders: orders.map(orderWire) }));
    },
  };
}
