// Copies the SQLite write-ahead log into the database file on its own thread, so no writer ever pays
// for a checkpoint. PASSIVE checkpoints never block writers.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
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
