import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MarketBoard } from '../feed/market-board';
import { accountId, balanceOf } from './ledger';
import { cancelOrders, matchWaitingOrders, ODDS_CHANGED, OrderRejected, placeOrder, totalExposure, type ExchangeDeps, type OrderRequest } from './orders';
import { settleMarket } from './settlement';
import { placementStore } from './placement-store';
import { type ExchangeTestbed, fundedPlayer, lockWaitersBehind, matchOdds, postgresReachable, sessionMarket, type TestDatabaseKind, withExchangeTestbed } from './test-support';

const R = 100;
const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL tests skipped: nothing answers at 127.0.0.1:5432');

let slip = 0;
function request(overrides: Partial<OrderRequest>): OrderRequest {
  slip += 1;
  return { marketId: 'm1', selectionId: 'A', side: 'back', price: 250, line: null, stake: 1000 * R, betSlipRef: `slip-${slip}`, fromOneClick: false, clientIp: '127.0.0.1', ...overrides };
}

describe.each<TestDatabaseKind>(['sqlite', 'sqlite-file', ...(pgUp ? (['postgres'] as const) : [])])('orders on %s', (kind) => {
  let db: ExchangeTestbed['db'];
  let board: MarketBoard;
  let deps: ExchangeDeps;

  withExchangeTestbed(kind, (bed) => ({ db, board, deps } = bed));

  it('matches back and lay bets and keeps the worked example exposure', async () => {
    board.put(matchOdds('m1', 250, 300));
    const player = await fundedPlayer(db, 10_000);
    const back = await placeOrder(deps, player, request({ selectionId: 'A', side: 'back', price: 250, stake: 1000 * R }));
    expect(back.order).toMatchObject({ status: 'MATCHED', matched: 1000 * R });
    const lay = await placeOrder(deps, player, request({ selectionId: 'B', side: 'lay', price: 300, stake: 500 * R }));
    expect(lay.order.status).toBe('MATCHED');
    expect(await totalExposure(db.db, player)).toBe(2000 * R);
    // Unmatched back on C at 8.0 (best back is 2.5): adds its losing side.
    const waiting = await placeOrder(deps, player, request({ selectionId: 'C', side: 'back', price: 800, stake: 300 * R }));
    expect(waiting.order).toMatchObject({ status: 'UNMATCHED', matched: 0 });
    expect(await totalExposure(db.db, player)).toBe(2300 * R);
    expect(await balanceOf(db.db, accountId(player, 'cash'))).toBe(10_000 * R);
  });

  it('is idempotent on betSlipRef', async () => {
    board.put(matchOdds('m2', 200, 210));
    const player = await fundedPlayer(db, 1000);
    const first = await placeOrder(deps, player, request({ marketId: 'm2', betSlipRef: 'same-ref', stake: 100 * R, price: 200 }));
    const again = await placeOrder(deps, player, request({ marketId: 'm2', betSlipRef: 'same-ref', stake: 900 * R, price: 200 }));
    expect(again).toEqual({ order: first.order, repeated: true });
    const both = await Promise.all([1, 2, 3].map(() => placeOrder(deps, player, request({ marketId: 'm2', betSlipRef: 'raced', stake: 100 * R, price: 200 }))));
    expect(new Set(both.map((p) => p.order.id)).size).toBe(1);
    expect(await totalExposure(db.db, player)).toBe(200 * R);
  });

  it('answers a bet slip written through another writer (another server process) with its order, in a batch with new slips', async () => {
    board.put(matchOdds('m2b', 200, 210));
    const player = await fundedPlayer(db, 1000);
    const first = await placeOrder(deps, player, request({ marketId: 'm2b', betSlipRef: 'elsewhere', stake: 100 * R, price: 200 }));
    const other = { ...deps, store: placementStore(db) };
    try {
      // In one turn, so the three go in one batch: the repeated slip and two new ones.
      const [again, ...fresh] = await Promise.all([
        placeOrder(other, player, request({ marketId: 'm2b', betSlipRef: 'elsewhere', stake: 900 * R, price: 200 })),
        placeOrder(other, player, request({ marketId: 'm2b', betSlipRef: 'new-1', stake: 100 * R, price: 200 })),
        placeOrder(other, player, request({ marketId: 'm2b', betSlipRef: "new-2 'quoted' \\ E'\\x27'", stake: 100 * R, price: 200 })),
      ]);
      expect(again).toEqual({ order: first.order, repeated: true });
      expect(fresh.map((p) => p.repeated)).toEqual([false, false]);
    } finally {
      await other.store.close();
    }
    const written = await db.db.selectFrom('orders').select(['bet_slip_ref']).where('user_id', '=', player).orderBy('bet_slip_ref').execute();
    expect(written.map((o) => o.bet_slip_ref)).toEqual(['elsewhere', 'new-1', "new-2 'quoted' \\ E'\\x27'"]);
    // Three ₹100 backs on A: ₹300 at risk, the ₹900 repeat never counted.
    expect(await totalExposure(db.db, player)).toBe(300 * R);
  });

  it.each<[string, (now: number) => { daily_loss_limit: number | null; daily_loss_limit_next?: number; daily_loss_limit_next_at?: number }]>([
    ['a daily loss limit', () => ({ daily_loss_limit: 500 * R })],
    ['a new daily loss limit that has come into force', (now) => ({ daily_loss_limit: null, daily_loss_limit_next: 500 * R, daily_loss_limit_next_at: now - 60_000 })],
  ])("keeps bets within %s, counting what the player lost today", async (name, limit) => {
    const [settled, open] = [`lost-${name.length}`, `open-${name.length}`];
    board.put(matchOdds(settled, 200, 210));
    board.put(matchOdds(open, 200, 210));
    const player = await fundedPlayer(db, 1000);
    await db.db.updateTable('users').set(limit(Date.now())).where('id', '=', player).execute();
    // ₹200 backed on A at 2.0 and B won: ₹200 lost today.
    await placeOrder(deps, player, request({ marketId: settled, price: 200, stake: 200 * R }));
    await settleMarket(deps, settled, { kind: 'winner', runnerId: 'B' });
    // The ₹500 limit less the ₹200 lost leaves ₹300 that may be lost: a ₹350 back risks ₹350, a ₹300 back ₹300.
    await expect(placeOrder(deps, player, request({ marketId: open, price: 200, stake: 350 * R }))).rejects.toThrow(
      'This bet could take your losses today past your daily loss limit of ₹500.00. You can lose at most ₹300.00 more today.',
    );
    expect((await placeOrder(deps, player, request({ marketId: open, price: 200, stake: 300 * R }))).order.status).toBe('MATCHED');
  });

  it('keeps available balance from going negative', async () => {
    board.put(matchOdds('m3', 200, 210));
    const player = await fundedPlayer(db, 500);
    await placeOrder(deps, player, request({ marketId: 'm3', stake: 400 * R, price: 200 }));
    await expect(placeOrder(deps, player, request({ marketId: 'm3', selectionId: 'B', stake: 200 * R, price: 200 }))).rejects.toThrow(
      'Insufficient balance: this bet needs ₹200.00 and ₹100.00 is available.',
    );
    // A bet that lowers exposure is always allowed: lay A back.
    await placeOrder(deps, player, request({ marketId: 'm3', side: 'lay', selectionId: 'A', stake: 400 * R, price: 210 }));
    expect(await totalExposure(db.db, player)).toBeLessThan(400 * R);
  });

  it("decides a player's bets in overlapping batches on what the batch before wrote", async () => {
    board.put(matchOdds('m4', 200, 210));
    const player = await fundedPlayer(db, 300);
    // On PostgreSQL another writer (a settlement, say) holds the player's cash row while the bets come:
    // the first batch waits on it, the others gather behind it.
    let release = () => {};
    let holder: Promise<void> = Promise.resolve();
    let holderPid = 0;
    if (kind === 'postgres') {
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = (_pid: number) => {};
      const isLocked = new Promise<number>((resolve) => (locked = resolve));
      holder = db.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await sql`select id from accounts where id = ${accountId(player, 'cash')} for update`.execute(trx);
        locked(rows[0]!.pid);
        await held;
      });
      holderPid = await isLocked;
    }
    // Each bet in a turn of its own, so each goes in a batch of its own while the one before is being written.
    const placements: Array<Promise<Awaited<ReturnType<typeof placeOrder>> | Error>> = [];
    for (const ref of ['lane-a', 'lane-b', 'lane-a']) {
      placements.push(placeOrder(deps, player, request({ marketId: 'm4', betSlipRef: ref, stake: 200 * R, price: 200 })).catch((error: Error) => error));
      await new Promise((resolve) => setImmediate(resolve));
    }
    // The first batch waits on the held row before it is let go.
    if (kind === 'postgres') await lockWaitersBehind(db, holderPid, 1);
    release();
    await holder;
    const [a, b, aAgain] = (await Promise.all(placements)) as [Awaited<(typeof placements)[number]>, Awaited<(typeof placements)[number]>, Awaited<(typeof placements)[number]>];
    // ₹300 covers one ₹200 back (its exposure is its stake), not two: whichever batch wrote second refused its bet.
    const accepted = [a, b].filter((p) => !(p instanceof Error));
    expect(accepted).toHaveLength(1);
    expect(([a, b].find((p) => p instanceof Error) as Error).message).toBe('Insufficient balance: this bet needs ₹200.00 and ₹100.00 is available.');
    if (a instanceof Error) expect(aAgain).toBeInstanceOf(Error);
    else expect(aAgain).toEqual({ order: a.order, repeated: true });
    expect(await totalExposure(db.db, player)).toBe(200 * R);
  });

  it.each<[string, Partial<OrderRequest>, string]>([
    ['a stake under the minimum', { stake: 50 }, 'The minimum stake on this market is ₹1.00.'],
    ['a stake over the maximum', { stake: 2_00_000 * R }, 'The maximum stake on this market is ₹1,00,000.00.'],
    ['a price off the ladder', { price: 201 }, 'The price must be between 1.01 and 1000, on the price ladder.'],
    ['an unknown runner', { selectionId: 'Z' }, 'That selection is not in this market.'],
    ['an unknown market', { marketId: 'nope' }, 'This market is not available.'],
    ['a zero stake', { stake: 0 }, 'The stake must be more than ₹0 with at most 2 decimals.'],
  ])('refuses %s', async (_name, overrides, message) => {
    board.put(matchOdds('m1', 250, 300));
    const player = await fundedPlayer(db, 1000);
    await expect(placeOrder(deps, player, request(overrides))).rejects.toThrow(message);
    expect(await totalExposure(db.db, player)).toBe(0);
  });

  it('refuses when the price goes during the bet delay, and on a suspended market', async () => {
    board.put(matchOdds('m4', 250, 260));
    const player = await fundedPlayer(db, 1000);
    const delayed: ExchangeDeps = { ...deps, betDelayMs: () => 5000, sleep: async () => void board.update('m4', (m) => ({ ...m, runners: m.runners.map((r) => ({ ...r, back: [{ price: 240, size: 100_000 }] })) })) };
    await expect(placeOrder(delayed, player, request({ marketId: 'm4', price: 250, stake: 100 * R }))).rejects.toThrow(ODDS_CHANGED);
    board.update('m4', (m) => ({ ...m, status: 'SUSPENDED' }));
    await expect(placeOrder(deps, player, request({ marketId: 'm4', price: 240, stake: 100 * R }))).rejects.toThrow('This market is suspended.');
  });

  it('matches part now and the rest when the price comes, or cancels it', async () => {
    board.put(matchOdds('m5', 200, 210, 300 * R));
    const player = await fundedPlayer(db, 10_000);
    const placed = await placeOrder(deps, player, request({ marketId: 'm5', price: 200, stake: 1000 * R }));
    expect(placed.order).toMatchObject({ status: 'PARTIAL', matched: 300 * R });
    board.update('m5', (m) => ({ ...m, runners: m.runners.map((r) => ({ ...r, back: [{ price: 200, size: 500 * R }] })) }));
    const [matched] = await matchWaitingOrders(deps, 'm5');
    expect(matched).toMatchObject({ status: 'PARTIAL', matched: 800 * R });
    const [cancelled] = await cancelOrders(deps, player, placed.order.id);
    expect(cancelled).toMatchObject({ status: 'MATCHED', matched: 800 * R, cancelled: 200 * R });
    expect(await totalExposure(db.db, player)).toBe(800 * R);
  });

  it('settles through the ledger exactly once', async () => {
    board.put(matchOdds('m6', 300, 310));
    const player = await fundedPlayer(db, 2000);
    await placeOrder(deps, player, request({ marketId: 'm6', price: 300, stake: 1000 * R }));
    const first = await settleMarket(deps, 'm6', { kind: 'winner', runnerId: 'A' });
    expect(first.byUser.get(player)).toBe(2000 * R);
    const second = await settleMarket(deps, 'm6', { kind: 'winner', runnerId: 'B' });
    expect(second.settled).toBe(false);
    expect(await balanceOf(db.db, accountId(player, 'cash'))).toBe(4000 * R);
    expect(await totalExposure(db.db, player)).toBe(0);
  });

  it('takes session bets whole at the quoted line and settles on runs, gap zones included', async () => {
    board.put(sessionMarket('s1', 46, 46));
    const player = await fundedPlayer(db, 5000);
    await placeOrder(deps, player, request({ marketId: 's1', selectionId: 's1', side: 'lay', line: 46, price: 100, stake: 1000 * R }));
    board.put(sessionMarket('s1', 50, 50));
    await expect(placeOrder(deps, player, request({ marketId: 's1', selectionId: 's1', side: 'back', line: 46, price: 100, stake: 1000 * R }))).rejects.toThrow(ODDS_CHANGED);
    await placeOrder(deps, player, request({ marketId: 's1', selectionId: 's1', side: 'back', line: 50, price: 100, stake: 1000 * R }));
    expect(await totalExposure(db.db, player)).toBe(2000 * R);
    const settled = await settleMarket(deps, 's1', { kind: 'runs', runs: 48 });
    expect(settled.byUser.get(player)).toBe(-2000 * R);
    expect(await balanceOf(db.db, accountId(player, 'cash'))).toBe(3000 * R);
  });

  // The worked examples of "Matching: price improvement" in the exchange arithmetic notes.
  function ladderMarket(id: string, back: Array<[number, number]>, lay: Array<[number, number]>) {
    const level = ([price, rupees]: [number, number]) => ({ price, size: rupees * R });
    const market = matchOdds(id, 0, 0);
    return { ...market, runners: market.runners.map((runner) => (runner.id === 'A' ? { ...runner, back: back.map(level), lay: lay.map(level) } : runner)) };
  }

  it('fills a back at the best prices at or above its limit, best first, and pays each part at its price', async () => {
    board.put(ladderMarket('pi1', [[165, 500], [164, 2000]], [[166, 300], [167, 5000]]));
    const player = await fundedPlayer(db, 5000);
    const back = await placeOrder(deps, player, request({ marketId: 'pi1', side: 'back', price: 160, stake: 1000 * R }));
    expect(back.order).toMatchObject({ status: 'MATCHED', matched: 1000 * R, price: 160 });
    expect(JSON.parse(back.order.fills!)).toEqual([[165, 500 * R], [164, 500 * R]]);
    // Above every offer: all of it waits at 1.70.
    const waiting = await placeOrder(deps, player, request({ marketId: 'pi1', side: 'back', price: 170, stake: 1000 * R }));
    expect(waiting.order).toMatchObject({ status: 'UNMATCHED', matched: 0, price: 170 });
    await cancelOrders(deps, player, waiting.order.id);
    // A wins: ₹500 × 0.65 + ₹500 × 0.64 = ₹645.
    const settled = await settleMarket(deps, 'pi1', { kind: 'winner', runnerId: 'A' });
    expect(settled.byUser.get(player)).toBe(645 * R);
    expect(await balanceOf(db.db, accountId(player, 'cash'))).toBe(5645 * R);
  });

  it('fills a lay at the best prices at or below its limit: ₹1,000 at 1000 is ₹300 at 1.66 and ₹700 at 1.67, liability ₹667', async () => {
    board.put(ladderMarket('pi2', [[165, 500], [164, 2000]], [[166, 300], [167, 5000]]));
    const player = await fundedPlayer(db, 1000);
    // At 1000 the liability would be ₹9,99,000: the player could not afford it; at the offers they can.
    const lay = await placeOrder(deps, player, request({ marketId: 'pi2', side: 'lay', price: 100_000, stake: 1000 * R }));
    expect(lay.order).toMatchObject({ status: 'MATCHED', matched: 1000 * R });
    expect(JSON.parse(lay.order.fills!)).toEqual([[166, 300 * R], [167, 700 * R]]);
    expect(await totalExposure(db.db, player)).toBe(667 * R);
    const settled = await settleMarket(deps, 'pi2', { kind: 'winner', runnerId: 'A' });
    expect(settled.byUser.get(player)).toBe(-667 * R);
  });

  it('matches a waiting order at the best price on offer when the market comes to it', async () => {
    board.put(ladderMarket('pi3', [[150, 1000]], [[152, 1000]]));
    const player = await fundedPlayer(db, 5000);
    const waiting = await placeOrder(deps, player, request({ marketId: 'pi3', side: 'back', price: 200, stake: 1000 * R }));
    expect(waiting.order.status).toBe('UNMATCHED');
    board.put(ladderMarket('pi3', [[210, 400], [200, 400], [190, 5000]], [[212, 1000]]));
    const [matched] = await matchWaitingOrders(deps, 'pi3');
    expect(matched).toMatchObject({ status: 'PARTIAL', matched: 800 * R });
    expect(JSON.parse(matched!.fills!)).toEqual([[210, 400 * R], [200, 400 * R]]);
    // Losing side: ₹800 matched, ₹200 still waiting at 2.00.
    expect(await totalExposure(db.db, player)).toBe(1000 * R);
    board.put(ladderMarket('pi3', [[220, 5000]], [[222, 1000]]));
    const [rest] = await matchWaitingOrders(deps, 'pi3');
    expect(JSON.parse(rest!.fills!)).toEqual([[210, 400 * R], [200, 400 * R], [220, 200 * R]]);
    // A wins: 400 × 1.1 + 400 × 1.0 + 200 × 1.2 = ₹1,080.
    expect((await settleMarket(deps, 'pi3', { kind: 'winner', runnerId: 'A' })).byUser.get(player)).toBe(1080 * R);
  });

  it('takes a session bet at a better quote and records the quote it was taken at', async () => {
    board.put(sessionMarket('pi4', 47, 48));
    const player = await fundedPlayer(db, 5000);
    // Yes asked at 50: the quote 48 is better (fewer runs needed).
    const yes = await placeOrder(deps, player, request({ marketId: 'pi4', selectionId: 'pi4', side: 'back', line: 50, price: 100, stake: 1000 * R }));
    expect(yes.order).toMatchObject({ status: 'MATCHED', line: 48, price: 100 });
    // No asked at 45: the quote 47 is better (more runs allowed).
    const no = await placeOrder(deps, player, request({ marketId: 'pi4', selectionId: 'pi4', side: 'lay', line: 45, price: 100, stake: 1000 * R }));
    expect(no.order).toMatchObject({ status: 'MATCHED', line: 47 });
    // No 47 and Yes 48: exactly 47 runs loses both (No needs fewer than 47, Yes needs 48).
    expect(await totalExposure(db.db, player)).toBe(2000 * R);
  });

  it('refuses bets from a self-excluded player', async () => {
    board.put(matchOdds('m7', 200, 210));
    const player = await fundedPlayer(db, 1000);
    await db.db.updateTable('users').set({ self_excluded_until: Date.UTC(2099, 0, 1) }).where('id', '=', player).execute();
    await expect(placeOrder(deps, player, request({ marketId: 'm7', price: 200, stake: 100 * R }))).rejects.toBeInstanceOf(OrderRejected);
    await expect(placeOrder(deps, player, request({ marketId: 'm7', price: 200, stake: 100 * R }))).rejects.toThrow('You are self-excluded from betting until 01/01/2099, 05:30 AM IST.');
  });
});
