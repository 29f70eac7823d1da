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

/**
 * Applies a withdrawal to a market's open orders, once (runner_withdrawals guards it: the feed may
 * report the same withdrawal again after a takeover). One transaction: the players' cash rows in id
 * order, then their orders. Returns the orders changed (none the second time).
 */
export async function withdrawRunner(deps: Pick<ExchangeDeps, 'db' | 'dialect' | 'markets' | 'now'>, marketId: string, runnerId: string, reductionFactor: number): Promise<Order[]> {
  return transact(deps.db, async (trx) => {
    const players = await trx.selectFrom('orders').select('user_id').where('market_id', '=', marketId).where('status', 'in', [...OPEN_STATUSES]).distinct().execute();
    await lockAccounts(trx, deps.dialect, players.map((p) => accountId(p.user_id, 'cash')));
    const now = deps.now();
    const first = await trx.insertInto('runner_withdrawals').values({ market_id: marketId, runner_id: runnerId, reduction_factor: reductionFactor, applied_at: now }).onConflict((oc) => oc.columns(['market_id', 'runner_id']).doNothing()).executeTakeFirst();
    if (Number(first.numInsertedOrUpdatedRows ?? 0) === 0) return [];
    const open = await trx.selectFrom('orders').selectAll().where('market_id', '=', marketId).where('status', 'in', [...OPEN_STATUSES]).execute();
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
    for (const { user_id: userId } of players) await refreshExposure(trx, deps, userId, marketId);
    return updated;
  });
}
