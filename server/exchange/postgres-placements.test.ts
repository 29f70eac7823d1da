/** PostgreSQL placement batches: a connection that cannot prepare the statements is dropped, not reused. */
import { describe, expect, it } from 'vitest';
import { MarketBoard } from '../feed/market-board';
import { placeOrder, totalExposure, type OrderRequest } from './orders';
import { exchangeDeps, fundedPlayer, matchOdds, postgresReachable, testDatabase } from './test-support';

const pgUp = await postgresReachable();

const request = (betSlipRef: string): OrderRequest => ({ marketId: 'm1', selectionId: 'A', side: 'back', price: 200, line: null, stake: 100_00, betSlipRef, fromOneClick: false, clientIp: '127.0.0.1' });

describe.runIf(pgUp)('placement batches on PostgreSQL', () => {
  it('drops a connection whose statements could not be prepared, and writes the next batch on a fresh one', async () => {
    const db = await testDatabase('postgres');
    const board = new MarketBoard();
    board.put(matchOdds('m1', 200, 210));
    const deps = exchangeDeps(db, board);
    try {
      const player = await fundedPlayer(db, 1000);
      // The pool's idle connection already has a statement of that name, so preparing on it fails.
      const spoilt = await db.postgres!.pool.connect();
      const spoiltPid = (await spoilt.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      await spoilt.query('prepare placement_lock(text[]) as select 1');
      spoilt.release();
      await expect(placeOrder(deps, player, request('first'))).rejects.toThrow(/placement_lock/);
      const next = await placeOrder(deps, player, request('second'));
      expect(next.order.status).toBe('MATCHED');
      expect(await totalExposure(db.db, player)).toBe(100_00);
      // The connection that failed is gone from the database, not waiting in the pool for another batch.
      await expect.poll(async () => Number((await db.postgres!.pool.query<{ n: string }>('select count(*) as n from pg_stat_activity where pid = $1', [spoiltPid])).rows[0]!.n)).toBe(0);
    } finally {
      await deps.store.close();
      await db.drop();
    }
  });
});
