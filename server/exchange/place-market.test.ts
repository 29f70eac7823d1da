import { describe, expect, it } from 'vitest';
import { placeMarketPosition } from '../../domain/exchange/exposure';
import type { RunnerBet } from '../../domain/exchange/pnl';
import { MarketBoard } from '../feed/market-board';
import { RACE_SLOTS } from '../feed/race-card';
import { FeedSimulator } from '../feed/simulator';
import type { MarketSnapshot } from '../feed/types';
import { applyOrder, bookBestWin, bookExposure, emptyBook } from './book';
import { marketExposure, type OpenOrder } from './exposure';
import { accountId, balanceOf } from './ledger';
import { withdrawRunner } from './non-runner';
import { placeOrder, totalExposure, type ExchangeDeps, type OrderRequest } from './orders';
import { settleMarket, type MarketResult } from './settlement';
import { type ExchangeTestbed, fundedPlayer, postgresReachable, seeded, type TestDatabaseKind, withExchangeTestbed } from './test-support';

const R = 100;
const pgUp = await postgresReachable();

/** Every set of `size` items of `items`. */
function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, size - 1).map((s) => [first!, ...s]), ...subsets(rest, size)];
}

/** A bet's P&L, written out afresh: a back wins stake × (price − 1) rounded down, a lay risks it rounded up. */
function pnl(bet: RunnerBet, placed: boolean): number {
  const odds = (bet.stake * (bet.price - 100)) / 100;
  if (bet.side === 'back') return placed ? Math.floor(odds) : -bet.stake;
  return placed ? -Math.ceil(odds) : bet.stake;
}

/** Worst and best outcome over every set of placed runners, by enumeration. */
function enumerate(runners: readonly string[], winners: number, matched: readonly RunnerBet[], unmatched: readonly RunnerBet[]) {
  const values = subsets(runners, Math.min(winners, runners.length)).map((placed) => {
    const value = (bets: readonly RunnerBet[], losingSide: boolean) =>
      bets.reduce((sum, bet) => sum + (losingSide ? Math.min(0, pnl(bet, placed.includes(bet.runnerId))) : pnl(bet, placed.includes(bet.runnerId))), 0);
    return { worst: value(matched, false) + value(unmatched, true), full: value([...matched, ...unmatched], false) };
  });
  return { exposure: Math.max(0, -Math.min(...values.map((v) => v.worst))), best: Math.max(0, ...values.map((v) => v.full)) };
}

describe('place market exposure against every outcome', () => {
  it('equals the enumeration over all sets of placed runners, for random books (domain, the stored book and the order recomputation)', () => {
    const random = seeded(19);
    for (let trial = 0; trial < 400; trial += 1) {
      const runners = Array.from({ length: random.int(2, 8) }, (_, i) => `r${i}`);
      const winners = random.int(1, 3);
      const bet = (): RunnerBet => ({ runnerId: random.pick(runners), side: random.pick(['back', 'lay'] as const), price: random.pick([101, 105, 150, 233, 300, 470, 1000, 2500]), stake: random.int(1, 5000) * 37 });
      const matched = Array.from({ length: random.int(0, 6) }, bet);
      const unmatched = Array.from({ length: random.int(0, 3) }, bet);
      const expected = enumerate(runners, winners, matched, unmatched);
      const position = placeMarketPosition(runners, winners, matched, unmatched);
      expect(position.exposure, `trial ${trial}`).toBe(expected.exposure);
      expect(Math.max(0, placeMarketPosition(runners, winners, [...matched, ...unmatched]).best), `trial ${trial}`).toBe(expected.best);

      const book = emptyBook('MATCH_ODDS');
      for (const b of matched) applyOrder(book, { market_type: 'MATCH_ODDS', selection_id: b.runnerId, side: b.side, price: b.price, line: null }, [{ price: b.price, size: b.stake }], 0, 1);
      for (const b of unmatched) applyOrder(book, { market_type: 'MATCH_ODDS', selection_id: b.runnerId, side: b.side, price: b.price, line: null }, [], b.stake, 1);
      expect(bookExposure(book, runners, winners), `trial ${trial}`).toBe(expected.exposure);
      expect(bookBestWin(book, runners, winners), `trial ${trial}`).toBe(expected.best);

      const orders: OpenOrder[] = [...matched.map((b) => [b, true] as const), ...unmatched.map((b) => [b, false] as const)].map(([b, isMatched]) => ({
        selection_id: b.runnerId, side: b.side, price: b.price, line: null, stake: b.stake, matched: isMatched ? b.stake : 0, fills: isMatched ? JSON.stringify([[b.price, b.stake]]) : '[]', cancelled: 0, market_type: 'MATCH_ODDS',
      }));
      const market = { type: 'MATCH_ODDS' as const, runners: runners.map((id) => ({ id, name: id, back: [], lay: [] })), numberOfWinners: winners };
      expect(marketExposure(orders, market), `trial ${trial}`).toBe(expected.exposure);
    }
  });
});

function placeMarket(id: string, winners: number, runners: readonly string[], price = (runner: string) => (runner === 'A' ? 150 : 300)): Omit<MarketSnapshot, 'version'> {
  return {
    id, name: 'To Be Placed', type: 'MATCH_ODDS', eventTypeId: '7', eventId: `race-${id}`, eventName: 'Ascot 14:30', competitionId: '702', competitionName: 'Ascot', status: 'OPEN', numberOfWinners: winners,
    runners: runners.map((r) => ({ id: r, name: `Runner ${r}`, back: [{ price: price(r), size: 1_00_000_00 }], lay: [{ price: price(r) + 2, size: 1_00_000_00 }] })),
  };
}

let slip = 0;
function request(marketId: string, overrides: Partial<OrderRequest>): OrderRequest {
  slip += 1;
  return { marketId, selectionId: 'A', side: 'back', price: 150, line: null, stake: 100 * R, betSlipRef: `place-${slip}`, fromOneClick: false, clientIp: '127.0.0.1', ...overrides };
}

describe.each<TestDatabaseKind>(['sqlite', 'sqlite-file', ...(pgUp ? (['postgres'] as const) : [])])('a place market on %s', (kind) => {
  let db: ExchangeTestbed['db'];
  let board: MarketBoard;
  let deps: ExchangeDeps;

  withExchangeTestbed(kind, (bed) => ({ db, board, deps } = bed));

  it('takes exposure over sets of placed runners at placement, reprices at a non-runner and settles each bet by whether its runner is placed', async () => {
    board.put(placeMarket('p1', 3, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], () => 150));
    const player = await fundedPlayer(db, 200);
    const lay = (selectionId: string) => placeOrder(deps, player, request('p1', { selectionId, side: 'lay', price: 152 }));
    // Each lay of ₹100 at 1.52: −52 if placed, +100 if not. Exposure, worked by hand:
    // A: 52; A, B: 104; A, B, C: 156; A to D: at most three of the four are placed, 3 × −52 + 100 = −56.
    const exposures: number[] = [];
    for (const runner of ['A', 'B', 'C', 'D']) {
      await lay(runner);
      exposures.push(await totalExposure(db.db, player));
    }
    expect(exposures).toEqual([52 * R, 104 * R, 156 * R, 56 * R]);
    // Back E ₹150 at 1.50 (+75 / −150): worst is three lays placed and E not: −156 + 100 − 150 = −206, over ₹200.
    await expect(placeOrder(deps, player, request('p1', { selectionId: 'E', side: 'back', price: 150, stake: 150 * R }))).rejects.toThrow('Insufficient balance: this bet needs ₹150.00 and ₹144.00 is available.');
    // ₹100 instead: −156 + 100 − 100 = −156.
    await placeOrder(deps, player, request('p1', { selectionId: 'E', side: 'back', price: 150, stake: 100 * R }));
    expect(await totalExposure(db.db, player)).toBe(156 * R);
    const other = await fundedPlayer(db, 1000);
    await placeOrder(deps, other, request('p1', { selectionId: 'E', side: 'lay', price: 152 }));

    // H (no bets on it) is withdrawn with a place reduction factor of 10 %: 1.52 → 1.37, 1.50 → 1.35.
    board.update('p1', (market) => ({ ...market, runners: market.runners.filter((r) => r.id !== 'H') }));
    await withdrawRunner(deps, 'p1', 'H', 100);
    // Three lays placed at −37 and E not placed: −111 + 100 − 100 = −111.
    expect(await totalExposure(db.db, player)).toBe(111 * R);

    // A, E and F placed: lay A −37, lays B, C, D +300, back E +35 → +298; the other player's lay on E −37.
    const result: MarketResult = { kind: 'placed', runnerIds: ['A', 'E', 'F'] };
    const outcome = await settleMarket(deps, 'p1', result);
    expect(outcome.byUser.get(player)).toBe(298 * R);
    expect(await balanceOf(db.db, accountId(player, 'cash'))).toBe(498 * R);
    expect(await balanceOf(db.db, accountId(other, 'cash'))).toBe(963 * R);
    expect(await totalExposure(db.db, player)).toBe(0);
    const orders = await db.db.selectFrom('orders').select(['selection_id', 'status', 'profit']).where('user_id', '=', player).where('status', '=', 'SETTLED').orderBy('selection_id').execute();
    expect(orders.map((o) => [o.selection_id, Number(o.profit)])).toEqual([['A', -37 * R], ['B', 100 * R], ['C', 100 * R], ['D', 100 * R], ['E', 35 * R]]);
  });

  it('settles a place bet on a race of the feed with the placed runners of its result, through the ledger', async () => {
    const results: Array<[string, MarketResult]> = [];
    const T0 = Date.now();
    const timing = { firstOffMs: RACE_SLOTS.map(() => 60_000), nonRunnerChance: 0, runMs: 10_000, resultShownMs: 5_000, nextRaceMs: 60_000 };
    const feed = new FeedSimulator(board, { seed: 7, raceTiming: timing, onResult: (id, r) => results.push([id, r]) });
    feed.start(T0);
    const race = feed.events().find((e) => e.race && e.eventTypeId === '7')!;
    const place = board.market(race.marketIds[1]!)!;
    expect([place.name, place.numberOfWinners]).toEqual(['To Be Placed', race.race!.places]);
    const runner = place.runners[0]!;
    const price = runner.back[0]!.price;
    const player = await fundedPlayer(db, 1000);
    await placeOrder(deps, player, { marketId: place.id, selectionId: runner.id, side: 'back', price, line: null, stake: 100 * R, betSlipRef: `feed-${kind}`, fromOneClick: false, clientIp: 'x' });
    feed.tick(T0 + 70_000);
    const [, result] = results.find(([id]) => id === place.id)!;
    expect(result).toMatchObject({ kind: 'placed', runnerIds: race.race!.placings!.slice(0, race.race!.places) });
    await settleMarket(deps, place.id, result);
    const placed = race.race!.placings!.indexOf(runner.id) < race.race!.places;
    const profit = placed ? Math.floor((100 * R * (price - 100)) / 100) : -100 * R;
    expect(await balanceOf(db.db, accountId(player, 'cash'))).toBe(1000 * R + profit);
  });
});
