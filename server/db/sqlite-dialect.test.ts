import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueuedSqliteDialect } from './sqlite-dialect';

interface Db {
  items: { id: number; label: string };
}

function open(): { db: Kysely<Db>; raw: SQLite.Database } {
  const raw = new SQLite(':memory:');
  raw.exec('create table items (id integer primary key, label text not null)');
  return { db: new Kysely<Db>({ dialect: new QueuedSqliteDialect(raw) }), raw };
}

let opened: Kysely<Db> | undefined;
afterEach(async () => {
  await opened?.destroy();
  opened = undefined;
});

describe('QueuedSqliteDialect', () => {
  it('serves transactions asked for together one at a time, in the order they were asked', async () => {
    const { db } = open();
    opened = db;
    const started: number[] = [];
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          started.push(i);
          inside += 1;
          most = Math.max(most, inside);
          await trx.insertInto('items').values({ id: i, label: `item ${i}` }).execute();
          await new Promise((resolve) => setImmediate(resolve));
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(started).toEqual(Array.from({ length: 200 }, (_, i) => i));
    const count = await db.selectFrom('items').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(count.n).toBe(200);
  });

  it('passes the connection on after a transaction fails, and the failed one wrote nothing', async () => {
    const { db } = open();
    opened = db;
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 1, label: 'undone' }).execute();
      throw new Error('no');
    });
    const next = db.transaction().execute((trx) => trx.insertInto('items').values({ id: 2, label: 'kept' }).execute());
    await expect(failing).rejects.toThrow('no');
    await next;
    expect(await db.selectFrom('items').select(['id', 'label']).execute()).toEqual([{ id: 2, label: 'kept' }]);
  });

  it('prepares a statement once per SQL text and gives each query its own parameters', async () => {
    const { db, raw } = open();
    opened = db;
    const prepare = vi.spyOn(raw, 'prepare');
    for (let i = 0; i < 50; i += 1) await db.insertInto('items').values({ id: i, label: `item ${i}` }).execute();
    const labels = await Promise.all([7, 3, 42].map((id) => db.selectFrom('items').select('label').where('id', '=', id).executeTakeFirstOrThrow()));
    expect(labels.map((row) => row.label)).toEqual(['item 7', 'item 3', 'item 42']);
    const updated = await db.updateTable('items').set({ label: 'changed' }).where('id', '<', 10).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(10n);
    // One insert, one select and one update: three texts, however many times each ran.
    expect(prepare.mock.calls.map(([text]) => text)).toHaveLength(3);
  });
});
