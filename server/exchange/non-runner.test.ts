import { describe, expect, it } from 'vitest';
import { MarketBoard } from '../feed/market-board';
import { accountId, balanceOf } from './ledger';
import { reducedPrice, withdrawRunner } from './non-runner';
import { placeOrder, totalExposure, type ExchangeDeps, type OrderRequest } from './orders';
import { settleMarket } from './settlement';
import { type ExchangeTestbed, fundedPlayer, postgresReachable, type TestDatabaseKind, withExchangeTestbed } from './test-support';

const R = 100;
const pgUp = await postgresReachable();

describe('reduced price', () => {
  // price in hundredths, factor in tenths of a percent → hundredths, worked by hand.
  it.each([
    [500, 250, 375], // 5.00 less 25 % = 3.75
    [460, 125, 403], // 4.60 less 12.5 % = 4.025, to the nearest hundredth 4.03
    [1000, 0, 1000], // no factor (under 2.5 %) leaves it
    [105, 500, 100], // 1.05 less 50 % = 0.525: never below 1.00
  ])('%i less %i tenths of a percent is %i', (price, factor, reduced) => {
    expect(reducedPrice(price, factor)).toBe(reduced);
  });
});

let slip = 0;
function request(overrides: Partial<OrderRequest>): OrderRequest {
  slip += 1;
  return { marketId: 'win', selectionId: 'B', side: 'back', price: 500, line: null, stake: 1000 * R, betSlipRef: `nr-${slip}`, fromOneClick: false, clientIp: '127.0.0.1', ...overrides };
}

describe.each<TestDatabaseKind>(['sqlite', ...(pgUp ? (['postgres'] as const) : [])])('a non-runner on %s', (kind) => {
  let db: ExchangeTestbed['db'];
  let board: MarketBoard;
  let deps: ExchangeDeps;

  withExchangeTestbed(kind, (bed) => ({ db, board, deps } = bed));

  it('voids bets on it, cancels unmatched bets and pays matched bets on the others at reduced prices', async () => {
    const level = (price: number) => [{ price, size: 1_00_000_00 }];
    board.put({
      id: 'win', name: 'Win', type: 'MATCH_ODDS', eventTypeId: '7', eventId: 'race-1', eventName: 'Ascot 14:30', competitionId: '702', competitionName: 'Ascot', status: 'OPEN',
      runners: ['A', 'B', 'C'].map((id) => ({ id, name: `Runner ${id}`, back: level(id === 'A' ? 300 : 500), lay: level(id === 'A' ? 310 : 510) })),
    });
    const backer = await fundedPlayer(db, 10_000);
    const layer = await fundedPlayer(db, 10_000);
    await placeOrder(deps, backer, request({ selectionId: 'B', side: 'back', price: 500, stake: 1000 * R }));
    await placeOrder(deps, backer, request({ selectionId: 'A', side: 'back', price: 300, stake: 500 * R }));
    const waiting = await placeOrder(deps, backer, request({ selectionId: 'C', side: 'back', price: 1000, stake: 200 * R }));
    expect(waiting.order.status).toBe('UNMATCHED');
    await placeOrder(deps, layer, request({ selectionId: 'B', side: 'lay', price: 510, stake: 1000 * R }));

    // A is withdrawn with a 25 % reduction factor; the feed takes it out of the market first.
    board.update('win', (market) => ({ ...market, runners: market.runners.filter((r) => r.id !== 'A') }));
    const changed = await withdrawRunner(deps, 'win', 'A', 250);
    const byKey = new Map(changed.map((o) => [`${o.user_id === backer ? 'backer' : 'layer'} ${o.selection_id}`, o]));
    expect(byKey.get('backer A')).toMatchObject({ status: 'VOID', profit: 0 });
    expect(byKey.get('backer C')).toMatchObject({ status: 'CANCELLED', cancelled: 200 * R });
    expect(byKey.get('backer B')).toMatchObject({ status: 'MATCHED', price: 375, fills: '[[375,100000]]' });
    // The lay was matched at 5.10: 5.10 less 25 % = 3.825, to 3.83.
    expect(byKey.get('layer B')).toMatchObject({ status: 'MATCHED', price: 383, fills: '[[383,100000]]' });
    // Reported again (a feed taken over replays it): nothing changes a second time.
    expect(await withdrawRunner(deps, 'win', 'A', 250)).toEqual([]);
    expect((await db.db.selectFrom('orders').select('price').where('id', '=', byKey.get('backer B')!.id).executeTakeFirstOrThrow()).price).toBe(375);

    // Backer: B wins +2,750 (1,000 × 2.75), C wins −1,000; the void bet and the cancelled one count nothing.
    expect(await totalExposure(db.db, backer)).toBe(1000 * R);
    // Layer: B wins −2,830 (1,000 × 2.83).
    expect(await totalExposure(db.db, layer)).toBe(2830 * R);

    // Settled through the ordinary path: B wins.
    await settleMarket(deps, 'win', { kind: 'winner', runnerId: 'B' });
    expect(await balanceOf(db.db, accountId(backer, 'cash'))).toBe(12_750 * R);
    expect(await balanceOf(db.db, accountId(layer, 'cash'))).toBe(7_170 * R);
    expect(await totalExposure(db.db, backer)).toBe(0);
  });
});
