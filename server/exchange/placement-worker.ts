/**
 * The SQLite writer thread: placements arrive in batches and are committed here, so commits and
 * checkpoints never hold up the thread that serves sockets.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { configureSqlite } from '../db/database';
import type { PlacementInput } from './placement-decision';
import { sqlitePlacementBatch } from './sqlite-placements';

const raw = new SQLite((workerData as { file: string }).file);
configureSqlite(raw);
const run = sqlitePlacementBatch(raw);

parentPort!.on('message', (message: { id: number; items: PlacementInput[] } | 'close') => {
  if (message === 'close') {
    raw.close();
    parentPort!.close();
    return;
  }
  try {
    parentPort!.postMessage({ id: message.id, outcomes: run(message.items) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: (error as Error).message });
  }
});
