/**
 * Where a placement is decided and written atomically. The decision is the pure decidePlacement; the
 * store reads the player's state for it and writes the result in one transaction.
 * Placements arriving together are written in one transaction (group commit), each acknowledged only
 * after that commit.
 * - PostgreSQL: a chain of batches on one connection, one round trip each (postgres-placement-chain.ts),
 *   with the players' cash rows locked.
 * - SQLite: prepared statements; on a database file the writing happens on a writer thread, so commits
 *   never hold up the thread serving sockets.
 */
import { Worker } from 'node:worker_threads';
import { withSqlite, type OpenDatabase } from '../db/database';
import { checkpointClockBuffer } from '../db/checkpoint-clock';
import { OrderRejected, type Order, type PlacementInput } from './placement-decision';
import { postgresPlacementChain } from './postgres-placement-chain';
import { sqlitePlacementBatch, type PlacementOutcome } from './sqlite-placements';
import { packInputs, unpackOutcomes, type PackedOutcomes } from './placement-wire';
import { logger, loggingOptions } from '../log';

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

/** A placement as its outcome says: stored, or refused with the reason (thrown). */
function storedPlacement(outcome: PlacementOutcome): StoredPlacement {
  if (outcome.ok) return { order: outcome.order, repeated: outcome.repeated };
  throw outcome.rejected ? new OrderRejected(outcome.message) : new Error(outcome.message);
}

function settleOutcome(waiting: Waiting, outcome: PlacementOutcome): void {
  try {
    waiting.resolve(storedPlacement(outcome));
  } catch (error) {
    waiting.reject(error);
  }
}

/**
 * Writes placements in batches, one at a time. Placements reaching an idle writer go at once (after the
 * current round of socket reads, so those share the commit); while it is busy, new ones gather and go
 * together the moment it is free. Batches grow with load instead of with a timer.
 */
function batchingStore(write: (items: PlacementInput[]) => Promise<PlacementOutcome[]>, close: () => Promise<void>): PlacementStore {
  const queue: Waiting[] = [];
  let scheduled = false;
  let writing = false;
  const schedule = () => {
    if (scheduled || writing) return;
    scheduled = true;
    setImmediate(flush);
  };
  const settle = (batch: Waiting[], outcomes: PlacementOutcome[]) => batch.forEach((waiting, i) => settleOutcome(waiting, outcomes[i]!));
  const flush = () => {
    scheduled = false;
    if (!queue.length) return;
    const batch = queue.splice(0, MAX_BATCH);
    writing = true;
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
  // What gathered during the commit goes now, before this batch's replies are sent, so the writer works
  // while they go out.
  const written = () => {
    writing = false;
    if (queue.length && !scheduled) flush();
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
    const created = new Worker(new URL('./placement-worker.mjs', import.meta.url), { workerData: { logging: loggingOptions(), file, clock: checkpointClockBuffer(file) } });
    created.on('message', (message: { id: number; outcomes?: PackedOutcomes; error?: string }) => {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (!waiting) return;
      if (message.outcomes) waiting.resolve(unpackOutcomes(message.outcomes, waiting.items));
      else waiting.reject(new Error(message.error ?? 'placement batch failed'));
    });
    created.on('error', (error) => logger.error({ err: error }, 'placement writer failed'));
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
  );
}

function postgresStore(pool: NonNullable<OpenDatabase['postgres']>['pool']): PlacementStore {
  const chain = postgresPlacementChain(pool, MAX_BATCH);
  return {
    place: async (input) => storedPlacement(await chain.place(input)),
    close: chain.idle,
  };
}

/**
 * PostgreSQL: the chain of batches on one pooled connection. SQLite: on a database file, the writer thread
 * (one writer); in memory (tests), on this thread.
 */
export function placementStore(open: OpenDatabase, options: { writerThread?: boolean } = {}): PlacementStore {
  if (open.postgres) return postgresStore(open.postgres.pool);
  if (!open.file || options.writerThread === false) return inThreadSqliteStore(open);
  return writerThreadStore(open.file);
}
