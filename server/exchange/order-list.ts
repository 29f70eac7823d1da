/** A player's orders as lists: open ones (bets still standing) or finished ones, newest first. */
import { sql, type Kysely } from 'kysely';
import type { Database, OrdersTable } from '../db/schema';
import { FINISHED_STATUSES, OPEN_STATUSES } from './exposure';

export interface OrderListQuery {
  status: 'open' | 'settled';
  eventId?: string;
  /** Epoch ms, inclusive. */
  from?: number;
  /** Epoch ms, exclusive. */
  to?: number;
}

/** The most a list answers with. */
const LIST_LIMIT = 500;

/** Open bets by when they were placed; finished ones by when they were settled (a cancelled one when it was cancelled). */
export async function playerOrders(db: Kysely<Database>, userId: string, query: OrderListQuery): Promise<OrdersTable[]> {
  const open = query.status === 'open';
  let q = db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('status', 'in', open ? [...OPEN_STATUSES] : [...FINISHED_STATUSES]);
  if (query.eventId !== undefined) q = q.where('event_id', '=', query.eventId);
  const when = open ? sql<number>`placed_at` : sql<number>`coalesce(settled_at, updated_at)`;
  if (query.from !== undefined) q = q.where(when, '>=', query.from);
  if (query.to !== undefined) q = q.where(when, '<', query.to);
  return q.orderBy(when, 'desc').limit(LIST_LIMIT).execute();
}
