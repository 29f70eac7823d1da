/**
 * The casino wallet's calls on a SQLite file, written on a thread of their own (wallet-worker.ts), so the
 * thread serving sockets and HTTP never runs a wallet transaction. The calls of one turn of the event
 * loop travel as one group, written in one transaction there (sqlite-group.ts's runGroup); at most two
 * groups are on their way at a time, and calls made meanwhile gather into the next. Each call is
 * answered once its group has committed.
 *
 * A call is written with the clock as read when it was handed over (`at`), which the thread cannot read
 * itself. A refusal comes back as a WalletRefusal; any other failure fails the whole group (nothing of it
 * was written), and a writer that dies fails its groups in flight and is started again.
 */
import { Worker } from 'node:worker_threads';
import { checkpointClockBuffer } from '../db/checkpoint-clock';
import type { WalletWrite } from './sqlite-writes';
import { WalletRefusal, type TransactionAnswer, type WalletCode } from './wallet-rules';
import { logger, loggingOptions } from '../log';

export interface GroupRequest {
  id: number;
  writes: WalletWrite[];
  /** Each call's clock reading, in milliseconds. */
  at: number[];
}

type CallOutcome = { ok: true; value: TransactionAnswer } | { ok: false; code: WalletCode; message: string; balance?: number };
export type GroupReply = { id: number; outcomes: CallOutcome[] } | { id: number; error: string };

export interface WalletWriter {
  write(write: WalletWrite, at: number): Promise<TransactionAnswer>;
  close(): Promise<void>;
}

interface Waiting {
  write: WalletWrite;
  at: number;
  resolve(answer: TransactionAnswer): void;
  reject(error: Error): void;
}

/** Calls in one group at most. */
const GROUP_LIMIT = 500;
/** Groups on their way to the writer at once: one being written while the next waits there. */
const IN_FLIGHT = 2;

export function walletWriterThread(file: string): WalletWriter {
  const queue: Waiting[] = [];
  const sent = new Map<number, Waiting[]>();
  let serial = 0;
  let scheduled = false;
  let closing = false;

  const failAll = (error: Error) => {
    for (const group of sent.values()) for (const waiting of group) waiting.reject(error);
    sent.clear();
  };
  const start = (): Worker => {
    const created = new Worker(new URL('./wallet-worker.mjs', import.meta.url), { workerData: { logging: loggingOptions(), file, clock: checkpointClockBuffer(file) } });
    created.on('message', (reply: GroupReply) => {
      const group = sent.get(reply.id);
      sent.delete(reply.id);
      if (group) {
        if ('error' in reply) for (const waiting of group) waiting.reject(new Error(reply.error));
        else
          group.forEach((waiting, i) => {
            const outcome = reply.outcomes[i]!;
            if (outcome.ok) waiting.resolve(outcome.value);
            else waiting.reject(new WalletRefusal(outcome.code, outcome.message, outcome.balance));
          });
      }
      schedule();
    });
    created.on('error', (error) => logger.error({ err: error }, 'casino wallet writer failed'));
    created.on('exit', () => {
      failAll(new Error('The casino wallet writer stopped; nothing of its last calls was written.'));
      if (!closing) {
        worker = start();
        schedule();
      }
    });
    created.unref();
    return created;
  };
  let worker = start();

  const flush = () => {
    scheduled = false;
    while (queue.length > 0 && sent.size < IN_FLIGHT) {
      const group = queue.splice(0, GROUP_LIMIT);
      serial += 1;
      sent.set(serial, group);
      worker.postMessage({ id: serial, writes: group.map((w) => w.write), at: group.map((w) => w.at) } satisfies GroupRequest);
    }
  };
  // After this turn's I/O callbacks, so the calls of every request read in the turn share the group.
  function schedule() {
    if (scheduled || queue.length === 0 || sent.size >= IN_FLIGHT) return;
    scheduled = true;
    setImmediate(flush);
  }

  return {
    write: (write, at) =>
      new Promise<TransactionAnswer>((resolve, reject) => {
        if (closing) return reject(new Error('The casino wallet is closing.'));
        queue.push({ write, at, resolve, reject });
        schedule();
      }),
    close: async () => {
      closing = true;
      for (const waiting of queue.splice(0)) waiting.reject(new Error('The casino wallet is closing.'));
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      await exited;
    },
  };
}
