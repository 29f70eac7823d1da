/** The ledger's account creation under concurrency: many transactions creating one account at once all succeed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAccount } from './ledger';
import { postgresReachable, testDatabase, type TestDatabaseKind } from './test-support';

const pgUp = await postgresReachable();

describe.each<TestDatabaseKind>(['sqlite', ...(pgUp ? (['postgres'] as const) : [])])('ensureAccount on %s', (kind) => {
  let db: Awaited<ReturnType<typeof testDatabase>>;
  beforeAll(async () => {
    db = await testDatabase(kind);
  });
  afterAll(() => db.drop());

  it('creates one account when twenty transactions ask for it at the same moment', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.db.transaction().execute(async (trx) => {
          const id = await ensureAccount(trx, 'provider-x', 'casino');
          // Hold the transaction open a moment so the others' inserts overlap this one's.
          await new Promise((resolve) => setTimeout(resolve, 20));
          return id;
        }),
      ),
    );
    expect(new Set(ids)).toEqual(new Set(['casino:provider-x']));
    const rows = await db.db.selectFrom('accounts').select(['id', 'balance']).where('owner_id', '=', 'provider-x').execute();
    expect(rows).toEqual([{ id: 'casino:provider-x', balance: 0 }]);
  });
});
