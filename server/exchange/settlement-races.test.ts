/**
 * Settlement and placement racing on PostgreSQL, with the interleavings forced: a second connection
 * holds a row each side needs, so both are seen waiting before it lets go. Before the lock order was one
 * (accounts by id, then orders, then markets), the first case deadlocked: settlement wrote the players'
 * cash rows in the order its orders came back while a placement batch locked them in id order.
 */
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database';
import { MarketBoard } from '../feed/market-board';
import { retryCounts, totalRetries } from '../db/retry';
import { accountId, balanceOf, ensureAccount, HOUSE_OWNER } from './ledger';
import { OrderRejected, placeOrder, type ExchangeDeps, type OrderRequest } from './orders';
import { MARKET_CLOSED } from './placement-decision';
import { closeMarket, settleClosedMarket, settleMarket } from './settlement';
import { startSettlementQueue } from './settlement-queue';
import { exchangeDeps, fundedPlayer, lockWaitersBehind, matchOdds, POSTGRES_URL, postgresReachable, testDatabase } from './test-support';

const R = 100;
const pgUp = await postgresReachable();
if (!pgUp) console.warn('Settlement race tests skipped: nothing answers at 127.0.0.1:5432');

let slip = 0;
const bet = (marketId: string, overrides: Partial<OrderRequest> = {}): OrderRequest => {
  slip += 1;
  return { marketId, selectionId: 'A', side: 'back', price: 200, line: null, stake: 100 * R, betSlipRef: `race-${slip}`, fromOneClick: false, clientIp: '127.0.0.1', ...overrides };
};

describe.skipIf(!pgUp)('settlement racing placements on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof testDatabase>>;
  let board: MarketBoard;
  let deps: ExchangeDeps;
  let holder: pg.Client;
  let holderPid: number;
  let schema: string;

  beforeAll(async () => {
    db = await testDatabase('postgres');
    board = new MarketBoard();
    deps = exchangeDeps(db, board);
    schema = String((await db.postgres!.pool.query('select current_schema() as s')).rows[0].s);
    holder = new pg.Client({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}` });
    await holder.connect();
    holderPid = Number((await holder.query('select pg_backend_pid() as pid')).rows[0].pid);
  });
  afterAll(async () => {
    await holder.end();
    await deps.store.close();
    await db.drop();
  });
  afterEach(async () => {
    await holder.query('rollback').catch(() => {});
  });

  const waitersBehindHolder = (count: number) => lockWaitersBehind(db, holderPid, count);

  async function players(): Promise<[string, string]> {
    const ids = [await fundedPlayer(db, 10_000), await fundedPlayer(db, 10_000)].sort();
    return [ids[0]!, ids[1]!];
  }

  it('settles a market while a batch bets for the same players, in one lock order: no deadlock, nothing retried', async () => {
    const [low, high] = await players();
    board.put(matchOdds('race-settle', 200, 210));
    board.put(matchOdds('race-other', 200, 210));
    // The higher id's order comes back first, so settling in order of orders would write its cash row first.
    await placeOrder(deps, high, bet('race-settle'));
    await placeOrder(deps, low, bet('race-settle'));
    expect(await closeMarket(deps, 'race-settle', { kind: 'winner', runnerId: 'A' })).toBe('closed');
    const house = await ensureAccount(db.db, HOUSE_OWNER, 'house');
    const retriesBefore = totalRetries();

    await holder.query('begin');
    await holder.query('select id from accounts where id = $1 for update', [house]);
    const settling = settleClosedMarket(deps, 'race-settle');
    await waitersBehindHolder(1);
    // One batch betting for both players on another market, behind the settlement's locks.
    const placing = Promise.all([placeOrder(deps, low, bet('race-other')), placeOrder(deps, high, bet('race-other'))]);
    await waitersBehindHolder(2);
    await holder.query('commit');

    const [settled, placed] = await Promise.all([settling, placing]);
    expect(settled.settled).toBe(true);
    expect([...settled.byUser.values()]).toEqual([100 * R, 100 * R]);
    expect(placed.map((p) => p.order.status)).toEqual(['MATCHED', 'MATCHED']);
    expect(totalRetries() - retriesBefore, JSON.stringify([...retryCounts])).toBe(0);
    expect(await balanceOf(db.db, accountId(low, 'cash'))).toBe(10_100 * R);
  });

  it('refuses a bet whose batch reaches the market after its close', async () => {
    const [player] = await players();
    board.put(matchOdds('race-late', 200, 210));
    await holder.query('begin');
    await holder.query('select id from accounts where id = $1 for update', [accountId(player, 'cash')]);
    const placing = placeOrder(deps, player, bet('race-late')).catch((error: unknown) => error);
    await waitersBehindHolder(1);
    // The feed still shows the market open; the database closes it meanwhile.
    expect(await closeMarket(deps, 'race-late', { kind: 'winner', runnerId: 'A' })).toBe('settled');
    await holder.query('commit');
    const refused = await placing;
    expect(refused).toBeInstanceOf(OrderRejected);
    expect((refused as Error).message).toBe(MARKET_CLOSED);
    expect(await db.db.selectFrom('orders').select('id').where('market_id', '=', 'race-late').execute()).toEqual([]);
  });

  it('includes in the settlement a bet whose batch held the market when the close came', async () => {
    const [player] = await players();
    board.put(matchOdds('race-early', 200, 210));
    await placeOrder(deps, player, bet('race-early'));
    // The batch's last statement waits on this row, after it has taken the market's share lock.
    await holder.query('begin');
    await holder.query('select * from market_exposure where user_id = $1 and market_id = $2 for update', [player, 'race-early']);
    const placing = placeOrder(deps, player, bet('race-early'));
    await waitersBehindHolder(1);
    const closing = closeMarket(deps, 'race-early', { kind: 'winner', runnerId: 'A' });
    await waitersBehindHolder(2);
    await holder.query('commit');
    const placed = await placing;
    expect(placed.order.status).toBe('MATCHED');
    expect(await closing).toBe('closed');
    const settled = await settleClosedMarket(deps, 'race-early');
    expect(settled.byUser.get(player)).toBe(200 * R);
    const open = await db.db.selectFrom('orders').select('id').where('market_id', '=', 'race-early').where('status', 'in', ['UNMATCHED', 'PARTIAL', 'MATCHED']).execute();
    expect(open).toEqual([]);
  });

  it('leaves no acknowledged bet open when many placements race the close', async () => {
    const bettors = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(db, 10_000)));
    board.put(matchOdds('race-storm', 200, 210));
    const acknowledged: string[] = [];
    // Each bettor bets until the market refuses it as closed.
    const bettor = async (player: string) => {
      for (;;) {
        try {
          acknowledged.push((await placeOrder(deps, player, bet('race-storm', { stake: 10 * R }))).order.id);
        } catch (error) {
          if (!(error instanceof OrderRejected) || error.message !== MARKET_CLOSED) throw error;
          return;
        }
      }
    };
    const betting = Promise.all(bettors.map(bettor));
    // Closed once bets are flowing, while more keep coming.
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(2 * bettors.length), { timeout: 10_000, interval: 10 });
    await closeMarket(deps, 'race-storm', { kind: 'winner', runnerId: 'B' });
    await betting;
    await settleClosedMarket(deps, 'race-storm');
    const rows = await db.db.selectFrom('orders').select(['id', 'status']).where('market_id', '=', 'race-storm').execute();
    expect(rows.length).toBe(acknowledged.length);
    expect(rows.every((row) => row.status === 'SETTLED')).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(0);
  });

  it('retries a placement batch and a settlement the database rolled back as deadlocked', async () => {
    const player = await fundedPlayer(db, 10_000);
    board.put(matchOdds('race-fault', 200, 210));
    // Injected in the database itself: the first two order inserts and the first settlement record fail as deadlocks.
    await db.postgres!.pool.query(`
      create sequence if not exists fault_orders; create sequence if not exists fault_settled;
      create or replace function fault_orders() returns trigger language plpgsql as $$
        begin if nextval('fault_orders') <= 2 then raise exception 'injected deadlock' using errcode = '40P01'; end if; return new; end $$;
      create or replace function fault_settled() returns trigger language plpgsql as $$
        begin if nextval('fault_settled') <= 1 then raise exception 'injected deadlock' using errcode = '40P01'; end if; return new; end $$;
      create trigger fault_orders before insert on orders for each row execute function fault_orders();
      create trigger fault_settled before insert on settled_markets for each row execute function fault_settled();`);
    try {
      const deadlocks = retryCounts.get('40P01') ?? 0;
      const placed = await placeOrder(deps, player, bet('race-fault'));
      expect(placed.order.status).toBe('MATCHED');
      const settled = await settleMarket(deps, 'race-fault', { kind: 'winner', runnerId: 'A' });
      expect(settled.byUser.get(player)).toBe(100 * R);
      expect((retryCounts.get('40P01') ?? 0) - deadlocks).toBe(3);
      expect(await db.db.selectFrom('orders').select('id').where('user_id', '=', player).execute()).toHaveLength(1);
    } finally {
      await db.postgres!.pool.query('drop trigger fault_orders on orders; drop trigger fault_settled on settled_markets');
    }
  });

  it('finishes a settlement that failed: at a later pass, and in another process after a restart, once', async () => {
    const player = await fundedPlayer(db, 10_000);
    let clock = Date.now();
    const timed = { ...deps, now: () => clock };
    for (const id of ['race-later', 'race-restart']) {
      board.put(matchOdds(id, 200, 210));
      await placeOrder(deps, player, bet(id));
    }
    await db.postgres!.pool.query(`
      create table if not exists fault_switch (on_ boolean);
      insert into fault_switch values (true);
      create or replace function fault_switch() returns trigger language plpgsql as $$
        begin if exists (select 1 from fault_switch where on_) then raise exception 'settlement store unavailable'; end if; return new; end $$;
      create trigger fault_switch before insert on settled_markets for each row execute function fault_switch();`);
    const log: string[] = [];
    const settledHere: string[] = [];
    const first = startSettlementQueue(timed, { log: (m) => log.push(m), onSettled: (id) => settledHere.push(id), pollMs: 60_000 });
    try {
      await closeMarket(timed, 'race-later', { kind: 'winner', runnerId: 'A' });
      await closeMarket(timed, 'race-restart', { kind: 'winner', runnerId: 'A' });
      await first.drain();
      const failed = await db.db.selectFrom('markets').select(['id', 'status', 'attempts', 'last_error']).where('id', 'in', ['race-later', 'race-restart']).orderBy('id').execute();
      expect(failed.map((m) => [m.status, m.attempts])).toEqual([['closed', 1], ['closed', 1]]);
      expect(failed[0]!.last_error).toContain('settlement store unavailable');
      expect(log.some((line) => line.includes('race-later'))).toBe(true);

      // A later pass, once the fault has gone and the backoff has run: this one is settled.
      await db.postgres!.pool.query('update fault_switch set on_ = false');
      clock += 1_500;
      await db.db.updateTable('markets').set({ next_attempt_at: clock + 60_000 }).where('id', '=', 'race-restart').execute();
      await first.drain();
      expect(settledHere).toEqual(['race-later']);
    } finally {
      await first.stop();
      await db.postgres!.pool.query('drop trigger fault_switch on settled_markets');
    }

    // The first process is gone; another, with connections of its own, finds the other market due and settles it.
    const restartedDb = await openDatabase({ databaseUrl: POSTGRES_URL, schema });
    try {
      const restarted = { ...exchangeDeps(restartedDb, board), now: () => clock + 120_000 };
      const second = startSettlementQueue(restarted, { log: (m) => log.push(m), onSettled: (id) => settledHere.push(id), pollMs: 60_000 });
      await second.drain();
      await second.stop();
    } finally {
      await restartedDb.close();
    }
    expect(settledHere).toEqual(['race-later', 'race-restart']);
    const postings = await db.db.selectFrom('ledger_transactions').select('reference').where('kind', '=', 'settlement').where('reference', 'like', `%:${player}`).execute();
    expect(postings.map((p) => p.reference).sort()).toEqual([`race-later:${player}`, `race-restart:${player}`]);
    expect(await balanceOf(db.db, accountId(player, 'cash'))).toBe(10_200 * R);
  });

  it('settles each market once when two processes pass over the same closed markets at once', async () => {
    const bettors = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(db, 10_000)));
    const ids = Array.from({ length: 8 }, (_, i) => `race-twice-${i}`);
    for (const id of ids) {
      board.put(matchOdds(id, 200, 210));
      for (const player of bettors) await placeOrder(deps, player, bet(id, { selectionId: slip % 2 ? 'A' : 'B' }));
      await closeMarket(deps, id, { kind: 'winner', runnerId: 'A' });
    }
    const settled: string[] = [];
    const queues = [0, 1].map(() => startSettlementQueue(deps, { log: () => {}, onSettled: (id) => settled.push(id), pollMs: 60_000 }));
    await Promise.all(queues.map((q) => q.drain()));
    await Promise.all(queues.map((q) => q.stop()));
    expect(settled.sort()).toEqual([...ids].sort());
    const postings = await db.db.selectFrom('ledger_transactions').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'settlement').where('reference', 'like', 'race-twice-%').executeTakeFirst();
    expect(Number(postings?.n)).toBe(ids.length * bettors.length);
    const unbalanced = await db.db.selectFrom('ledger_entries').select('tx_id').groupBy('tx_id').having((eb) => eb.fn.sum('amount'), '!=', 0).execute();
    expect(unbalanced).toEqual([]);
  });
});

describe('a market closed in the database on SQLite', () => {
  it('refuses bets the feed still shows open, through the writer thread as in memory', async () => {
    for (const kind of ['sqlite', 'sqlite-file'] as const) {
      const db = await testDatabase(kind);
      const board = new MarketBoard();
      const deps = exchangeDeps(db, board);
      try {
        const player = await fundedPlayer(db, 1000);
        board.put(matchOdds('closed-here', 200, 210));
        await placeOrder(deps, player, bet('closed-here'));
        expect(await closeMarket(deps, 'closed-here', { kind: 'winner', runnerId: 'A' })).toBe('closed');
        await expect(placeOrder(deps, player, bet('closed-here'))).rejects.toThrow(MARKET_CLOSED);
        expect((await settleClosedMarket(deps, 'closed-here')).byUser.get(player)).toBe(100 * R);
        expect((await settleClosedMarket(deps, 'closed-here')).settled).toBe(false);
      } finally {
        await deps.store.close();
        await db.drop();
      }
    }
  });
});
