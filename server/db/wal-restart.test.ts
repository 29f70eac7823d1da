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
 * Commits 4,000 rows of 4 KB (16 MB in all) without a pause while the background checkpointer runs;
 * the log's largest size. Counted in commits, not time, so a loaded machine changes only how long it takes.
 */
async function writeSteadily(file: string, restart: (writer: SQLite.Database) => () => void): Promise<number> {
  const writer = new SQLite(file);
  configureSqlite(writer);
  writer.exec('create table if not exists rows (id integer primary key, body blob)');
  const afterCommit = restart(writer);
  const checkpointer = startCheckpointer(file, 50);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const insert = writer.prepare('insert into rows (body) values (?)');
  let largest = 0;
  for (let i = 0; i < COMMITS; i += 1) {
    insert.run(Buffer.alloc(4000, 7));
    afterCommit();
    largest = Math.max(largest, statSync(`${file}-wal`).size);
  }
  await checkpointer.close();
  writer.close();
  return largest;
}

describe('write-ahead log under a steady stream of commits', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('grows past any limit when only the background checkpointer copies it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'wl-wal-'));
    expect(await writeSteadily(join(dir, 'db.sqlite'), () => () => {})).toBeGreaterThan(16 * LIMIT);
  });

  it('stays within a few times the limit when the writer checkpoints between commits once the log has passed it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'wl-wal-'));
    const file = join(dir, 'db.sqlite');
    // Checked after every commit here: past the limit only by the commits made while a pass of the
    // background checkpointer held the checkpoint lock (about 2 MB seen on a loaded machine, against 16 MB without).
    expect(await writeSteadily(file, (writer) => walRestarter(writer, file, { limitBytes: LIMIT, everyMs: 0 }).afterCommit)).toBeLessThan(8 * LIMIT);
  });
});
