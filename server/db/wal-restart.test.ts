import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startCheckpointer } from './checkpointer';
import { configureSqlite } from './database';
import { walRestarter } from './wal-restart';

const LIMIT = 512 * 1024;

const COMMITS = 4000;

/**
 * Commits 4,000 rows of 4 KB (16 MB in all) without a pause, with or without the background checkpointer
 * running; the log's largest size. Counted in commits, not time, so a loaded machine changes only how long it takes.
 */
async function writeSteadily(file: string, restart: (writer: SQLite.Database) => () => void, background = true): Promise<number> {
  const writer = new SQLite(file);
  configureSqlite(writer);
  writer.exec('create table if not exists rows (id integer primary key, body blob)');
  const afterCommit = restart(writer);
  const checkpointer = background ? startCheckpointer(file, 50) : null;
  await new Promise((resolve) => setTimeout(resolve, 50));
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
});
