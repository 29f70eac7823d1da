/**
 * Writes a batch of placements on a SQLite connection in one transaction (group commit): each is read,
 * decided and written with prepared statements; a rejection writes nothing and the rest go on; a failed
 * write aborts the whole batch. Shared by the in-thread store and the writer thread.
 */
import type SQLite from 'better-sqlite3';
import type { Book } from './book';
import { indiaDayStart, type LimitFields } from '../accounts/loss-limit';
import { accountId } from './ledger';
import { decidePlacement, OrderRejected, type Order, type PlacementInput } from './placement-decision';

export type PlacementOutcome =
  | { ok: true; order: Order; repeated: boolean }
  | { ok: false; rejected: true; message: string }
  | { ok: false; rejected: false; message: string };

const ORDER_COLUMNS = [
  'id', 'user_id', 'bet_slip_ref', 'market_id', 'market_type', 'market_name', 'selection_id', 'selection_name', 'event_id', 'event_name', 'event_type_id', 'competition_id',
  'side', 'price', 'line', 'stake', 'matched', 'cancelled', 'status', 'profit', 'from_one_click', 'client_ip', 'placed_at', 'updated_at', 'settled_at',
] as const;

/** A write failed half-way through a placement: the batch's transaction must roll back whole. */
class BatchAborted extends Error {
  constructor(override readonly cause: unknown) {
    super('placement batch aborted');
  }
}

export function sqlitePlacementBatch(raw: SQLite.Database): (items: readonly PlacementInput[]) => PlacementOutcome[] {
  const statements = {
    bySlip: raw.prepare('select * from orders where user_id = ? and bet_slip_ref = ?'),
    // Everything the decision needs in one statement: the player, their cash, their exposure and book.
    state: raw.prepare(`select u.status, u.self_excluded_until, u.daily_loss_limit, u.daily_loss_limit_next, u.daily_loss_limit_next_at,
        (select balance from accounts where id = @cash) as balance,
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_transactions t on t.id = e.tx_id
          where e.account_id = @cash and t.kind = 'settlement' and e.created_at >= @dayStart) as today,
        (select coalesce(sum(exposure), 0) from market_exposure where user_id = @user) as total,
        (select book from market_exposure where user_id = @user and market_id = @market) as book
      from users u where u.id = @user`),
    insert: raw.prepare(`insert into orders (${ORDER_COLUMNS.join(', ')}) values (${ORDER_COLUMNS.map((c) => `@${c}`).join(', ')})`),
    upsertExposure: raw.prepare('insert into market_exposure (user_id, market_id, exposure, book) values (?, ?, ?, ?) on conflict (user_id, market_id) do update set exposure = excluded.exposure, book = excluded.book'),
  };

  const placeOne = (input: PlacementInput): PlacementOutcome => {
    const existing = statements.bySlip.get(input.userId, input.request.betSlipRef) as Order | undefined;
    if (existing) return { ok: true, order: existing, repeated: true };
    const now = Date.now();
    const row = statements.state.get({ user: input.userId, market: input.market.id, cash: accountId(input.userId, 'cash'), dayStart: indiaDayStart(now) }) as
      | (LimitFields & { status: string; self_excluded_until: number | null; balance: number | null; today: number; total: number; book: string | null })
      | undefined;
    let decision;
    try {
      decision = decidePlacement(
        input,
        {
          user: row ? { status: row.status, self_excluded_until: row.self_excluded_until, daily_loss_limit: row.daily_loss_limit, daily_loss_limit_next: row.daily_loss_limit_next, daily_loss_limit_next_at: row.daily_loss_limit_next_at } : undefined,
          todayLoss: Math.max(0, -Number(row?.today ?? 0)),
          book: row?.book ? (JSON.parse(row.book) as Book) : undefined,
          balance: Number(row?.balance ?? 0),
          totalExposure: Number(row?.total ?? 0),
        },
        now,
      );
    } catch (error) {
      if (error instanceof OrderRejected) return { ok: false, rejected: true, message: error.message };
      throw error;
    }
    try {
      statements.insert.run(decision.order);
      statements.upsertExposure.run(input.userId, input.market.id, decision.exposure, JSON.stringify(decision.book));
    } catch (error) {
      throw new BatchAborted(error);
    }
    return { ok: true, order: decision.order, repeated: false };
  };

  const runBatch = raw.transaction((items: readonly PlacementInput[]) =>
    items.map((item) => {
      try {
        return placeOne(item);
      } catch (error) {
        if (error instanceof BatchAborted) throw error.cause;
        return { ok: false as const, rejected: false as const, message: (error as Error).message };
      }
    }),
  );
  return (items) => runBatch.immediate(items);
}
