import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../accounts/users';
import { MarketBoard } from '../feed/market-board';
import { seededRandom } from '../feed/random';
import { accountId, balanceOf } from './ledger';
import { OrderRejected, placeOrder, type ExchangeDeps } from './orders';
import { settleMarket, type MarketResult } from './settlement';
import { accountStatementPage, bettingProfitLoss, marketBets, postingsInRange, type StatementCursor, type StatementRange, type StatementRow } from './statements';
import { exchangeDeps, fundedPlayer, matchOdds, postgresReachable, sessionMarket, testDatabase, type TestDatabaseKind } from './test-support';

const pgUp = await postgresReachable();
const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 1);

async function everyPage(deps: ExchangeDeps, userId: string, range: StatementRange, limit: number) {
  const rows: StatementRow[] = [];
  let cursor: StatementCursor | null = null;
  let pages = 0;
  let first: Awaited<ReturnType<typeof accountStatementPage>> | null = null;
  do {
    const page = await accountStatementPage(deps.db, userId, range, cursor, limit);
    first ??= page;
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    rows.push(...page.rows);
    cursor = page.next;
    pages += 1;
  } while (cursor);
  return { rows, pages, openingBalance: first.openingBalance, closingBalance: first.closingBalance };
}

describe.each<TestDatabaseKind>(['sqlite', ...(pgUp ? (['postgres'] as const) : [])])('statements on %s', (kind) => {
  let db: Awaited<ReturnType<typeof testDatabase>>;
  let board: MarketBoard;
  let deps: ExchangeDeps;
  let clock = START;
  let player = '';
  let other = '';

  beforeAll(async () => {
    db = await testDatabase(kind);
    board = new MarketBoard();
    deps = exchangeDeps(db, board, () => clock);
    player = await fundedPlayer(db, 0);
    other = await fundedPlayer(db, 0);
    await fund(db.db, player, 50_000_00, 'seed-player', 'Sandbox credit', clock);
    await fund(db.db, other, 50_000_00, 'seed-other', 'Sandbox credit', clock);
    // A seeded run: bets by both players on match odds and session markets, settled an hour or so apart.
    const random = seededRandom(16);
    for (let m = 0; m < 24; m += 1) {
      const id = `st-${m}`;
      board.put(m % 3 === 2 ? sessionMarket(id, 45, 47) : matchOdds(id, 180 + m * 10, 190 + m * 10));
      for (let b = 0; b < 4; b += 1) {
        clock += 60_000;
        const line = m % 3 === 2;
        const request = {
          marketId: id,
          selectionId: line ? id : random.pick(['A', 'B', 'C']),
          side: random.next() < 0.5 ? ('back' as const) : ('lay' as const),
          price: line ? 100 : 180 + m * 10 + (random.next() < 0.5 ? 0 : 10),
          line: line ? 46 : null,
          stake: random.int(1, 300) * 100,
          betSlipRef: `${id}-${b}`,
          fromOneClick: false,
          clientIp: 'x',
        };
        try {
          await placeOrder(deps, b === 3 ? other : player, request);
        } catch (error) {
          if (!(error instanceof OrderRejected)) throw error;
        }
      }
      clock += HOUR;
      const result: MarketResult = line(m) ? { kind: 'runs', runs: random.int(40, 52) } : m % 7 === 6 ? { kind: 'void' } : { kind: 'winner', runnerId: random.pick(['A', 'B', 'C']) };
      board.update(id, (market) => ({ ...market, status: 'CLOSED' }));
      await settleMarket(deps, id, result);
    }
    await fund(db.db, player, 1_000_00, 'credit-late', 'Sandbox credit', clock + 1);
  });
  afterAll(() => db.drop());

  const line = (m: number) => m % 3 === 2;
  const all = (): StatementRange => ({ from: START - HOUR, to: clock + HOUR });

  it('pages the whole statement by cursor, newest first, with running balances that chain to the paisa', async () => {
    const whole = await everyPage(deps, player, all(), 500);
    const paged = await everyPage(deps, player, all(), 7);
    expect(paged.rows).toEqual(whole.rows);
    expect(paged.pages).toBe(Math.ceil(whole.rows.length / 7));
    expect(whole.rows.length).toBeGreaterThan(10);
    expect(whole.closingBalance).toBe(await balanceOf(db.db, accountId(player, 'cash')));
    expect(whole.openingBalance).toBe(0);
    expect(whole.rows[0]!.balance).toBe(whole.closingBalance);
    for (let i = 1; i < whole.rows.length; i += 1) expect(whole.rows[i]!.balance).toBe(whole.rows[i - 1]!.balance - whole.rows[i - 1]!.amount);
    const oldest = whole.rows[whole.rows.length - 1]!;
    expect(oldest.balance - oldest.amount).toBe(whole.openingBalance);
    const keys = whole.rows.map((r) => [r.at, r.id] as const);
    for (let i = 1; i < keys.length; i += 1) expect(keys[i - 1]![0] > keys[i]![0] || (keys[i - 1]![0] === keys[i]![0] && keys[i - 1]![1] > keys[i]![1])).toBe(true);
  });

  it("keeps to the range, opening at the balance before it, and never shows another player's postings", async () => {
    const whole = await everyPage(deps, player, all(), 500);
    const middle = { from: START + 6 * HOUR, to: START + 14 * HOUR };
    const part = await everyPage(deps, player, middle, 5);
    expect(part.rows).toEqual(whole.rows.filter((r) => r.at >= middle.from && r.at < middle.to));
    expect(part.rows.length).toBeGreaterThan(0);
    const before = whole.rows.filter((r) => r.at < middle.from).reduce((sum, r) => sum + r.amount, 0);
    expect(part.openingBalance).toBe(before);
    expect(part.closingBalance).toBe(before + part.rows.reduce((sum, r) => sum + r.amount, 0));
    const theirs = await everyPage(deps, other, all(), 500);
    const mine = new Set(whole.rows.map((r) => r.id));
    expect(theirs.rows.some((r) => mine.has(r.id))).toBe(false);
    expect(whole.rows.every((r) => r.reference.endsWith(player) || r.kind !== 'settlement')).toBe(true);
    const empty = await accountStatementPage(deps.db, player, { from: START - 10 * HOUR, to: START - 5 * HOUR }, null, 10);
    expect(empty).toEqual({ openingBalance: 0, closingBalance: 0, rows: [], next: null });
  });

  it('reconciles betting profit and loss with the settlement postings of the account statement, to the paisa', async () => {
    for (const range of [all(), { from: START + 3 * HOUR, to: START + 17 * HOUR }]) {
      const statement = await everyPage(deps, player, range, 9);
      const settlements = statement.rows.filter((r) => r.kind === 'settlement').reduce((sum, r) => sum + r.amount, 0);
      const markets = await bettingProfitLoss(deps.db, player, range);
      expect(markets.reduce((sum, m) => sum + m.profitLoss, 0)).toBe(settlements);
      expect(markets.length).toBe(statement.rows.filter((r) => r.kind === 'settlement').length);
      // Each market's P&L is the sum of its bets' (commission 0: the sandbox charges none).
      for (const market of markets) {
        const bets = await marketBets(deps.db, player, market.marketId, (marketId, runnerId) => board.market(marketId)?.runners.find((r) => r.id === runnerId)?.name);
        expect(bets!.bets.reduce((sum, bet) => sum + bet.profitLoss - bet.commission, 0)).toBe(market.profitLoss);
        expect(market.commission).toBe(0);
        expect(market).toMatchObject({ eventName: 'India v Australia', eventTypeId: '4' });
        expect(bets!.result).toMatch(/^(Winner: Runner [ABC]|\d+ runs|Void)$/);
      }
    }
    expect(await marketBets(deps.db, other, 'no-such-market')).toBeNull();
  });

  it('lists transfers apart: every posting but settlements', async () => {
    const transfers = await postingsInRange(deps.db, player, all(), { exceptKinds: ['settlement'] });
    expect(transfers.map((t) => [t.kind, t.reference, t.amount])).toEqual([
      ['deposit', 'seed-player', 50_000_00],
      ['deposit', 'credit-late', 1_000_00],
    ]);
  });
});

describe.each<TestDatabaseKind>(['sqlite', ...(pgUp ? (['postgres'] as const) : [])])('statement texts on %s', (kind) => {
  let db: Awaited<ReturnType<typeof testDatabase>>;
  let board: MarketBoard;
  let deps: ExchangeDeps;
  beforeAll(async () => {
    db = await testDatabase(kind);
    board = new MarketBoard();
    deps = exchangeDeps(db, board, () => START);
  });
  afterAll(() => db.drop());

  /** A new player's ₹100 back on `selectionId` of match odds `marketId`, settled with `result`. */
  async function settledBack(marketId: string, selectionId: string, result: MarketResult): Promise<string> {
    const player = await fundedPlayer(db, 10_000_00);
    board.put(matchOdds(marketId, 200, 202));
    await placeOrder(deps, player, { marketId, selectionId, side: 'back', price: 200, line: null, stake: 100_00, betSlipRef: marketId, fromOneClick: false, clientIp: 'x' });
    board.update(marketId, (market) => ({ ...market, status: 'CLOSED' }));
    await settleMarket(deps, marketId, result);
    return player;
  }

  it('name the event, the market and the winner, also a winner nobody bet on once the market has left the board', async () => {
    // The feed names the winner with the result; the market is gone from the board when the player reads it.
    const player = await settledBack('named-1', 'A', { kind: 'winner', runnerId: 'B', name: 'Runner B' });
    board.remove('named-1');
    const statement = await accountStatementPage(db.db, player, { from: 0, to: START + HOUR }, null, 10);
    expect(statement.rows.filter((r) => r.kind === 'settlement').map((r) => [r.description, r.amount])).toEqual([['Settlement of India v Australia · Match Odds (Winner: Runner B)', -100_00]]);
    expect((await marketBets(db.db, player, 'named-1'))!.result).toBe('Winner: Runner B');
  });

  it('read results stored before names were kept, and figures that are not runs, in words', async () => {
    const player = await settledBack('old-1', 'C', { kind: 'winner', runnerId: 'C' });
    const counted = JSON.stringify({ kind: 'runs', runs: 12, words: '12 fours' });
    for (const [stored, words] of [['winner:C', 'Winner: Runner C'], ['runs:54', '54 runs'], ['void', 'Void'], ['placed:C,Z', 'Placed: Runner C, Z'], [counted, '12 fours']]) {
      await db.db.updateTable('settled_markets').set({ result: stored }).where('market_id', '=', 'old-1').execute();
      expect((await marketBets(db.db, player, 'old-1'))!.result).toBe(words);
    }
  });
});
