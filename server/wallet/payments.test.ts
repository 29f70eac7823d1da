/**
 * Deposits and withdrawals against the ledger on SQLite (in memory and a file) and PostgreSQL: holds,
 * decisions made once however many race, refusals that change nothing, and a seeded random run of
 * payments, bets and settlements checking the money after every step.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketBoard } from '../feed/market-board';
import { accountId, balanceOf } from '../exchange/ledger';
import { OrderRejected, placeOrder, type ExchangeDeps } from '../exchange/orders';
import { settleMarket } from '../exchange/settlement';
import { accountStatementPage, bettingProfitLoss, postingsInRange, type StatementCursor } from '../exchange/statements';
import { exchangeDeps, fundedPlayer, matchOdds, postgresReachable, seeded, testDatabase, type TestDatabaseKind } from '../exchange/test-support';
import { attachScreenshot, createDeposit, createWithdrawal, decide, PaymentRefused, payoutAccounts, removePayoutAccount, savePayoutAccount, withdrawable, type WalletDeps } from './payments';
import { putFreeCashInPlay } from './bonuses';
import { ScreenshotStore } from './screenshots';

const pgUp = await postgresReachable();

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe.each<TestDatabaseKind>(['sqlite', 'sqlite-file', ...(pgUp ? (['postgres'] as const) : [])])('payments on %s', (kind) => {
  let db: Awaited<ReturnType<typeof testDatabase>>;
  let deps: WalletDeps;
  let exchange: ExchangeDeps;
  let uploads: string;
  let store: ScreenshotStore;
  const board = new MarketBoard();
  let utrSerial = 100000000000;
  const utr = () => String((utrSerial += 1));

  beforeAll(async () => {
    db = await testDatabase(kind);
    deps = { db: db.db, dialect: db.dialect, now: () => Date.now(), autoApproval: { who: 'off', delayMs: 0 } };
    exchange = exchangeDeps(db, board);
    uploads = mkdtempSync(join(tmpdir(), 'wl-uploads-'));
    store = new ScreenshotStore(uploads);
  });
  afterAll(async () => {
    await exchange.store.close();
    await db.drop();
    rmSync(uploads, { recursive: true, force: true });
  });

  const cash = (userId: string) => balanceOf(db.db, accountId(userId, 'cash'));
  const hold = (userId: string) => balanceOf(db.db, accountId(userId, 'hold'));
  const bankAccount = (userId: string) => savePayoutAccount(deps, userId, { kind: 'bank', holderName: 'Asha Rao', accountNumber: '123456789', confirmAccountNumber: '123456789', ifsc: 'HDFC0001234' });
  /** Everything a refusal must leave as it was. */
  const snapshot = async () => ({
    accounts: await db.db.selectFrom('accounts').select(['id', 'balance']).orderBy('id').execute(),
    entries: (await db.db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n,
    requests: await db.db.selectFrom('payment_requests').selectAll().orderBy('id').execute(),
    payouts: await db.db.selectFrom('payout_accounts').selectAll().orderBy('id').execute(),
    files: readdirSync(uploads),
  });
  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      if (error instanceof PaymentRefused) return `${error.status} ${error.message}`;
      throw error;
    }
    throw new Error('not refused');
  };

  it('credits a deposit once, when approved, from the house payments account', async () => {
    const player = await fundedPlayer(db, 0);
    const deposit = await createDeposit(deps, { id: player, is_demo: 0 }, { method: 'upi', amount: '1500.50', utr: '111122223333' });
    expect(deposit).toMatchObject({ status: 'pending', amount: 1_500_50, utr: '111122223333', auto_approve_at: null });
    expect(await cash(player)).toBe(0);
    const approvals = await Promise.allSettled(Array.from({ length: 8 }, () => decide(deps, deposit.id, { to: 'approved' }, 'operator')));
    expect(approvals.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(approvals.filter((a) => a.status === 'rejected').map((a) => ((a as PromiseRejectedResult).reason as Error).message)).toEqual(Array(7).fill(`Deposit ${deposit.id} is already approved; only a pending request can be approved.`));
    expect(await cash(player)).toBe(1_500_50);
    expect(await balanceOf(db.db, accountId('house', 'payments'))).toBeLessThanOrEqual(-1_500_50);
  });

  it('refuses a UTR used before, even by another player, and a deposit outside the limits, storing nothing', async () => {
    const [a, b] = [await fundedPlayer(db, 0), await fundedPlayer(db, 0)];
    await createDeposit(deps, { id: a, is_demo: 0 }, { method: 'upi', amount: 200, utr: '999988887777' });
    const before = await snapshot();
    expect(await refusal(createDeposit(deps, { id: b, is_demo: 0 }, { method: 'upi', amount: 200, utr: '999988887777' }))).toBe('409 UTR 999988887777 has already been used for a deposit. Check the reference of your transfer.');
    expect(await refusal(createDeposit(deps, { id: b, is_demo: 0 }, { method: 'upi', amount: 99.99, utr: utr() }))).toBe('400 Amount for UPI must be between ₹100.00 and ₹1,00,000.00.');
    expect(await refusal(createDeposit(deps, { id: b, is_demo: 0 }, { method: 'upi', amount: '100.001', utr: utr() }))).toBe('400 Amount can have at most 2 decimal places.');
    expect(await refusal(createDeposit(deps, { id: b, is_demo: 0 }, { method: 'cash', amount: 100, utr: utr() }))).toBe('400 method must be one of upi, bank.');
    expect(await snapshot()).toEqual(before);
  });

  it('decides, cancels and asks for one player’s payments all at once without a deadlock, the money whole', async () => {
    const player = await fundedPlayer(db, 10_000);
    const account = await bankAccount(player);
    const deposits = await Promise.all([1, 2, 3, 4, 5].map(() => createDeposit(deps, { id: player, is_demo: 0 }, { method: 'upi', amount: 1000, utr: utr() })));
    const withdrawals = await Promise.all([1, 2, 3, 4].map(() => createWithdrawal(deps, player, { payoutAccountId: account.id, amount: 1000 })));
    const work = [
      ...deposits.map((d) => decide(deps, d.id, { to: 'approved' }, 'operator')),
      ...withdrawals.map((w, i) => (i % 2 ? decide(deps, w.id, { to: 'approved' }, 'operator') : decide(deps, w.id, { to: 'cancelled' }, 'player', player))),
      ...withdrawals.map((w) => decide(deps, w.id, { to: 'rejected', reason: 'late' }, 'operator')),
      ...[1, 2, 3, 4].map(() => createWithdrawal(deps, player, { payoutAccountId: account.id, amount: 500 })),
    ];
    const outcomes = await Promise.allSettled(work);
    const failures = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => o.reason as Error);
    expect(failures.filter((e) => !(e instanceof PaymentRefused))).toEqual([]);
    expect(failures).toHaveLength(withdrawals.length);
    const approved = await db.db.selectFrom('payment_requests').select('id').where('id', 'in', withdrawals.map((w) => w.id)).where('status', '=', 'approved').execute();
    expect((await cash(player)) + (await hold(player))).toBe(10_000_00 + 5 * 1000_00 - approved.length * 1000_00);
    expect(await hold(player)).toBe(4 * 500_00);
  });

  it('takes at most 5 pending deposits from a player at once', async () => {
    const player = await fundedPlayer(db, 0);
    for (let i = 0; i < 5; i += 1) await createDeposit(deps, { id: player, is_demo: 0 }, { method: 'upi', amount: 100, utr: utr() });
    expect(await refusal(createDeposit(deps, { id: player, is_demo: 0 }, { method: 'upi', amount: 100, utr: utr() }))).toBe('409 You have 5 deposit requests waiting to be checked; send another once one is decided.');
  });

  it('forgets a payout account of the player’s only, and a withdrawal keeps its copy', async () => {
    const [player, other] = [await fundedPlayer(db, 1000), await fundedPlayer(db, 0)];
    const account = await bankAccount(player);
    const asked = await createWithdrawal(deps, player, { payoutAccountId: account.id, amount: 500 });
    expect(await refusal(removePayoutAccount(deps, other, account.id))).toBe('404 No such payout account on your account.');
    await removePayoutAccount(deps, player, account.id);
    expect(await payoutAccounts(deps, player)).toEqual([]);
    expect(JSON.parse((await decide(deps, asked.id, { to: 'approved' }, 'operator')).payout!)).toMatchObject({ kind: 'bank', account_number: '123456789', ifsc: 'HDFC0001234' });
  });

  it('asks demo deposits to approve themselves when set to', async () => {
    const player = await fundedPlayer(db, 0);
    const auto = { ...deps, autoApproval: { who: 'demo' as const, delayMs: 5000 } };
    expect((await createDeposit(auto, { id: player, is_demo: 1 }, { method: 'upi', amount: 100, utr: utr() })).auto_approve_at).toBeGreaterThan(Date.now());
    expect((await createDeposit(auto, { id: player, is_demo: 0 }, { method: 'upi', amount: 100, utr: utr() })).auto_approve_at).toBeNull();
  });

  it('holds a withdrawal at once, releases it once on cancel, and pays an approved one out of the hold', async () => {
    const player = await fundedPlayer(db, 5000);
    const account = await bankAccount(player);
    const first = await createWithdrawal(deps, player, { payoutAccountId: account.id, amount: 1000 });
    expect(await cash(player)).toBe(4000_00);
    expect(await hold(player)).toBe(1000_00);
    expect((await withdrawable(db.db, player)).withdrawable).toBe(4000_00);
    const cancels = await Promise.allSettled([decide(deps, first.id, { to: 'cancelled' }, 'player', player), decide(deps, first.id, { to: 'cancelled' }, 'player', player)]);
    expect(cancels.map((c) => c.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await cash(player)).toBe(5000_00);
    expect(await hold(player)).toBe(0);
    const before = await snapshot();
    expect(await refusal(decide(deps, first.id, { to: 'approved' }, 'operator'))).toBe(`409 Withdrawal ${first.id} is already cancelled; only a pending request can be approved.`);
    expect(await snapshot()).toEqual(before);

    const second = await createWithdrawal(deps, player, { payoutAccountId: account.id, amount: '2500' });
    await decide(deps, second.id, { to: 'approved' }, 'operator');
    expect(await cash(player)).toBe(2500_00);
    expect(await hold(player)).toBe(0);
    const third = await createWithdrawal(deps, player, { payoutAccountId: account.id, amount: '600' });
    const rejected = await decide(deps, third.id, { to: 'rejected', reason: 'Name does not match the account' }, 'operator');
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Name does not match the account' });
    expect(await cash(player)).toBe(2500_00);
  });

  it('refuses a withdrawal over what is withdrawable, to another player’s account, or of another player’s request, changing nothing', async () => {
    const [player, other] = [await fundedPlayer(db, 1000), await fundedPlayer(db, 1000)];
    const mine = await bankAccount(player);
    const theirs = await bankAccount(other);
    const theirRequest = await createWithdrawal(deps, other, { payoutAccountId: theirs.id, amount: 500 });
    const before = await snapshot();
    expect(await refusal(createWithdrawal(deps, player, { payoutAccountId: mine.id, amount: 1000.01 }))).toBe('400 You can withdraw at most ₹1,000.00 now (balance less the exposure of open bets).');
    expect(await refusal(createWithdrawal(deps, player, { payoutAccountId: mine.id, amount: -500 }))).toBe('400 Amount must be more than zero.');
    expect(await refusal(createWithdrawal(deps, player, { payoutAccountId: mine.id, amount: 1e12 }))).toBe('400 Amount must be a number of rupees, like 500 or 500.50.');
    expect(await refusal(createWithdrawal(deps, player, { payoutAccountId: theirs.id, amount: 500 }))).toBe('404 Choose one of your saved payout accounts.');
    expect(await refusal(decide(deps, theirRequest.id, { to: 'cancelled' }, 'player', player))).toBe(`404 No request ${theirRequest.id} on your account.`);
    expect(await refusal(decide(deps, theirRequest.id, { to: 'rejected', reason: '  ' }, 'operator'))).toBe('400 Give a reason for the rejection.');
    expect(await refusal(attachScreenshot(deps, store, player, theirRequest.id, PNG))).toBe(`404 No deposit request ${theirRequest.id} on your account.`);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps a screenshot only when its bytes are an image, under a random name', async () => {
    const player = await fundedPlayer(db, 0);
    const deposit = await createDeposit(deps, { id: player, is_demo: 0 }, { method: 'bank', amount: 600, utr: `UTIB${utr()}` });
    const before = await snapshot();
    expect(await refusal(attachScreenshot(deps, store, player, deposit.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBe('400 The screenshot must be a PNG, JPEG or WebP image.');
    expect(await refusal(attachScreenshot(deps, store, player, deposit.id, Buffer.alloc(5 * 1024 * 1024 + 1, 0xff)))).toBe('400 The screenshot is larger than 5 MB.');
    expect(await snapshot()).toEqual(before);
    const updated = await attachScreenshot(deps, store, player, deposit.id, PNG);
    const stored = JSON.parse(updated.screenshot!) as { file: string; type: string };
    expect(stored).toMatchObject({ file: expect.stringMatching(/^[0-9a-f]{32}\.png$/), type: 'image/png' });
    expect(store.read(stored as never)).toEqual(PNG);
    await attachScreenshot(deps, store, player, deposit.id, Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(10)]));
    expect(readdirSync(uploads)).not.toContain(stored.file);
  });

  it('keeps the money whole through 300 random payments, bets and settlements', async () => {
    const random = seeded(kind === 'postgres' ? 29 : 17);
    // Two players signed up with promotions: Free Cash on the first deposit, and at sign-up.
    const players = [await fundedPlayer(db, 3000, undefined, 'WELCOME100'), await fundedPlayer(db, 300, undefined, 'IPL500'), await fundedPlayer(db, 0)];
    const accounts = new Map<string, string>();
    for (const p of players) accounts.set(p, (await bankAccount(p)).id);
    let marketSerial = 0;
    const newMarket = () => {
      marketSerial += 1;
      const id = `pay${kind}${marketSerial}`;
      board.put(matchOdds(id, random.pick([150, 200, 300]), 0));
      board.update(id, (m) => ({ ...m, runners: m.runners.map((r) => ({ ...r, lay: [{ price: r.back[0]!.price + 2, size: r.back[0]!.size }] })) }));
      return id;
    };
    let market = newMarket();
    const released = new Map<string, number>();
    for (let step = 0; step < 300; step += 1) {
      const player = random.pick(players);
      const action = random.pick(['deposit', 'withdraw', 'withdraw', 'cancel', 'approve', 'approve', 'reject', 'bet', 'settle', 'free-cash']);
      const pending = await db.db.selectFrom('payment_requests').select(['id', 'user_id']).where('status', '=', 'pending').where('user_id', 'in', players).execute();
      const anyPending = pending.length ? random.pick(pending) : undefined;
      try {
        if (action === 'deposit') await createDeposit(deps, { id: player, is_demo: 0 }, { method: 'upi', amount: random.int(100, 3000), utr: utr() });
        else if (action === 'withdraw') await createWithdrawal(deps, player, { payoutAccountId: accounts.get(player), amount: random.int(1, 2000) * 1.25 });
        else if (action === 'cancel' && anyPending) await decide(deps, anyPending.id, { to: 'cancelled' }, 'player', random.next() < 0.8 ? anyPending.user_id : player);
        else if (action === 'approve' && anyPending) await Promise.all([decide(deps, anyPending.id, { to: 'approved' }, 'operator'), decide(deps, anyPending.id, { to: 'approved' }, 'auto')].map((p) => p.catch((e: unknown) => e)));
        else if (action === 'reject' && anyPending) await decide(deps, anyPending.id, { to: 'rejected', reason: 'test' }, 'operator');
        else if (action === 'free-cash') await putFreeCashInPlay(db.db, player, Date.now(), db.dialect);
        else if (action === 'bet') {
          const runner = random.pick(board.market(market)!.runners);
          const side = random.pick(['back', 'lay'] as const);
          await placeOrder(exchange, player, { marketId: market, selectionId: runner.id, side, price: side === 'back' ? runner.back[0]!.price : runner.lay[0]!.price, line: null, stake: random.int(1, 500) * 100, betSlipRef: `pay-${step}`, fromOneClick: false, clientIp: 'x' });
        } else if (action === 'settle') {
          board.update(market, (m) => ({ ...m, status: 'CLOSED' }));
          await settleMarket(exchange, market, { kind: 'winner', runnerId: random.pick(board.market(market)!.runners).id });
          market = newMarket();
        }
      } catch (error) {
        if (!(error instanceof PaymentRefused) && !(error instanceof OrderRejected)) throw error;
      }
      const where = `step ${step} (${action})`;
      const accountsNow = await db.db.selectFrom('accounts').selectAll().execute();
      const sums = new Map((await db.db.selectFrom('ledger_entries').select(['account_id', (eb) => eb.fn.sum<number>('amount').as('total')]).groupBy('account_id').execute()).map((s) => [s.account_id, Number(s.total)]));
      for (const account of accountsNow) expect(Number(account.balance), `${where}: ${account.id}`).toBe(sums.get(account.id) ?? 0);
      const total = accountsNow.reduce((t, a) => t + Number(a.balance), 0);
      expect(total, `${where}: the ledger sums to zero`).toBe(0);
      const releases = await db.db.selectFrom('ledger_transactions').select(['reference', (eb) => eb.fn.countAll<number>().as('n')]).where('kind', 'in', ['withdrawal-release', 'withdrawal-payout']).groupBy('reference').execute();
      for (const r of releases) {
        expect(Number(r.n), `${where}: ${r.reference} released once`).toBe(1);
        released.set(r.reference, Number(r.n));
      }
      for (const p of players) {
        const can = await withdrawable(db.db, p);
        expect(can.balance - can.exposure, `${where}: available of ${p}`).toBeGreaterThanOrEqual(0);
        expect(can.withdrawable, `${where}: withdrawable of ${p}`).toBe(Math.max(0, can.balance - can.exposure - can.lockedBonus));
        expect(can.lockedBonus, `${where}: locked Free Cash of ${p} within the balance`).toBeLessThanOrEqual(can.balance);
        const credited = await db.db.selectFrom('bonuses').select((eb) => eb.fn.sum<number>('amount').as('total')).where('user_id', '=', p).where('status', '=', 'credited').executeTakeFirst();
        expect(await balanceOf(db.db, accountId(p, 'bonus')), `${where}: Free Cash of ${p} is its credited bonuses`).toBe(Number(credited?.total ?? 0));
        const held = await db.db.selectFrom('payment_requests').select((eb) => eb.fn.sum<number>('amount').as('total')).where('user_id', '=', p).where('type', '=', 'withdrawal').where('status', '=', 'pending').executeTakeFirst();
        expect(await hold(p), `${where}: hold of ${p} is its pending withdrawals`).toBe(Number(held?.total ?? 0));
      }
    }
    const decided = await db.db.selectFrom('payment_requests').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('user_id', 'in', players).groupBy('status').execute();
    expect(decided.map((d) => d.status).sort()).toEqual(['approved', 'cancelled', 'pending', 'rejected'].filter((s) => decided.some((d) => d.status === s)));
    expect(released.size).toBeGreaterThan(5);
    // The statements tell the same story: each player's account statement, paged by cursor, opens at 0 and
    // closes at the cash balance; betting P&L equals its settlement rows; the transfer rows are everything else.
    const always = { from: 0, to: Date.now() + 60_000 };
    for (const p of players) {
      const rows = [];
      let cursor: StatementCursor | null = null;
      let page: Awaited<ReturnType<typeof accountStatementPage>>;
      do {
        page = await accountStatementPage(db.db, p, always, cursor, 7);
        rows.push(...page.rows);
        cursor = page.next;
      } while (cursor);
      expect(rows.reduce((sum, r) => sum + r.amount, 0), `statement of ${p}`).toBe(await cash(p));
      const settlements = rows.filter((r) => r.kind === 'settlement').reduce((sum, r) => sum + r.amount, 0);
      expect((await bettingProfitLoss(db.db, p, always)).reduce((sum, m) => sum + m.profitLoss, 0), `P&L of ${p}`).toBe(settlements);
      const transfers = await postingsInRange(db.db, p, always, { exceptKinds: ['settlement'] });
      expect(transfers.reduce((sum, r) => sum + r.amount, 0) + settlements, `transfers of ${p}`).toBe(await cash(p));
    }
    // The run put Free Cash into play: the lock on withdrawals was exercised, not only the plain path.
    const played = await db.db.selectFrom('ledger_transactions').select('reference').where('kind', '=', 'bonus-in-play').execute();
    expect(played.length).toBeGreaterThan(0);
  });
});
