/**
 * The casino wallet's SQLite writer thread (see writer-thread.ts): each message is a group of wallet
 * calls, written in one immediate transaction on this thread's own connection, as sqlite-group.ts writes
 * them in process. Each call's answer goes back, or its refusal as plain fields.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { configureLogging, type LoggingOptions } from '../log';
import SQLite from 'better-sqlite3';
import { configureSqlite } from '../db/database';
import { CheckpointClock } from '../db/checkpoint-clock';
import { walRestarter } from '../db/wal-restart';
import { runGroup } from './sqlite-group';
import { runWalletWrite, type WalletWrite } from './sqlite-writes';
import type { TransactionAnswer, WalletRefusal } from './wallet-rules';
import type { GroupReply, GroupRequest } from './writer-thread';

const { logging, file, clock } = workerData as { file: string; clock?: SharedArrayBuffer; logging: LoggingOptions };
configureLogging(logging);
const raw = new SQLite(file);
configureSqlite(raw);
const wal = walRestarter(raw, file, clock ? { clock: new CheckpointClock(clock) } : {});

parentPort!.on('message', (message: GroupRequest | 'close') => {
  if (message === 'close') {
    wal.close();
    raw.close();
    parentPort!.close();
    return;
  }
  let reply: GroupReply;
  try {
    const outcomes = runGroup(
      raw,
      message.writes.map((write: WalletWrite, i) => (handle, takings) => runWalletWrite(handle, takings, write, () => message.at[i]!)),
    );
    reply = {
      id: message.id,
      outcomes: outcomes.map((outcome) => {
        if (outcome.ok) return { ok: true, value: outcome.value as TransactionAnswer };
        const refusal = outcome.error as WalletRefusal;
        return { ok: false, code: refusal.code, message: refusal.message, ...(refusal.balance === undefined ? {} : { balance: refusal.balance }) };
      }),
    };
  } catch (error) {
    reply = { id: message.id, error: (error as Error).message };
  }
  parentPort!.postMessage(reply);
  wal.afterCommit();
});
