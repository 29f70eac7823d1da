/**
 * Writes a batch of placements on a SQLite connection in one transaction (group commit): each is read,
 * decided and written with prepared statements; a rejection writes nothing and the rest go on; a failed
 * write aborts the whole batch. Shared by the in-thread store and the writer thread.
 */
import type SQLite from 'better-sqlite3';
import { decidePlacement, MARKET_CLOSED, OrderRejected, type Order, type PlacementInput } from './placement-decision';
import { playerStateReader } from './sqlite-player-state';

export type PlacementOutcome =
  | { ok: true; order: Order; repeated: boolean }
  | { ok: false; rejected: true; message: string }
  | { ok: false; rejected: false; message: string };

export const ORDER_COLUMNS = [
  'id', 'user_id', 'bet_slip_ref', 'market_id', 'market_type', 'market_name', 'selection_id', 'selection_name', 'event_id', 'event_name', 'event_type_id', 'competition_id',
  'side', 'price', 'line', 'stake', 'matched', 'fills', 'cancelled', 'status', 'profit', 'from_one_click', 'client_ip', 'placed_at', 'updated_at', 'settled_at',
] as const;

/** A write failed half-way through a placement: the batch's transaction must roll back whole. */
class BatchAborted extends Error {
  constructor(override readonly cause: unknown) {
    super('placement batch aborted');
  }
}

/** `rememberState`: only for a connection nothing else writes through (see sqlite-player-state.ts). */
export function sqlitePlacementBatch(raw: SQLite.Database, options: { rememberState?: boolean } = {}): (items: readonly PlacementInput[]) => PlacementOutcome[] {
  const statements = {
    bySlip: raw.prepare('select * from orders where user_id = ? and bet_slip_ref = ?'),
    insert: raw.prepare(`insert into orders (${ORDER_COLUMNS.join(', ')}) values (${ORDER_COLUMNS.map((c) => `@${c}`).join(', ')})`),
    marketState: raw.prepare('select status from markets where id = ?').pluck(),
    upsertExposure: raw.prepare('insert into market_exposure (user_id, market_id, exposure, book) values (?, ?, ?, ?) on conflict (user_id, market_id) do update set exposure = excluded.exposure, book = excluded.book'),
  };
  const players = playerStateReader(raw, { remember: options.rememberState === true });

  const placeOne = (input: PlacementInput): PlacementOutcome => {
    const existing = statements.bySlip.get(input.userId, input.request.betSlipRef) as Order | undefined;
    if (existing) return { ok: true, order: existing, repeated: true };
    // Read inside the batch's write transaction: a close commits before it or waits for it.
    const state = statements.marketState.get(input.market.id) as string | undefined;
    if (state !== undefined && state !== 'open') return { ok: false, rejected: true, message: MARKET_CLOSED };
    const now = Date.now();
    let decision;
    try {
      decision = decidePlacement(input, players.read(input, now), now);
    } catch (error) {
      if (error instanceof OrderRejected) return { ok: false, rejected: true, message: error.message };
      throw error;
    }
    const bookJson = JSON.stringify(decision.book);
    try {
      statements.insert.run(decision.order);
      statements.upsertExposure.run(input.userId, input.market.id, decision.exposure, bookJson);
    } catch (error) {
      throw new BatchAborted(error);
    }
    players.wrote(input, decision.exposure, bookJson);
    return { ok: true, order: decision.order, repeated: false };
  };

  const runBatch = raw.transaction((items: readonly PlacementInput[]) => {
    players.beginBatch();
    return items.map((item) => {
      try {
        return placeOne(item);
      } catch (error) {
        if (error instanceof BatchAborted) throw error.cause;
        return { ok: false as const, rejected: false as const, message: (error as Error).message };
      }
    });
  });
  return (items) => {
    try {
      return runBatch.immediate(items);
    } catch (error) {
      players.forget();
      throw error;
    }
  };
}
