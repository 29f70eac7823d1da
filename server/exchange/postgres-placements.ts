/**
 * Writes a batch of placements on PostgreSQL in one transaction with a handful of round trips: lock
 * the players' cash rows (in id order, so batches cannot deadlock), read their state once, decide each
 * placement in order against that state as it evolves, then insert the orders and books in bulk.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, OrdersTable } from '../db/schema';
import type { Book } from './book';
import { indiaDayStart } from '../accounts/loss-limit';
import { LOSS_POSTING_KINDS } from '../accounts/loss-today';
import { accountId } from './ledger';
import { decidePlacement, OrderRejected, type PlacementInput, type PlayerMarketState } from './placement-decision';
import type { PlacementOutcome } from './sqlite-placements';

export function postgresPlacementBatch(db: Kysely<Database>): (items: readonly PlacementInput[]) => Promise<PlacementOutcome[]> {
  return (items) =>
    db.transaction().execute(async (trx) => {
      const userIds = [...new Set(items.map((i) => i.userId))].sort();
      const cashIds = userIds.map((id) => accountId(id, 'cash'));
      const marketIds = [...new Set(items.map((i) => i.market.id))];
      const slips = [...new Set(items.map((i) => i.request.betSlipRef))];
      const [accounts, users, books, totals, existing, settledToday] = await Promise.all([
        sql<{ id: string; balance: number }>`select id, balance from accounts where id in (${sql.join(cashIds)}) order by id for update`.execute(trx).then((r) => r.rows),
        trx.selectFrom('users').select(['id', 'status', 'self_excluded_until', 'daily_loss_limit', 'daily_loss_limit_next', 'daily_loss_limit_next_at']).where('id', 'in', userIds).execute(),
        trx.selectFrom('market_exposure').select(['user_id', 'market_id', 'exposure', 'book']).where('user_id', 'in', userIds).where('market_id', 'in', marketIds).execute(),
        trx.selectFrom('market_exposure').select(['user_id', (eb) => eb.fn.sum<number>('exposure').as('total')]).where('user_id', 'in', userIds).groupBy('user_id').execute(),
        trx.selectFrom('orders').selectAll().where('user_id', 'in', userIds).where('bet_slip_ref', 'in', slips).execute(),
        trx
          .selectFrom('ledger_entries as e')
          .innerJoin('ledger_transactions as t', 't.id', 'e.tx_id')
          .select(['e.account_id', (eb) => eb.fn.sum<number>('e.amount').as('net')])
          .where('e.account_id', 'in', cashIds)
          .where('t.kind', 'in', [...LOSS_POSTING_KINDS])
          .where('e.created_at', '>=', indiaDayStart(Date.now()))
          .groupBy('e.account_id')
          .execute(),
      ]);
      const today = new Map(settledToday.map((r) => [r.account_id, Math.max(0, -Number(r.net))]));
      const balance = new Map(accounts.map((a) => [a.id, Number(a.balance)]));
      const user = new Map(users.map((u) => [u.id, u]));
      const book = new Map(books.map((b) => [`${b.user_id}|${b.market_id}`, { exposure: Number(b.exposure), book: b.book ? (JSON.parse(b.book) as Book) : undefined }]));
      const total = new Map(totals.map((t) => [t.user_id, Number(t.total)]));
      const placed = new Map(existing.map((o) => [`${o.user_id}|${o.bet_slip_ref}`, o]));

      const orders: OrdersTable[] = [];
      const changedBooks = new Set<string>();
      const outcomes = items.map((input): PlacementOutcome => {
        const slipKey = `${input.userId}|${input.request.betSlipRef}`;
        const earlier = placed.get(slipKey);
        if (earlier) return { ok: true, order: earlier, repeated: true };
        const key = `${input.userId}|${input.market.id}`;
        const current = book.get(key);
        const state: PlayerMarketState = {
          user: user.get(input.userId),
          book: current?.book ? (structuredClone(current.book) as Book) : undefined,
          todayLoss: today.get(accountId(input.userId, 'cash')) ?? 0,
          balance: balance.get(accountId(input.userId, 'cash')) ?? 0,
          totalExposure: total.get(input.userId) ?? 0,
        };
        try {
          const decision = decidePlacement(input, state, Date.now());
          total.set(input.userId, state.totalExposure - (current?.exposure ?? 0) + decision.exposure);
          book.set(key, { exposure: decision.exposure, book: decision.book });
          changedBooks.add(key);
          placed.set(slipKey, decision.order);
          orders.push(decision.order);
          return { ok: true, order: decision.order, repeated: false };
        } catch (error) {
          if (error instanceof OrderRejected) return { ok: false, rejected: true, message: error.message };
          throw error;
        }
      });

      if (orders.length) await trx.insertInto('orders').values(orders).execute();
      const rows = [...changedBooks].map((key) => {
        const [userId, marketId] = key.split('|') as [string, string];
        const entry = book.get(key)!;
        return { user_id: userId, market_id: marketId, exposure: entry.exposure, book: JSON.stringify(entry.book) };
      });
      if (rows.length) {
        await trx
          .insertInto('market_exposure')
          .values(rows)
          .onConflict((oc) => oc.columns(['user_id', 'market_id']).doUpdateSet((eb) => ({ exposure: eb.ref('excluded.exposure'), book: eb.ref('excluded.book') })))
          .execute();
      }
      return outcomes;
    });
}
