/**
 * Placements on PostgreSQL as a chain of batches on one connection: each round trip carries one batch's
 * write and commit and, behind them, the next batch's begin and read (the placements that arrived
 * meanwhile). A batch costs one round trip instead of two, and batches never wait on each other's locks.
 * A round trip that fails leaves its two batches to postgresBatch, which does each alone and retries it
 * (the first with its slips looked up, as its commit may have gone through); the chain then goes on.
 */
import type pg from 'pg';
import { countRetry, DEFAULT_RETRY, isRetryableDatabaseError, retryDelay } from '../db/retry';
import type { PlacementInput } from './placement-decision';
import type { PlacementOutcome } from './sqlite-placements';
import { batchState, onPreparedConnection, readMessage, resultList, writeMessage, writeResults } from './postgres-placement-sql';
import { decideBatch, postgresBatch, recentSlips } from './postgres-placements';

export interface Waiting {
  input: PlacementInput;
  resolve: (outcome: PlacementOutcome) => void;
  reject: (error: unknown) => void;
}

interface Batch {
  waiting: Waiting[];
  inputs: PlacementInput[];
  lookUpSlips: boolean;
}

/** A round trip failed: the batch it was writing (which may have committed, with these order ids) and the one it was reading. */
class ChainBroken extends Error {
  constructor(override readonly cause: unknown, readonly batches: Array<{ batch: Batch; ownIds?: Set<string> }>) {
    super('placement chain broken');
  }
}

const answer = (batch: Batch, outcomes: readonly PlacementOutcome[]) => batch.waiting.forEach((w, i) => w.resolve(outcomes[i]!));

async function read(client: pg.PoolClient, batch: Batch) {
  try {
    return batchState(resultList(await client.query(readMessage(batch.inputs, batch.lookUpSlips))));
  } catch (error) {
    throw new ChainBroken(error, [{ batch }]);
  }
}

/** Batches until `take` has none at a write: each decided on its read, written with the next one's read behind. */
async function chain(client: pg.PoolClient, first: Batch, take: () => Batch | undefined): Promise<void> {
  let current = first;
  let state = await read(client, current);
  for (;;) {
    let decided;
    try {
      decided = decideBatch(current.inputs, state);
    } catch (error) {
      throw new ChainBroken(error, [{ batch: current }]);
    }
    const next = take();
    const message = writeMessage(decided.orders, decided.books) + (next ? `; ${readMessage(next.inputs, next.lookUpSlips)}` : '');
    let results: pg.QueryResult[];
    try {
      results = resultList(await client.query(message));
    } catch (error) {
      const ownIds = new Set(decided.orders.map((o) => o.id));
      throw new ChainBroken(error, [{ batch: current, ownIds }, ...(next ? [{ batch: next }] : [])]);
    }
    answer(current, decided.outcomes);
    if (!next) return;
    state = batchState(results.slice(writeResults(decided.orders)));
    current = next;
  }
}

/** A batch the chain could not finish, done alone; `ownIds` set when its commit may have gone through. */
async function alone(pool: pg.Pool, { batch, ownIds }: { batch: Batch; ownIds?: Set<string> }): Promise<void> {
  try {
    answer(batch, await postgresBatch(pool, batch.inputs, batch.lookUpSlips || ownIds !== undefined, ownIds));
  } catch (error) {
    batch.waiting.forEach((w) => w.reject(error));
  }
}

/** Where a chain broke (or could not start with `first`): its batches done alone, after a counted, jittered wait when the error was retryable. */
async function recover(pool: pg.Pool, error: unknown, first: Batch): Promise<void> {
  // Not a ChainBroken: no connection, or its statements could not be prepared; the first batch waits.
  const broken = error instanceof ChainBroken ? error : new ChainBroken(error, [{ batch: first }]);
  if (isRetryableDatabaseError(broken.cause)) {
    countRetry(broken.cause);
    await DEFAULT_RETRY.sleep(retryDelay(DEFAULT_RETRY, 1));
  }
  for (const part of broken.batches) await alone(pool, part);
}

/** Placements written by the chain, at most `maxBatch` in one batch; `place` answers once its batch committed. */
export function postgresPlacementChain(pool: pg.Pool, maxBatch: number): { place(input: PlacementInput): Promise<PlacementOutcome>; idle(): Promise<void> } {
  const queue: Waiting[] = [];
  const lookUp = recentSlips();
  let running: Promise<void> | undefined;

  const take = (): Batch | undefined => {
    if (!queue.length) return undefined;
    const waiting = queue.splice(0, maxBatch);
    const inputs = waiting.map((w) => w.input);
    return { waiting, inputs, lookUpSlips: lookUp(inputs) };
  };

  const run = async () => {
    for (let batch = take(); batch; batch = take()) {
      const first = batch;
      await onPreparedConnection(pool, (client) => chain(client, first, take)).catch((error: unknown) => recover(pool, error, first));
    }
  };

  const start = () => {
    running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(run)
      .finally(() => {
        running = undefined;
        if (queue.length) start();
      });
  };

  return {
    place: (input) =>
      new Promise<PlacementOutcome>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        if (!running) start();
      }),
    idle: async () => {
      while (running) await running;
    },
  };
}
