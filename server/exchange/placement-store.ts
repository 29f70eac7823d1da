/**
 * Where a placement is decided and written atomically. The decision (limits, exposure, balance) is
 * pure and shared; the store reads the player's state for it and writes the result in one transaction.
 * PostgreSQL goes through Kysely with the player's cash row locked; SQLite runs prepared statements
 * synchronously and commits the placements of one event-loop turn together (group commit), each in its
 * own savepoint, which is what lets it acknowledge thousands of bets a second.
 */
import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { withSqlite, type OpenDatabase } from '../db/database';
import type { OrdersTable, UsersTable } from '../db/schema';
import type { Book } from './book';
import { accountId } from './ledger';

export type Order = OrdersTable;

export interface PlayerMarketState {
  user: Pick<UsersTable, 'status' | 'self_excluded_until'> | undefined;
  /** The player's book on the market; undefined when they have no open orders there. */
  book: Book | undefined;
  balance: number;
  /** Stored exposure over all markets. */
  totalExposure: number;
}

export interface Decision {
  order: Order;
  /** The market's exposure and book with the new order. */
  exposure: number;
  book: Book;
}

export interface StoredPlacement {
  order: Order;
  repeated: boolean;
}

export interface PlacementStore {
  place(userId: string, marketId: string, betSlipRef: string, decide: (state: PlayerMarketState) => Decision): Promise<StoredPlacement>;
}

function parseBook(json: string | null | undefined): Book | undefined {
  return json ? (JSON.parse(json) as Book) : undefined;
}

const ORDER_COLUMNS = [
  'id', 'user_id', 'bet_slip_ref', 'market_id', 'market_type', 'market_name', 'selection_id', 'selection_name', 'event_id', 'event_name', 'event_type_id', 'competition_id',
  'side', 'price', 'line', 'stake', 'matched', 'cancelled', 'status', 'profit', 'from_one_click', 'client_ip', 'placed_at', 'updated_at', 'settled_at',
] as const;

function kyselyStore(open: OpenDatabase): PlacementStore {
  return {
    place: (userId, marketId, betSlipRef, decide) =>
      open.db.transaction().execute(async (trx) => {
        if (open.dialect === 'postgres') await sql`select id from accounts where id = ${accountId(userId, 'cash')} for update`.execute(trx);
        const existing = await trx.selectFrom('orders').selectAll().where('user_id', '=', userId).where('bet_slip_ref', '=', betSlipRef).executeTakeFirst();
        if (existing) return { order: existing, repeated: true };
        const [user, row, cash, exposure] = await Promise.all([
          trx.selectFrom('users').select(['status', 'self_excluded_until']).where('id', '=', userId).executeTakeFirst(),
          trx.selectFrom('market_exposure').select('book').where('user_id', '=', userId).where('market_id', '=', marketId).executeTakeFirst(),
          trx.selectFrom('accounts').select('balance').where('id', '=', accountId(userId, 'cash')).executeTakeFirst(),
          trx.selectFrom('market_exposure').select((eb) => eb.fn.sum<number>('exposure').as('total')).where('user_id', '=', userId).executeTakeFirst(),
        ]);
        const decision = decide({ user, book: parseBook(row?.book), balance: Number(cash?.balance ?? 0), totalExposure: Number(exposure?.total ?? 0) });
        await trx.insertInto('orders').values(decision.order).execute();
        const book = JSON.stringify(decision.book);
        await trx
          .insertInto('market_exposure')
          .values({ user_id: userId, market_id: marketId, exposure: decision.exposure, book })
          .onConflict((oc) => oc.columns(['user_id', 'market_id']).doUpdateSet({ exposure: decision.exposure, book }))
          .execute();
        return { order: decision.order, repeated: false };
      }),
  };
}

/** A write failed half-way through a placement: the batch's transaction must roll back whole. */
class BatchAborted extends Error {
  constructor(override readonly cause: unknown) {
    super('placement batch aborted');
  }
}

interface Queued {
  userId: string;
  marketId: string;
  betSlipRef: string;
  decide: (state: PlayerMarketState) => Decision;
  resolve: (placement: StoredPlacement) => void;
  reject: (error: unknown) => void;
}

/** Placements waiting for the next group commit are written together, at most this many at a time. */
const MAX_BATCH = 512;

function sqliteStore(open: OpenDatabase, raw: SQLite.Database): PlacementStore {
  const statements = {
    bySlip: raw.prepare('select * from orders where user_id = ? and bet_slip_ref = ?'),
    // Everything the decision needs in one statement: the player, their cash, their exposure and book.
    state: raw.prepare(`select u.status, u.self_excluded_until,
        (select balance from accounts where id = @cash) as balance,
        (select coalesce(sum(exposure), 0) from market_exposure where user_id = @user) as total,
        (select book from market_exposure where user_id = @user and market_id = @market) as book
      from users u where u.id = @user`),
    insert: raw.prepare(`insert into orders (${ORDER_COLUMNS.join(', ')}) values (${ORDER_COLUMNS.map((c) => `@${c}`).join(', ')})`),
    upsertExposure: raw.prepare('insert into market_exposure (user_id, market_id, exposure, book) values (?, ?, ?, ?) on conflict (user_id, market_id) do update set exposure = excluded.exposure, book = excluded.book'),
  };

  // One placement inside the batch's transaction. Every check runs before the first write, so a
  // rejection writes nothing and needs no savepoint; a failing write aborts the whole batch instead.
  const placeOne = (item: Queued): StoredPlacement => {
    const existing = statements.bySlip.get(item.userId, item.betSlipRef) as Order | undefined;
    if (existing) return { order: existing, repeated: true };
    const row = statements.state.get({ user: item.userId, market: item.marketId, cash: accountId(item.userId, 'cash') }) as
      | { status: string; self_excluded_until: number | null; balance: number | null; total: number; book: string | null }
      | undefined;
    const decision = item.decide({
      user: row ? { status: row.status, self_excluded_until: row.self_excluded_until } : undefined,
      book: parseBook(row?.book),
      balance: Number(row?.balance ?? 0),
      totalExposure: Number(row?.total ?? 0),
    });
    try {
      statements.insert.run(decision.order);
      statements.upsertExposure.run(item.userId, item.marketId, decision.exposure, JSON.stringify(decision.book));
    } catch (error) {
      throw new BatchAborted(error);
    }
    return { order: decision.order, repeated: false };
  };

  const queue: Queued[] = [];
  let scheduled = false;

  // Group commit: every placement that arrived in the same turn of the event loop shares one commit,
  // and each is acknowledged only after that commit.
  const flush = () => {
    scheduled = false;
    const batch = queue.splice(0, MAX_BATCH);
    if (queue.length) schedule();
    const outcomes: Array<{ ok: true; value: StoredPlacement } | { ok: false; error: unknown }> = [];
    withSqlite(open, () =>
      raw
        .transaction(() => {
          outcomes.length = 0;
          for (const item of batch) {
            try {
              outcomes.push({ ok: true, value: placeOne(item) });
            } catch (error) {
              if (error instanceof BatchAborted) throw error.cause;
              outcomes.push({ ok: false, error });
            }
          }
        })
        .immediate(),
    ).then(
      () => batch.forEach((item, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) item.resolve(outcome.value);
        else item.reject(outcome.error);
      }),
      (error: unknown) => batch.forEach((item) => item.reject(error)),
    );
  };
  // A short gathering window (at most 1 ms) lets placements from many sockets share a commit; a full
  // batch goes at once.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    if (queue.length >= MAX_BATCH / 4) setImmediate(flush);
    else setTimeout(flush, 1);
  };

  return {
    place: (userId, marketId, betSlipRef, decide) =>
      new Promise<StoredPlacement>((resolve, reject) => {
        queue.push({ userId, marketId, betSlipRef, decide, resolve, reject });
        schedule();
      }),
  };
}

export function placementStore(open: OpenDatabase): PlacementStore {
  return open.sqlite ? sqliteStore(open, open.sqlite) : kyselyStore(open);
}
