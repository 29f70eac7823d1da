/**
 * Copies the SQLite write-ahead log into the database file on its own thread, so no writer ever pays for
 * a checkpoint. PASSIVE checkpoints never block writers. Each pass is marked on the file's checkpoint
 * clock, so a writer that must start the log again does it right after a pass (wal-restart.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { configureLogging, type LoggingOptions } from '../log';
import SQLite from 'better-sqlite3';
import { CheckpointClock } from './checkpoint-clock';

const { logging, file, intervalMs, clock: buffer } = workerData as { file: string; intervalMs: number; clock?: SharedArrayBuffer; logging: LoggingOptions };
configureLogging(logging);
const db = new SQLite(file);
db.pragma('busy_timeout = 5000');
const clock = buffer ? new CheckpointClock(buffer) : null;
const timer = setInterval(() => {
  clock?.passStarted();
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort!.postMessage({ error: String(error) });
  } finally {
    clock?.passEnded();
  }
}, intervalMs);

parentPort!.on('message', (message: unknown) => {
  if (message !== 'close') return;
  clearInterval(timer);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
    parentPort!.close();
  }
});
