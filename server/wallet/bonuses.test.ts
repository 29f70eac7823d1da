/**
 * Free Cash from promotions, worked through by hand on SQLite and PostgreSQL: WELCOME100 matches the
 * first approved deposit 100 % up to ₹10,000 with 10× wagering, IPL500 gives ₹500 at sign-up with 5×
 * wagering (server/accounts/promotions.ts states both terms to players).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketBoard } from '../feed/market-board';
import { accountId, balanceOf } from '../exchange/ledger';
import { placeOrder, type ExchangeDeps } from '../exchange/orders';
import { settleMarket } from '../exchange/settlement';
import { exchangeDeps, fundedPlayer, matchOdds, postgresReachable, testDatabase, type TestDatabaseKind } from '../exchange/test-support';
import { putFreeCashInPlay, wageringDetails } from './bonuses';
import { createDeposit, createWithdrawal, decide, PaymentRefused, savePayoutAccount, withdrawable, type WalletDeps } from './payments';

const pgUp = await postgresReachable();

describe.each<TestDatabaseKind>(['sqlite', ...(pgUp ? (['postgres'] as const) : [])])('Free Cash on %s', (kind) => {
  let db: Awaited<ReturnType<typeof testDatabase>>;
  let deps: WalletDeps;
  let exchange: ExchangeDeps;
  const board = new MarketBoard();
  let utrSerial = 500000000000;
  const utr = () => String((utrSerial += 1));

  beforeAll(async () => {
    db = await testDatabase(kind);
    deps = { db: db.db, dialect: db.dialect, now: () => Date.now(), autoApproval: { who: 'off', delayMs: 0 } };
    exchange = exchangeDeps(db, board);
  });
  afterAll(async () => {
    await exchange.store.close();
    await db.drop();
  });

  const cash = (userId: string) => balanceOf(db.db, accountId(userId, 'cash'));
  const freeCash = (userId: string) => balanceOf(db.db, accountId(userId, 'bonus'));
  async function approvedDeposit(userId: string, rupees: number): Promise<void> {
    const deposit = await createDeposit(deps, { id: userId, is_demo: 0 }, { method: 'upi', amount: rupees, utr: utr() });
    await decide(deps, deposit.id, { to: 'approved' }, 'operator');
  }

  it('WELCOME100 matches the first approved deposit only: ₹1,500 → ₹1,500 Free Cash, a second deposit nothing', async () => {
    const player = await fundedPlayer(db, 0, undefined, 'WELCOME100');
    expect(await freeCash(player)).toBe(0);
    const rejected = await createDeposit(deps, { id: player, is_demo: 0 }, { method: 'upi', amount: 900, utr: utr() });
    await decide(deps, rejected.id, { to: 'rejected', reason: 'No such payment' }, 'operator');
    expect(await freeCash(player)).toBe(0);
    await approvedDeposit(player, 1500);
    expect([await cash(player), await freeCash(player)]).toEqual([1_500_00, 1_500_00]);
    await approvedDeposit(player, 2000);
    expect([await cash(player), await freeCash(player)]).toEqual([3_500_00, 1_500_00]);
    const details = await wageringDetails(db.db, player);
    expect(details.bonuses).toEqual([expect.objectContaining({ code: 'WELCOME100', status: 'credited', amount: 1_500_00, wagering_required: 15_000_00, wagering_done: 0 })]);
  });

  it('WELCOME100 stops at ₹10,000 however large the deposit', async () => {
    const player = await fundedPlayer(db, 0, undefined, 'WELCOME100');
    await approvedDeposit(player, 25_000);
    expect(await freeCash(player)).toBe(10_000_00);
  });

  it('IPL500: ₹500 at sign-up; in play it can be bet with but not withdrawn until ₹2,500 is wagered on settled bets', async () => {
    const player = await fundedPlayer(db, 1000, undefined, 'IPL500');
    expect([await cash(player), await freeCash(player)]).toEqual([1_000_00, 500_00]);
    expect(await putFreeCashInPlay(db.db, player, Date.now(), db.dialect)).toBe(500_00);
    expect(await putFreeCashInPlay(db.db, player, Date.now(), db.dialect)).toBe(0);
    expect([await cash(player), await freeCash(player)]).toEqual([1_500_00, 0]);
    expect(await withdrawable(db.db, player)).toEqual({ balance: 1_500_00, exposure: 0, lockedBonus: 500_00, withdrawable: 1_000_00 });

    const payout = await savePayoutAccount(deps, player, { kind: 'bank', holderName: 'Asha Rao', accountNumber: '123456789', confirmAccountNumber: '123456789', ifsc: 'HDFC0001234' });
    await expect(createWithdrawal(deps, player, { payoutAccountId: payout.id, amount: 1200 })).rejects.toThrow(
      new PaymentRefused('You can withdraw at most ₹1,000.00 now (balance less the exposure of open bets and the Free Cash still locked by wagering).'),
    );

    // ₹1,500 backed at 2.00 on a runner that loses: ₹1,500 wagered, the balance now ₹0 and nothing locked beyond it.
    board.put(matchOdds(`fc-${kind}-1`, 200, 202));
    await placeOrder(exchange, player, { marketId: `fc-${kind}-1`, selectionId: 'A', side: 'back', price: 200, line: null, stake: 1_500_00, betSlipRef: `fc-${kind}-1`, fromOneClick: false, clientIp: 'x' });
    board.update(`fc-${kind}-1`, (m) => ({ ...m, status: 'CLOSED' }));
    await settleMarket(exchange, `fc-${kind}-1`, { kind: 'winner', runnerId: 'B' });
    expect(await withdrawable(db.db, player)).toEqual({ balance: 0, exposure: 0, lockedBonus: 0, withdrawable: 0 });
    expect((await wageringDetails(db.db, player)).bonuses[0]).toMatchObject({ status: 'in-play', wagering_done: 1_500_00, wagering_required: 2_500_00 });

    // ₹1,000 more, and a ₹1,000 back at 2.00 that wins: ₹2,500 wagered in all, the Free Cash released.
    await approvedDeposit(player, 1000);
    expect((await withdrawable(db.db, player)).lockedBonus).toBe(500_00);
    board.put(matchOdds(`fc-${kind}-2`, 200, 202));
    await placeOrder(exchange, player, { marketId: `fc-${kind}-2`, selectionId: 'A', side: 'back', price: 200, line: null, stake: 1_000_00, betSlipRef: `fc-${kind}-2`, fromOneClick: false, clientIp: 'x' });
    board.update(`fc-${kind}-2`, (m) => ({ ...m, status: 'CLOSED' }));
    await settleMarket(exchange, `fc-${kind}-2`, { kind: 'winner', runnerId: 'A' });
    expect(await withdrawable(db.db, player)).toEqual({ balance: 2_000_00, exposure: 0, lockedBonus: 0, withdrawable: 2_000_00 });
    expect((await wageringDetails(db.db, player)).bonuses[0]).toMatchObject({ status: 'released', wagering_done: 2_500_00 });
  });

  it('a void market wagers nothing', async () => {
    const player = await fundedPlayer(db, 1000, undefined, 'IPL500');
    await putFreeCashInPlay(db.db, player, Date.now(), db.dialect);
    board.put(matchOdds(`fc-${kind}-void`, 200, 202));
    await placeOrder(exchange, player, { marketId: `fc-${kind}-void`, selectionId: 'A', side: 'back', price: 200, line: null, stake: 1_000_00, betSlipRef: `fc-${kind}-void`, fromOneClick: false, clientIp: 'x' });
    await settleMarket(exchange, `fc-${kind}-void`, { kind: 'void' });
    expect((await wageringDetails(db.db, player)).bonuses[0]).toMatchObject({ status: 'in-play', wagering_done: 0 });
  });
});
