// Copies the SQLite write-ahead log into the database file on its own thread, so no writer ever pays
// for a checkpoint. PASSIVE checkpoints never block writers. Each pass is marked on the file's shared
// clock (checkpoint-clock.ts: cell 0 is 1 while a pass runs, cell 1 counts the passes ended), so a writer
// that must start the log again does it right after a pass.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const clock = workerData.clock ? new Int32Array(workerData.clock) : null;
const timer = setInterval(() => {
  if (clock) Atomics.store(clock, 0, 1);
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  } finally {
    if (clock) {
      Atomics.store(clock, 0, 0);
      Atomics.add(clock, 1, 1);
    }
  }
}, workerData.intervalMs);

parentPort.on('message', (message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
    parentPort.close();
  }
});
