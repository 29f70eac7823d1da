/**
 * Runs WAL checkpoints for a SQLite file on a thread of their own (see checkpoint-worker.mjs). Often, so
 * that little is left for the writer when it restarts the log (wal-restart.ts).
 */
import { Worker } from 'node:worker_threads';

export interface Checkpointer {
  close(): Promise<void>;
}

export function startCheckpointer(file: string, intervalMs = 50): Checkpointer {
  const worker = new Worker(new URL('./checkpoint-worker.mjs', import.meta.url), { workerData: { file, intervalMs } });
  worker.on('message', (message: { error?: string }) => {
    if (message.error) console.error(`WAL checkpoint failed: ${message.error}`);
  });
  worker.on('error', (error) => console.error('WAL checkpointer stopped', error));
  worker.unref();
  return {
    close: async () => {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      await exited;
    },
  };
}
