/**
 * The SQLite writer thread: placements arrive in batches and are committed here, so commits and
 * checkpoints never hold up the thread that serves sockets.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { configureLogging, type LoggingOptions } from '../log';
import SQLite from 'better-sqlite3';
import { configureSqlite } from '../db/database';
import { CheckpointClock } from '../db/checkpoint-clock';
import { walRestarter } from '../db/wal-restart';
import { packOutcomes, unpackInputs, type PackedInputs } from './placement-wire';
import { sqlitePlacementBatch } from './sqlite-placements';

const { logging, file, clock } = workerData as { file: string; clock?: SharedArrayBuffer; logging: LoggingOptions };
configureLogging(logging);
const raw = new SQLite(file);
configureSqlite(raw);
// This connection is the only one writing placements, so the players' state can be kept between batches.
const run = sqlitePlacementBatch(raw, { rememberState: true });
const wal = walRestarter(raw, file, clock ? { clock: new CheckpointClock(clock) } : {});

parentPort!.on('message', (message: { id: number; items: PackedInputs } | 'close') => {
  if (message === 'close') {
    wal.close();
    raw.close();
    parentPort!.close();
    return;
  }
  try {
    parentPort!.postMessage({ id: message.id, outcomes: packOutcomes(run(unpackInputs(message.items))) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: (error as Error).message });
  }
  wal.afterCommit();
});
