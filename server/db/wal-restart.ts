/**
 * Keeps a busy SQLite write-ahead log from growing without bound. The background checkpointer
 * (checkpointer.ts) copies the log into the database without ever stopping the writer, but while commits
 * keep coming it never reaches the log's end, and SQLite starts the log again from the beginning only
 * once all of it has been copied: under a steady stream of bets the log grew by hundreds of MB within
 * seconds, every commit extending the file. (Passes of the background checkpointer chasing the end do
 * not help: the log restarts only if it was all copied when a write transaction begins, and batches begin
 * right after each other.) The writing connection calls `afterCommit` between batches; when the log has
 * passed `limitBytes`, it checkpoints there, with no commit in flight, so it reaches the end, and the next
 * commit writes from the beginning of the log again. That checkpoint holds the next batch up only for
 * what the background checkpointer has not copied yet (at most its interval's worth of commits), and
 * happens about once per `limitBytes` of log written.
 *
 * That checkpoint has to sync the log and the database file before the log may start again, and it
 * held a busy writer up for 10-30 ms when it came in the middle of the background checkpointer's
 * interval. Given the file's checkpoint clock, the writer waits (writing on) for the next background pass
 * to end and checkpoints right after it, when what is left to copy and sync is what was committed
 * during that pass. Without a clock, or once the log is twice the limit, it checkpoints at once.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { endianness } from 'node:os';
import type SQLite from 'better-sqlite3';
import type { CheckpointClock } from './checkpoint-clock';
import { logger } from '../log';

/**
 * Frames in the log now: mxFrame of the wal-index header, at byte 16 of the `-shm` file, in the
 * machine's byte order (https://www.sqlite.org/walformat.html). It falls to 0 when the log starts again,
 * while the log file keeps its size (it is written over from its start).
 */
export function logFrames(file: string): { read(): number; close(): void } {
  let fd: number | null = null;
  const word = Buffer.alloc(4);
  return {
    read() {
      fd ??= openSync(`${file}-shm`, 'r');
      if (readSync(fd, word, 0, 4, 16) !== 4) return 0;
      return endianness() === 'LE' ? word.readUInt32LE(0) : word.readUInt32BE(0);
    },
    close() {
      if (fd !== null) closeSync(fd);
      fd = null;
    },
  };
}

export interface WalRestarter {
  afterCommit(): void;
  /** Before the connection closes. */
  close(): void;
}

export function walRestarter(raw: SQLite.Database, file: string, options: { limitBytes?: number; everyMs?: number; clock?: CheckpointClock } = {}): WalRestarter {
  const limit = options.limitBytes ?? 64 * 1024 * 1024;
  const every = options.everyMs ?? 100;
  const clock = options.clock;
  const frameBytes = (raw.pragma('page_size', { simple: true }) as number) + 24;
  // The log is written over from its start, not cut back (cutting a file frees its blocks, which took
  // 6 ms on a busy writer's next commit); only a log that ran far past the limit is cut back to it.
  raw.pragma(`journal_size_limit = ${2 * limit}`);
  const frames = logFrames(file);
  let checkedAt = 0;
  /** The log has passed the limit: the passes ended when that was seen, or at the last commit. */
  let waitingSince: number | null = null;
  const checkpoint = () => {
    // PASSIVE never waits: if the background checkpointer is running right now, try again after the next
    // batch (with a clock: after its pass).
    const [result] = raw.pragma('wal_checkpoint(PASSIVE)') as Array<{ busy: number }>;
    if (!result?.busy) waitingSince = null;
    else if (!clock) checkedAt = 0;
  };
  return {
    afterCommit() {
      try {
        if (waitingSince !== null && clock) {
          const passes = clock.passes;
          if (passes !== waitingSince && !clock.running) return checkpoint();
          waitingSince = passes;
        }
        const now = Date.now();
        if (now - checkedAt < every) return;
        checkedAt = now;
        const size = frames.read() * frameBytes;
        if (size <= limit) {
          waitingSince = null;
          return;
        }
        if (clock && size <= 2 * limit) waitingSince ??= clock.passes;
        else checkpoint();
      } catch (error) {
        logger.error({ err: error }, 'WAL checkpoint failed');
      }
    },
    close: () => frames.close(),
  };
}
