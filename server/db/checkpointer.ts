/**
 * Runs WAL checkpoints for a SQLite file on a thread of their own (see checkpoint-worker.ts). Often (every
 * 10 ms), so that little is left for the writer when it restarts the log (wal-restart.ts), and a pass often
 * reaches the log's end between two commits, when the next commit starts the log again at no cost to
 * anyone: at 5,000 casino bets a second, passes every 50 ms left the writer to restart the log, holding
 * it up 10-27 ms twice a second; every 10 ms, the log restarted by itself between commits, or the
 * writer's checkpoint took 2-6 ms.
 */
import { Worker } from 'node:worker_threads';
import { checkpointClockBuffer } from './checkpoint-clock';
import { logger, loggingOptions } from '../log';

export interface Checkpointer {
  close(): Promise<void>;
}

export function startCheckpointer(file: string, intervalMs = 10): Checkpointer {
  const worker = new Worker(new URL('./checkpoint-worker.mjs', import.meta.url), { workerData: { logging: loggingOptions(), file, intervalMs, clock: checkpointClockBuffer(file) } });
  worker.on('message', (message: { error?: string }) => {
    if (message.error) logger.error(`WAL checkpoint failed: ${message.error}`);
  });
  worker.on('error', (error) => logger.error({ err: error }, 'WAL checkpointer stopped'));
  worker.unref();
  return {
    close: async () => {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      await exited;
    },
  };
}
