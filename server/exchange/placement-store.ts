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
import { packInputs, unpackOutcomes, type PackedOutcomes } from './placement-wire';

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
 * How a batching store decides when to write:
 * - 'window': a short gathering window (at most 1 ms) lets placements from many sockets share a commit;
 *   batches may overlap (PostgreSQL runs them on separate pooled connections).
 * - 'serial': one batch at a time (SQLite has one writer). Placements reaching an idle writer go at once
 *   (after the current round of socket reads, so those share the commit); while a commit is in flight,
 *   new ones gather and go together the moment it ends. Batches grow with load instead of with a timer.
 */
type Pacing = 'window' | 'serial';

function batchingStore(write: (items: PlacementInput[]) => Promise<PlacementOutcome[]>, close: () => Promise<void>, pacing: Pacing): PlacementStore {
  const queue: Waiting[] = [];
  let scheduled = false;
  let writing = false;
  const schedule = () => {
    if (scheduled || (pacing === 'serial' && writing)) return;
    scheduled = true;
    if (pacing === 'serial' || queue.length >= MAX_BATCH / 4) setImmediate(flush);
    else setTimeout(flush, 1);
  };
  const settle = (batch: Waiting[], outcomes: PlacementOutcome[]) =>
    batch.forEach((waiting, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) waiting.resolve({ order: outcome.order, repeated: outcome.repeated });
      else waiting.reject(outcome.rejected ? new OrderRejected(outcome.message) : new Error(outcome.message));
    });
  const flush = () => {
    scheduled = false;
    const batch = queue.splice(0, MAX_BATCH);
    if (pacing === 'serial') writing = true;
    else if (queue.length) schedule();
    write(batch.map((w) => w.input)).then(
      (outcomes) => {
        written();
        settle(batch, outcomes);
      },
      (error: unknown) => {
        written();
        batch.forEach((waiting) => waiting.reject(error));
      },
    );
  };
  // Serial: what gathered during the commit goes now, before this batch's replies are sent, so the
  // writer works while they go out.
  const written = () => {
    if (pacing !== 'serial') return;
    writing = false;
    if (queue.length) flush();
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
  return batchingStore((items) => withSqlite(open, () => run(items)), async () => {}, 'serial');
}

function writerThreadStore(file: string): PlacementStore {
  const pending = new Map<number, { items: PlacementInput[]; resolve: (outcomes: PlacementOutcome[]) => void; reject: (error: Error) => void }>();
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
    created.on('message', (message: { id: number; outcomes?: PackedOutcomes; error?: string }) => {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (!waiting) return;
      if (message.outcomes) waiting.resolve(unpackOutcomes(message.outcomes, waiting.items));
      else waiting.reject(new Error(message.error ?? 'placement batch failed'));
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
        pending.set(serial, { items, resolve, reject });
        worker.postMessage({ id: serial, items: packInputs(items) });
      }),
    async () => {
      closing = true;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      await exited;
    },
    'serial',
  );
}

/** PostgreSQL batches through Kysely; in-memory SQLite (tests) writes on this thread; a SQLite file gets a writer thread. */
export function placementStore(open: OpenDatabase, options: { writerThread?: boolean } = {}): PlacementStore {
  if (!open.sqlite) return batchingStore(postgresPlacementBatch(open.db), async () => {}, 'window');
  return open.file && options.writerThread !== false ? writerThreadStore(open.file) : inThreadSqliteStore(open);
}
