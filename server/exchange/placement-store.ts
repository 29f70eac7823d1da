/**
 * Where a placement is decided and written atomically. The decision is the pure decidePlacement; the
 * store reads the player's state for it and writes the result in one transaction.
 * - PostgreSQL: Kysely, with the player's cash row locked.
 * - SQLite: placements arriving together are written in one transaction (group commit), each
 *   acknowledged only after that commit; on a database file the writing happens on a writer thread,
 *   so commits and checkpoints never hold up the thread serving sockets.
 */
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { withSqlite, type OpenDatabase } from '../db/database';
import type { Book } from './book';
import { accountId } from './ledger';
import { decidePlacement, OrderRejected, type Order, type PlacementInput } from './placement-decision';
import { sqlitePlacementBatch, type PlacementOutcome } from './sqlite-placements';

export interface StoredPlacement {
  order: Order;
  repeated: boolean;
}

export interface PlacementStore {
  place(input: PlacementInput): Promise<StoredPlacement>;
  close(): Promise<void>;
}

function kyselyStore(open: OpenDatabase): PlacementStore {
  return {
    place: (input) =>
      open.db.transaction().execute(async (trx) => {
        const { userId } = input;
        if (open.dialect === 'postgres') await sql`select id from accounts where id = ${accountId(userId, 'cash')} for update`.execute(trx);
        const existing = await trx.selectFrom('orders').selectAll().where('user_id', '=', userId).where('bet_slip_ref', '=', input.request.betSlipRef).executeTakeFirst();
        if (existing) return { order: existing, repeated: true };
        const [user, row, cash, exposure] = await Promise.all([
          trx.selectFrom('users').select(['status', 'self_excluded_until']).where('id', '=', userId).executeTakeFirst(),
          trx.selectFrom('market_exposure').select('book').where('user_id', '=', userId).where('market_id', '=', input.market.id).executeTakeFirst(),
          trx.selectFrom('accounts').select('balance').where('id', '=', accountId(userId, 'cash')).executeTakeFirst(),
          trx.selectFrom('market_exposure').select((eb) => eb.fn.sum<number>('exposure').as('total')).where('user_id', '=', userId).executeTakeFirst(),
        ]);
        const decision = decidePlacement(
          input,
          { user, book: row?.book ? (JSON.parse(row.book) as Book) : undefined, balance: Number(cash?.balance ?? 0), totalExposure: Number(exposure?.total ?? 0) },
          Date.now(),
        );
        await trx.insertInto('orders').values(decision.order).execute();
        const book = JSON.stringify(decision.book);
        await trx
          .insertInto('market_exposure')
          .values({ user_id: userId, market_id: input.market.id, exposure: decision.exposure, book })
          .onConflict((oc) => oc.columns(['user_id', 'market_id']).doUpdateSet({ exposure: decision.exposure, book }))
          .execute();
        return { order: decision.order, repeated: false };
      }),
    close: async () => {},
  };
}

/** Placements waiting for the next group commit are written together, at most this many at a time. */
const MAX_BATCH = 512;

interface Waiting {
  input: PlacementInput;
  resolve: (placement: StoredPlacement) => void;
  reject: (error: unknown) => void;
}

/**
 * Collects placements and hands them to `write` in batches. A short gathering window (at most 1 ms)
 * lets placements from many sockets share a commit; a large queue goes at once.
 */
function batchingStore(write: (items: PlacementInput[]) => Promise<PlacementOutcome[]>, close: () => Promise<void>): PlacementStore {
  const queue: Waiting[] = [];
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    if (queue.length >= MAX_BATCH / 4) setImmediate(flush);
    else setTimeout(flush, 1);
  };
  const flush = () => {
    scheduled = false;
    const batch = queue.splice(0, MAX_BATCH);
    if (queue.length) schedule();
    write(batch.map((w) => w.input)).then(
      (outcomes) =>
        batch.forEach((waiting, i) => {
          const outcome = outcomes[i]!;
          if (outcome.ok) waiting.resolve({ order: outcome.order, repeated: outcome.repeated });
          else waiting.reject(outcome.rejected ? new OrderRejected(outcome.message) : new Error(outcome.message));
        }),
      (error: unknown) => batch.forEach((waiting) => waiting.reject(error)),
    );
  };
  return {
    place: (input) =>
      new Promise<StoredPlacement>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        schedule();
      }),
    close,
  };
}

function inThreadSqliteStore(open: OpenDatabase): PlacementStore {
  const run = sqlitePlacementBatch(open.sqlite!);
  return batchingStore((items) => withSqlite(open, () => run(items)), async () => {});
}

function writerThreadStore(file: string): PlacementStore {
  const pending = new Map<number, { resolve: (outcomes: PlacementOutcome[]) => void; reject: (error: Error) => void }>();
  let serial = 0;
  let closing = false;
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  // A writer that dies takes its in-flight batch with it (those placements are refused, none half-written:
  // the batch was one transaction) and is started again for the next.
  const start = (): Worker => {
    const created = new Worker(new URL('./placement-worker.mjs', import.meta.url), { workerData: { file } });
    created.on('message', (message: { id: number; outcomes?: PlacementOutcome[]; error?: string }) => {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.outcomes) waiting?.resolve(message.outcomes);
      else waiting?.reject(new Error(message.error ?? 'placement batch failed'));
    });
    created.on('error', (error) => console.error('placement writer failed', error));
    created.on('exit', () => {
      failAll(new Error('The bet could not be saved. Please try again.'));
      if (!closing) worker = start();
    });
    created.unref();
    return created;
  };
  let worker = start();
  return batchingStore(
    (items) =>
      new Promise((resolve, reject) => {
        serial += 1;
        pending.set(serial, { resolve, reject });
        worker.postMessage({ id: serial, items });
      }),
    async () => {
      closing = true;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      await exited;
    },
  );
}

/** In-memory databases (tests) write on this thread; a database file gets a writer thread. */
export function placementStore(open: OpenDatabase, options: { writerThread?: boolean } = {}): PlacementStore {
  if (!open.sqlite) return kyselyStore(open);
  return open.file && options.writerThread !== false ? writerThreadStore(open.file) : inThreadSqliteStore(open);
}
