/**
 * Where a placement is decided and written atomically. The decision is the pure decidePlacement; the
 * store reads the player's state for it and writes the result in one transaction.
 * Placements arriving together are written in one transaction (group commit), each acknowledged only
 * after that commit.
 * - PostgreSQL: a few bulk statements per batch, with the players' cash rows locked.
 * - SQLite: prepared statements; on a database file the writing happens on a writer thread, so commits
 *   never hold up the thread serving sockets.
 */
import { Worker } from 'node:worker_threads';
import { withSqlite, type OpenDatabase } from '../db/database';
import { OrderRejected, type Order, type PlacementInput } from './placement-decision';
import { postgresPlacementBatch } from './postgres-placements';
import { sqlitePlacementBatch, type PlacementOutcome } from './sqlite-placements';

export interface StoredPlacement {
  order: Order;
  repeated: boolean;
}

export interface PlacementStore {
  place(input: PlacementInput): Promise<StoredPlacement>;
  close(): Promise<void>;
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

/** PostgreSQL batches through Kysely; in-memory SQLite (tests) writes on this thread; a SQLite file gets a writer thread. */
export function placementStore(open: OpenDatabase, options: { writerThread?: boolean } = {}): PlacementStore {
  if (!open.sqlite) return batchingStore(postgresPlacementBatch(open.db), async () => {});
  return open.file && options.writerThread !== false ? writerThreadStore(open.file) : inThreadSqliteStore(open);
}
