import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckpointClock, checkpointClockBuffer } from './checkpoint-clock';
import { startCheckpointer } from './checkpointer';
import { configureSqlite } from './database';
import { logFrames, walRestarter } from './wal-restart';

const LIMIT = 512 * 1024;

const COMMITS = 4000;

/** The background checkpointer of `file`, once it has ended a first pass (its worker loads its TypeScript first, slowly on a busy machine). */
async function runningCheckpointer(file: string, intervalMs: number, passes = 1) {
  const clock = new CheckpointClock(checkpointClockBuffer(file));
  const before = clock.passes;
  const checkpointer = startCheckpointer(file, intervalMs);
  await vi.waitFor(() => expect(clock.passes - before).toBeGreaterThanOrEqual(passes), { timeout: 10_000, interval: 5 });
  return checkpointer;
}

/**
 * Commits 4,000 rows of 4 KB (16 MB in all) without a pause, with or without the background checkpointer
 * running; the log's largest size. Counted in commits, not time, so a loaded machine changes only how long it takes.
 */
async function writeSteadily(file: string, restart: (writer: SQLite.Database) => () => void, background = true): Promise<number> {
  const writer = new SQLite(file);
  configureSqlite(writer);
  writer.exec('create table if not exists rows (id integer primary key, body blob)');
  const afterCommit = restart(writer);
  const checkpointer = background ? await runningCheckpointer(file, 50) : null;
  const insert = writer.prepare('insert into rows (body) values (?)');
  let largest = 0;
  for (let i = 0; i < COMMITS; i += 1) {
    insert.run(Buffer.alloc(4000, 7));
    afterCommit();
    largest = Math.max(largest, statSync(`${file}-wal`).size);
  }
  await checkpointer?.close();
  writer.close();
  return largest;
}

describe('write-ahead log under a steady stream of commits', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('grows past any limit when only the background checkpointer copies it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'wl-wal-'));
    expect(await writeSteadily(join(dir, 'db.sqlite'), () => () => {})).toBeGreaterThan(8 * LIMIT);
  });

  it('stays within the limit and one commit when the writer checkpoints between commits once the log has passed it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'wl-wal-'));
    const file = join(dir, 'db.sqlite');
    // Alone, the writer's checkpoint always reaches the end of the log, so the next commit starts it again.
    // (With the background checkpointer mid-pass the writer's checkpoint is busy and it tries again after the
    // next commit: the log then passes the limit by what is written meanwhile, which depends on the machine's load.)
    expect(await writeSteadily(file, (writer) => walRestarter(writer, file, { limitBytes: LIMIT, everyMs: 0 }).afterCommit, false)).toBeLessThan(LIMIT + 64 * 1024);
  });

  /** A new database file in its own directory, with a table of rows and their insert. */
  function rowsDatabase() {
    dir = mkdtempSync(join(tmpdir(), 'wl-wal-'));
    const file = join(dir, 'db.sqlite');
    const writer = new SQLite(file);
    configureSqlite(writer);
    writer.exec('create table rows (id integer primary key, body blob)');
    return { file, writer, insert: writer.prepare('insert into rows (body) values (?)') };
  }

  it('reads the frames in the log from the wal-index as SQLite counts them, and 0 once the log has started again', () => {
    const { file, writer, insert } = rowsDatabase();
    const frames = logFrames(file);
    for (let i = 0; i < 50; i += 1) insert.run(Buffer.alloc(3000 + i * 97, i));
    const [counted] = writer.pragma('wal_checkpoint(PASSIVE)') as Array<{ log: number; checkpointed: number }>;
    expect(counted!.log).toBeGreaterThan(50);
    expect(frames.read()).toBe(counted!.log);
    // All of it was copied, so the next commit writes from the log's start.
    insert.run(Buffer.alloc(10, 1));
    expect(frames.read()).toBeLessThan(5);
    frames.close();
    writer.close();
  });

  describe('with the checkpoint clock', () => {
    const limitBytes = 256 * 1024;
    /** A writer committing 4 KB rows, its restarter with a clock the test moves as a background checkpointer would. */
    function setUp() {
      const { file, writer, insert } = rowsDatabase();
      const clock = new CheckpointClock();
      const restarter = walRestarter(writer, file, { limitBytes, everyMs: 0, clock });
      const frames = logFrames(file);
      const commit = (times = 1) => {
        for (let i = 0; i < times; i += 1) {
          insert.run(Buffer.alloc(4000, 7));
          restarter.afterCommit();
        }
      };
      const logBytes = () => frames.read() * (4096 + 24);
      /** Commits until the log has passed the limit. */
      const passLimit = () => {
        while (logBytes() <= limitBytes) commit();
      };
      const close = () => {
        restarter.close();
        frames.close();
        writer.close();
      };
      return { file, clock, commit, passLimit, logBytes, close };
    }

    it('waits past the limit while no background pass has ended, and checkpoints right after one ends: the next commit starts the log again', () => {
      const { clock, commit, passLimit, logBytes, close } = setUp();
      clock.passStarted();
      passLimit();
      commit();
      // Over the limit, with a pass running and none ended: the writer writes on.
      expect(logBytes()).toBeGreaterThan(limitBytes);
      const grown = logBytes();
      commit(3);
      expect(logBytes()).toBeGreaterThan(grown);
      clock.passEnded();
      commit();
      // That commit's afterCommit saw the pass end and checkpointed; the next commit writes from the start.
      commit();
      expect(logBytes()).toBeLessThan(5 * 4120);
      close();
    });

    it('does not checkpoint while a pass is running, even one begun after another ended', () => {
      const { clock, commit, passLimit, logBytes, close } = setUp();
      passLimit();
      commit();
      clock.passStarted();
      clock.passEnded();
      clock.passStarted();
      commit(3);
      expect(logBytes()).toBeGreaterThan(limitBytes);
      clock.passEnded();
      commit(2);
      expect(logBytes()).toBeLessThan(5 * 4120);
      close();
    });

    it('checkpoints at once when the log reaches twice the limit with no pass ending (a stopped checkpointer)', () => {
      const { commit, logBytes, close } = setUp();
      let largest = 0;
      for (let i = 0; i < 300; i += 1) {
        commit();
        largest = Math.max(largest, logBytes());
      }
      expect(largest).toBeGreaterThan(limitBytes);
      expect(largest).toBeLessThan(2 * limitBytes + 4 * 4120);
      close();
    });

    it('is written over from its start, not cut back, when it starts again', () => {
      const { file, clock, commit, passLimit, logBytes, close } = setUp();
      passLimit();
      clock.passEnded();
      // This commit goes to the log's end, and the checkpoint after it reaches that end.
      commit();
      const fileSize = statSync(`${file}-wal`).size;
      commit();
      expect(logBytes()).toBeLessThan(5 * 4120);
      expect(statSync(`${file}-wal`).size).toBe(fileSize);
      close();
    });
  });

  it('is told of each background pass by the checkpointer', async () => {
    const { file, writer } = rowsDatabase();
    // It marks a pass every 5 ms once its worker has started.
    const checkpointer = await runningCheckpointer(file, 5, 4);
    await checkpointer.close();
    writer.close();
  });
});
