/**
 * The SQLite writer thread: placements arrive in batches and are committed here, so commits and
 * checkpoints never hold up the thread that serves sockets.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { configureSqlite } from '../db/database';
import { walRestarter } from '../db/wal-restart';
import { packOutcomes, unpackInputs, type PackedInputs } from './placement-wire';
import { sqlitePlacementBatch } from './sqlite-placements';

const file = (workerData as { file: string }).file;
const raw = new SQLite(file);
configureSqlite(raw);
// This connection is the only one writing placements, so the players' state can be kept between batches.
const run = sqlitePlacementBatch(raw, { rememberState: true });
const wal = walRestarter(raw, file);

parentPort!.on('message', (message: { id: number; items: PackedInputs } | 'close') => {
  if (message === 'close') {
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
