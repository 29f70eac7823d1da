/**
 * PostgreSQL placement batches: a connection that cannot prepare the statements is dropped, not reused;
 * a round trip of the chain (one batch's write and commit, the next one's read) that fails before or
 * after it ran leaves every placement answered once, each order written once.
 */
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MarketBoard } from '../feed/market-board';
import { placeOrder, totalExposure, type OrderRequest } from './orders';
import { placementStore } from './placement-store';
import { exchangeDeps, fundedPlayer, matchOdds, postgresReachable, testDatabase } from './test-support';

const pgUp = await postgresReachable();

const request = (betSlipRef: string, stake = 100_00): OrderRequest => ({ marketId: 'm1', selectionId: 'A', side: 'back', price: 200, line: null, stake, betSlipRef, fromOneClick: false, clientIp: '127.0.0.1' });

/** A round trip carrying a write and the next batch's read: the chain's, not a batch done alone. */
const chainedMessage = (text: string) => /commit; begin;/.test(text);

/**
 * The pool with its connections' first chained round trip broken: `ranThenLost` runs it and then reports
 * the connection lost (the commit went through, its answer did not come back); otherwise it fails unrun.
 * `onFirstRead` runs as the first batch's read goes out, to queue placements behind it.
 */
function breakingPool(pool: pg.Pool, ranThenLost: boolean, onFirstRead: () => void): pg.Pool {
  let broken = false;
  let read = false;
  const lost = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
  // One stand-in for each connection, as the pool hands out one object for each.
  const standIns = new WeakMap<pg.PoolClient, pg.PoolClient>();
  const connect = async () => {
    const client = await pool.connect();
    const query = client.query.bind(client) as (text: string) => Promise<unknown>;
    if (!standIns.has(client)) standIns.set(client, standIn(client, query));
    return standIns.get(client)!;
  };
  const standIn = (client: pg.PoolClient, query: (text: string) => Promise<unknown>) =>
    new Proxy(client, {
      get(target, key) {
        if (key !== 'query') return Reflect.get(target, key);
        return async (text: string) => {
          if (!read && text.startsWith('begin;')) {
            read = true;
            onFirstRead();
          }
          if (broken || typeof text !== 'string' || !chainedMessage(text)) return query(text);
          broken = true;
          if (ranThenLost) await query(text).then(() => query('rollback'));
          throw lost();
        };
      },
    });
  return { connect } as unknown as pg.Pool;
}

describe.runIf(pgUp)('placement batches on PostgreSQL', () => {
  it('drops a connection whose statements could not be prepared, and writes the batch on a fresh one', async () => {
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
      expect((await placeOrder(deps, player, request('first'))).order.status).toBe('MATCHED');
      expect((await placeOrder(deps, player, request('second'))).order.status).toBe('MATCHED');
      expect(await totalExposure(db.db, player)).toBe(200_00);
      // The connection that failed is gone from the database, not waiting in the pool for another batch.
      await expect.poll(async () => Number((await db.postgres!.pool.query<{ n: string }>('select count(*) as n from pg_stat_activity where pid = $1', [spoiltPid])).rows[0]!.n)).toBe(0);
    } finally {
      await deps.store.close();
      await db.drop();
    }
  });

  it.each([
    ['after the commit went through', true],
    ['before it ran', false],
  ])('answers every placement once and writes each order once when a chained round trip is lost %s', async (_when, ranThenLost) => {
    const db = await testDatabase('postgres');
    const board = new MarketBoard();
    board.put(matchOdds('m1', 200, 210));
    const players = [await fundedPlayer(db, 1000), await fundedPlayer(db, 1000)];
    let second: Array<Promise<unknown>> = [];
    const placeSecond = () => (second = players.map((player, i) => placeOrder(deps, player, request(`second-${i}`, 30_00))));
    const deps = { ...exchangeDeps(db, board), store: placementStore({ ...db, postgres: { ...db.postgres!, pool: breakingPool(db.postgres!.pool, ranThenLost, placeSecond) } }) };
    try {
      const first = await Promise.all(players.map((player, i) => placeOrder(deps, player, request(`first-${i}`, 100_00))));
      const later = (await Promise.all(second)) as typeof first;
      // Each placement answered as a new order, so the player hears of it; none answered as a repeat.
      expect([...first, ...later].map((p) => [p.order.status, p.repeated])).toEqual(Array(4).fill(['MATCHED', false]));
      for (const player of players) {
        const orders = await db.db.selectFrom('orders').select(['bet_slip_ref', 'stake']).where('user_id', '=', player).orderBy('bet_slip_ref').execute();
        expect(orders.map((o) => [o.bet_slip_ref.split('-')[0], Number(o.stake)])).toEqual([['first', 100_00], ['second', 30_00]]);
        // Backs of ₹100 and ₹30 on the same runner: the exposure is the stakes' sum, ₹130.
        expect(await totalExposure(db.db, player)).toBe(130_00);
      }
    } finally {
      await deps.store.close();
      await db.drop();
    }
  });
});
