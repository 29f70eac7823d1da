/**
 * A non-runner in a race's Win market, as Betfair handles one: bets on the withdrawn runner are void,
 * every unmatched bet in the market is cancelled (the market re-forms), and each part matched on another
 * runner before the withdrawal keeps its stake at a price reduced by the reduction factor. The repriced
 * parts then settle through the ordinary settlement path, which pays each part at its stored price.
 */
import { transact } from '../db/transaction';
import type { Fill } from '../../domain/exchange/matching';
import { OPEN_STATUSES, unmatchedOf } from './exposure';
import { fillsJson, orderFills } from './fills';
import { accountId, lockAccounts } from './ledger';
import { refreshExposure, type ExchangeDeps, type Order } from './orders';

/**
 * A matched price (hundredths) after a reduction factor (tenths of a percent): price × (1 − factor), to
 * the nearest hundredth (halves up), never below 1.00, where a back wins nothing and a lay risks nothing.
 */
export function reducedPrice(price: number, reductionFactor: number): number {
  return Math.max(100, Math.round((price * (1000 - reductionFactor)) / 1000));
}

export function reducedFills(fills: readonly Fill[], reductionFactor: number): Fill[] {
  return fills.map((fill) => ({ price: reducedPrice(fill.price, reductionFactor), size: fill.size }));
}

/** Applies a withdrawal to a market's open orders, one player at a time; returns the orders changed. */
export async function withdrawRunner(deps: Pick<ExchangeDeps, 'db' | 'dialect' | 'markets' | 'now'>, marketId: string, runnerId: string, reductionFactor: number): Promise<Order[]> {
  const players = await deps.db.selectFrom('orders').select('user_id').where('market_id', '=', marketId).where('status', 'in', [...OPEN_STATUSES]).distinct().execute();
  const changed: Order[] = [];
  for (const { user_id: userId } of players) {
    const orders = await transact(deps.db, async (trx) => {
      // PostgreSQL: the player's placements queue behind this, as they do behind a cancel.
      if (deps.dialect === 'postgres') await lockAccounts(trx, deps.dialect, [accountId(userId, 'cash')]);
      const open = await trx.selectFrom('orders').selectAll().where('user_id', '=', userId).where('market_id', '=', marketId).where('status', 'in', [...OPEN_STATUSES]).execute();
      const now = deps.now();
      const updated: Order[] = [];
      for (const order of open) {
        const cancelled = Number(order.cancelled) + unmatchedOf(order);
        let next: Partial<Order>;
        if (order.selection_id === runnerId) next = { status: 'VOID', cancelled, profit: 0, settled_at: now, updated_at: now };
        else if (Number(order.matched) === 0) next = { status: 'CANCELLED', cancelled, updated_at: now };
        else {
          const fills = reducedFills(orderFills(order), reductionFactor);
          next = { status: 'MATCHED', cancelled, price: reducedPrice(order.price, reductionFactor), fills: fillsJson(fills), updated_at: now };
        }
        await trx.updateTable('orders').set(next).where('id', '=', order.id).execute();
        updated.push({ ...order, ...next } as Order);
      }
      await refreshExposure(trx, deps, userId, marketId);
      return updated;
    });
    changed.push(...orders);
  }
  return changed;
}
