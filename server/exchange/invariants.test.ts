/**
 * Random sequences of deposits, bets, partial matches, cancels, cash outs and settlements, checking
 * after every step: the ledger balances, available balance never goes below zero, stored exposure
 * equals exposure recomputed from open orders, no two bets share a betSlipRef, settling twice changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runnerMarketPosition } from '../../domain/exchange/exposure';
import { cashOutBet } from '../../domain/exchange/cash-out';
import { priceDown, priceUp } from '../../domain/exchange/price-ladder';
import { fund } from '../accounts/users';
import { MarketBoard } from '../feed/market-board';
import { marketExposure, OPEN_STATUSES } from './exposure';
import { cancelOrders, matchWaitingOrders, OrderRejected, placeOrder, type ExchangeDeps } from './orders';
import { settleMarket } from './settlement';
import { exchangeDeps, fundedPlayer, matchOdds, postgresReachable, seeded, sessionMarket, testDatabase, type TestDatabaseKind } from './test-support';

const pgUp = await postgresReachable();

describe.each<TestDatabaseKind>(['sqlite', 'sqlite-file', ...(pgUp ? (['postgres'] as const) : [])])('exchange invariants on %s', (kind) => {
  let db: Awaited<ReturnType<typeof testDatabase>>;
  let deps: ExchangeDeps;
  const board = new MarketBoard();

  beforeAll(async () => {
    db = await testDatabase(kind);
    deps = exchangeDeps(db, board);
  });
  afterAll(() => db.drop());

  async function checkInvariants(step: string) {
    const unbalanced = await db.db.selectFrom('ledger_entries').select(['tx_id', (eb) => eb.fn.sum<number>('amount').as('total')]).groupBy('tx_id').execute();
    expect(unbalanced.filter((r) => Number(r.total) !== 0), step).toEqual([]);
    const accounts = await db.db.selectFrom('accounts').selectAll().execute();
    const sums = await db.db.selectFrom('ledger_entries').select(['account_id', (eb) => eb.fn.sum<number>('amount').as('total')]).groupBy('account_id').execute();
    const byAccount = new Map(sums.map((s) => [s.account_id, Number(s.total)]));
    for (const account of accounts) expect(Number(account.balance), `${step}: ${account.id}`).toBe(byAccount.get(account.id) ?? 0);

    const exposures = await db.db.selectFrom('market_exposure').selectAll().execute();
    const open = await db.db.selectFrom('orders').selectAll().where('status', 'in', [...OPEN_STATUSES]).execute();
    const keys = new Set([...exposures.map((e) => `${e.user_id}|${e.market_id}`), ...open.map((o) => `${o.user_id}|${o.market_id}`)]);
    for (const key of keys) {
      const [user, market] = key.split('|') as [string, string];
      const stored = Number(exposures.find((e) => e.user_id === user && e.market_id === market)?.exposure ?? 0);
      const mine = open.filter((o) => o.user_id === user && o.market_id === market);
      const snapshot = board.market(market)!;
      expect(stored, `${step}: exposure ${key}`).toBe(marketExposure(mine, snapshot));
    }
    for (const account of accounts.filter((a) => a.kind === 'cash')) {
      const exposure = exposures.filter((e) => e.user_id === account.owner_id).reduce((t, e) => t + Number(e.exposure), 0);
      expect(Number(account.balance) - exposure, `${step}: available of ${account.owner_id}`).toBeGreaterThanOrEqual(0);
    }
    const duplicates = await db.db.selectFrom('orders').select(['user_id', 'bet_slip_ref', (eb) => eb.fn.countAll<number>().as('n')]).groupBy(['user_id', 'bet_slip_ref']).execute();
    expect(duplicates.filter((d) => Number(d.n) > 1), step).toEqual([]);
  }

  it('hold through 250 random steps', async () => {
    const random = seeded(kind === 'sqlite' ? 7 : 11);
    const players = [await fundedPlayer(db, 2000), await fundedPlayer(db, 500), await fundedPlayer(db, 0)];
    let marketSerial = 0;
    const live: string[] = [];
    const newMarket = () => {
      marketSerial += 1;
      const id = `mk${marketSerial}`;
      if (marketSerial % 4 === 0) board.put(sessionMarket(id, 40 + random.int(0, 10), 40 + random.int(0, 10)));
      else board.put(matchOdds(id, random.pick([150, 200, 250, 300, 400]), 0, random.int(1, 50) * 10_000));
      board.update(id, (m) => ({ ...m, runners: m.runners.map((r) => ({ ...r, lay: [{ price: priceUp(r.back[0]!.price), size: r.back[0]!.size }] })) }));
      live.push(id);
    };
    for (let i = 0; i < 4; i += 1) newMarket();
    const refs: string[] = [];

    for (let step = 0; step < 250; step += 1) {
      const action = random.pick(['deposit', 'bet', 'bet', 'bet', 'move', 'cancel', 'cashout', 'settle']);
      const player = random.pick(players);
      const marketId = random.pick(live);
      const market = board.market(marketId)!;
      try {
        if (action === 'deposit') {
          await fund(db.db, player, random.int(1, 1000) * 100, `dep-${step}`, 'test deposit', Date.now());
        } else if (action === 'bet') {
          const reuse = refs.length > 0 && random.next() < 0.15;
          const ref = reuse ? random.pick(refs) : `ref-${step}`;
          refs.push(ref);
          const side = random.pick(['back', 'lay'] as const);
          if (market.type === 'SESSION') {
            const line = side === 'back' ? market.line!.yesLine : market.line!.noLine;
            await placeOrder(deps, player, { marketId, selectionId: marketId, side, price: 100, line: random.next() < 0.8 ? line : line + 1, stake: random.int(1, 800) * 100, betSlipRef: ref, fromOneClick: false, clientIp: 'x' });
          } else {
            const runner = random.pick(market.runners);
            const base = side === 'back' ? runner.back[0]!.price : runner.lay[0]!.price;
            const price = random.next() < 0.6 ? base : side === 'back' ? priceUp(priceUp(base)) : priceDown(priceDown(base));
            await placeOrder(deps, player, { marketId, selectionId: runner.id, side, price, line: null, stake: random.int(1, 800) * 100, betSlipRef: ref, fromOneClick: false, clientIp: 'x' });
          }
        } else if (action === 'move' && market.type !== 'SESSION') {
          board.update(marketId, (m) => ({
            ...m,
            runners: m.runners.map((r) => {
              const back = random.next() < 0.5 ? priceUp(r.back[0]!.price) : priceDown(r.back[0]!.price);
              return { ...r, back: [{ price: back, size: random.int(1, 50) * 10_000 }], lay: [{ price: priceUp(back), size: random.int(1, 50) * 10_000 }] };
            }),
          }));
          await matchWaitingOrders(deps, marketId);
        } else if (action === 'cancel') {
          const waiting = await db.db.selectFrom('orders').select('id').where('user_id', '=', player).where('status', 'in', ['UNMATCHED', 'PARTIAL']).execute();
          await cancelOrders(deps, player, random.next() < 0.5 ? waiting[0]?.id : undefined);
        } else if (action === 'cashout' && market.type === 'MATCH_ODDS') {
          const orders = await db.db.selectFrom('orders').selectAll().where('user_id', '=', player).where('market_id', '=', marketId).where('status', 'in', [...OPEN_STATUSES]).execute();
          const runner = random.pick(market.runners);
          const position = runnerMarketPosition(market.runners.map((r) => r.id), orders.map((o) => ({ runnerId: o.selection_id, side: o.side, price: o.price, stake: Number(o.matched) })));
          const lose = Math.min(...market.runners.filter((r) => r.id !== runner.id).map((r) => position.byRunner[r.id]!));
          const bet = cashOutBet(position.byRunner[runner.id]!, lose, runner.lay[0]!.price, runner.back[0]!.price, 100);
          if (bet) await placeOrder(deps, player, { marketId, selectionId: runner.id, side: bet.side, price: bet.price, line: null, stake: bet.stake, betSlipRef: `co-${step}`, fromOneClick: false, clientIp: 'x' });
        } else if (action === 'settle') {
          const result = market.type === 'SESSION' ? ({ kind: 'runs', runs: random.int(35, 60) } as const) : random.next() < 0.1 ? ({ kind: 'void' } as const) : ({ kind: 'winner', runnerId: random.pick(market.runners).id } as const);
          board.update(marketId, (m) => ({ ...m, status: 'CLOSED' }));
          await settleMarket(deps, marketId, result);
          const before = await db.db.selectFrom('accounts').select(['id', 'balance']).orderBy('id').execute();
          const again = await settleMarket(deps, marketId, result);
          expect(again.settled).toBe(false);
          expect(await db.db.selectFrom('accounts').select(['id', 'balance']).orderBy('id').execute()).toEqual(before);
          live.splice(live.indexOf(marketId), 1);
          newMarket();
        }
      } catch (error) {
        if (!(error instanceof OrderRejected)) throw error;
      }
      await checkInvariants(`step ${step} (${action} on ${marketId})`);
    }
    const settledOrders = await db.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'SETTLED').executeTakeFirst();
    expect(Number(settledOrders?.n)).toBeGreaterThan(10);
  });
});
