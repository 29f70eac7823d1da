/**
 * Casino debits and exchange bets of one player at once, with the exchange's placements written by its
 * own path (the writer thread on a SQLite file, the pool on PostgreSQL): neither can spend money the
 * other has taken, so cash less exposure never goes below zero and every accepted call is in the ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketBoard } from '../feed/market-board';
import { accountId, balanceOf } from '../exchange/ledger';
import { OrderRejected, placeOrder, totalExposure, type ExchangeDeps } from '../exchange/orders';
import { exchangeDeps, fundedPlayer, matchOdds, postgresReachable, testDatabase, type TestDatabaseKind } from '../exchange/test-support';
import { openGameSession } from './sessions';
import { walletDebit, WalletRefusal, type CasinoWalletDeps } from './wallet';

const kinds: TestDatabaseKind[] = ['sqlite-file', ...((await postgresReachable()) ? (['postgres'] as const) : [])];

describe.each(kinds)('casino debits racing exchange bets on %s', (kind) => {
  let open: Awaited<ReturnType<typeof testDatabase>>;
  let exchange: ExchangeDeps;
  let wallet: CasinoWalletDeps;

  beforeAll(async () => {
    open = await testDatabase(kind);
    const board = new MarketBoard();
    board.put(matchOdds('race.1', 200, 202));
    exchange = exchangeDeps(open, board);
    wallet = { db: open.db, dialect: open.dialect, now: () => Date.now(), ...(open.sqlite ? { sqlite: open } : {}) };
  });
  afterAll(async () => {
    await exchange.store.close();
    await open.drop();
  });

  it('never lets the two spend the same rupee', { timeout: 60_000 }, async () => {
    for (let round = 0; round < 5; round += 1) {
      const player = await fundedPlayer(open, 1000);
      const { token } = await openGameSession(open.db, { providerId: 'sandbox', userId: player, gameId: '7003', tableId: 'T003', now: Date.now(), ttlMs: 60_000 });
      let debited = 0;
      const work: Array<Promise<unknown>> = [];
      for (let i = 0; i < 20; i += 1) {
        work.push(
          walletDebit(wallet, 'sandbox', { token, transactionId: `race-${round}-${i}`, roundId: `r${round}`, amount: 90_00 }).then(
            () => (debited += 90_00),
            (error: unknown) => expect(error instanceof WalletRefusal && error.code).toBe('INSUFFICIENT_FUNDS'),
          ),
        );
        work.push(
          placeOrder(exchange, player, { marketId: 'race.1', selectionId: 'A', side: 'back', price: 200, line: null, stake: 90_00, betSlipRef: `race-${round}-${i}`, fromOneClick: false, clientIp: 'x' }).catch((error: unknown) => {
            expect(error).toBeInstanceOf(OrderRejected);
          }),
        );
      }
      await Promise.all(work);
      const cash = await balanceOf(open.db, accountId(player, 'cash'));
      const exposure = await totalExposure(open.db, player);
      expect(cash).toBe(1000_00 - debited);
      expect(cash - exposure, `round ${round}`).toBeGreaterThanOrEqual(0);
      // Whichever side came first, the money ran out: the refusals were for want of it.
      expect(debited + exposure).toBeGreaterThan(1000_00 - 90_00);
    }
  });
});
