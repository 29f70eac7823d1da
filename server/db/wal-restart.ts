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
 */
import { statSync } from 'node:fs';
import type SQLite from 'better-sqlite3';

export function walRestarter(raw: SQLite.Database, file: string, options: { limitBytes?: number; everyMs?: number } = {}): { afterCommit(): void } {
  const limit = options.limitBytes ?? 64 * 1024 * 1024;
  const every = options.everyMs ?? 100;
  // A log started again is cut back to the limit on its first commit, so its size says whether it has
  // grown past the limit since.
  raw.pragma(`journal_size_limit = ${limit}`);
  let checkedAt = 0;
  return {
    afterCommit() {
      const now = Date.now();
      if (now - checkedAt < every) return;
      checkedAt = now;
      try {
        if (statSync(`${file}-wal`).size <= limit) return;
        // PASSIVE never waits: if the background checkpointer is running right now, try again after the next batch.
        const [result] = raw.pragma('wal_checkpoint(PASSIVE)') as Array<{ busy: number }>;
        if (result?.busy) checkedAt = 0;
      } catch (error) {
        console.error(`WAL checkpoint failed: ${String(error)}`);
      }
    },
  };
}
