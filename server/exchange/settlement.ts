/**
 * Settles a market: each player's matched bets are paid or collected through the ledger (against the
 * house account) in one transaction with the orders' new state; unmatched remainders lapse. A market
 * settles once: the settled_markets row and the ledger's unique (kind, reference) make a second try a no-op.
 */
import { countWagering } from '../wallet/bonuses';
import { runnerBetPnlIf, sessionBetPnl } from '../../domain/exchange/pnl';
import type { Order } from './orders';
import { storeExposure, type ExchangeDeps } from './orders';
import { accountId, ensureAccount, HOUSE_OWNER, post } from './ledger';
import { isLineMarket } from './market-types';
import { OPEN_STATUSES, unmatchedOf } from './exposure';
import { orderFills } from './fills';

/** `placed`: a place market's result, the runners placed (as many as the market pays, or fewer if fewer finish). */
export type MarketResult = { kind: 'winner'; runnerId: string } | { kind: 'placed'; runnerIds: string[] } | { kind: 'runs'; runs: number } | { kind: 'void' };

export function describeResult(result: MarketResult): string {
  if (result.kind === 'placed') return `placed:${result.runnerIds.join(',')}`;
  return result.kind === 'winner' ? `winner:${result.runnerId}` : result.kind === 'runs' ? `runs:${result.runs}` : 'void';
}

export function orderPnl(order: Pick<Order, 'market_type' | 'selection_id' | 'side' | 'price' | 'line' | 'matched' | 'fills'>, result: MarketResult): number {
  if (result.kind === 'void' || Number(order.matched) === 0) return 0;
  const stake = Number(order.matched);
  if (isLineMarket(order.market_type)) {
    if (result.kind !== 'runs') throw new Error(`Line market settled with ${result.kind}`);
    return sessionBetPnl({ side: order.side, line: Number(order.line ?? 0), rate: order.price, stake }, result.runs);
  }
  if (result.kind === 'runs') throw new Error(`Runner market settled with ${result.kind}`);
  const wins = result.kind === 'winner' ? result.runnerId === order.selection_id : result.runnerIds.includes(order.selection_id);
  // Each matched part pays at the price it was matched at.
  return orderFills(order).reduce((sum, fill) => sum + runnerBetPnlIf({ runnerId: order.selection_id, side: order.side, price: fill.price, stake: fill.size }, wins), 0);
}

export interface SettlementOutcome {
  settled: boolean;
  /** Net P&L by player, paise. */
  byUser: Map<string, number>;
}

export async function settleMarket(deps: Pick<ExchangeDeps, 'db' | 'now'>, marketId: string, result: MarketResult): Promise<SettlementOutcome> {
  return deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('settled_markets')
      .values({ market_id: marketId, result: describeResult(result), settled_at: deps.now() })
      .onConflict((oc) => oc.column('market_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { settled: false, byUser: new Map() };
    const orders = await trx.selectFrom('orders').selectAll().where('market_id', '=', marketId).where('status', 'in', [...OPEN_STATUSES]).execute();
    const byUser = new Map<string, number>();
    const now = deps.now();
    const settled: Array<{ user_id: string; matched: number; placed_at: number; status: string }> = [];
    for (const order of orders) {
      const pnl = orderPnl(order, result);
      byUser.set(order.user_id, (byUser.get(order.user_id) ?? 0) + pnl);
      const lapsed = unmatchedOf(order);
      const status = result.kind === 'void' || Number(order.matched) === 0 ? 'VOID' : 'SETTLED';
      await trx.updateTable('orders').set({ status, profit: pnl, cancelled: Number(order.cancelled) + lapsed, settled_at: now, updated_at: now }).where('id', '=', order.id).execute();
      settled.push({ user_id: order.user_id, matched: Number(order.matched), placed_at: Number(order.placed_at), status });
    }
    await countWagering(trx, settled, now);
    const house = await ensureAccount(trx, HOUSE_OWNER, 'house');
    for (const [userId, pnl] of byUser) {
      await post(trx, {
        kind: 'settlement',
        reference: `${marketId}:${userId}`,
        description: `Settlement of ${orders.find((o) => o.user_id === userId)?.market_name ?? marketId} (${describeResult(result)})`,
        entries: [
          { accountId: accountId(userId, 'cash'), amount: pnl },
          { accountId: house, amount: -pnl },
        ],
        at: now,
      });
      await storeExposure(trx, userId, marketId, 0, null);
    }
    return { settled: true, byUser };
  });
}
