import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountId, balanceOf } from '../exchange/ledger';
import { fundedPlayer, testDatabase } from '../exchange/test-support';
import { startAutoApproval } from './auto-approval';
import { createDeposit, decide, type PaymentRequest, type WalletDeps } from './payments';

describe('deposit auto-approval', () => {
  let db: Awaited<ReturnType<typeof testDatabase>>;
  let deps: WalletDeps;
  beforeAll(async () => {
    db = await testDatabase('sqlite');
    deps = { db: db.db, dialect: db.dialect, now: () => Date.now(), autoApproval: { who: 'demo', delayMs: 0 } };
  });
  afterAll(() => db.drop());
  afterEach(() => void vi.useRealTimers());

  it('approves due demo deposits once, leaves others and those decided meanwhile alone', async () => {
    const demo = await fundedPlayer(db, 0);
    const real = await fundedPlayer(db, 0);
    const due = await createDeposit(deps, { id: demo, is_demo: 1 }, { method: 'upi', amount: 200, utr: '300000000001' });
    const rejected = await createDeposit(deps, { id: demo, is_demo: 1 }, { method: 'upi', amount: 300, utr: '300000000002' });
    await decide(deps, rejected.id, { to: 'rejected', reason: 'No such transfer' }, 'operator');
    const waiting = await createDeposit(deps, { id: real, is_demo: 0 }, { method: 'upi', amount: 400, utr: '300000000003' });
    const heard: PaymentRequest[] = [];
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = startAutoApproval(deps, (request) => heard.push(request), 20);
    // Three sweeps, run one after another: the first approves the due deposit, the others find nothing left.
    vi.advanceTimersByTime(60);
    await stop();
    expect(heard.map((r) => [r.id, r.status, r.decided_by])).toEqual([[due.id, 'approved', 'auto']]);
    expect(await balanceOf(db.db, accountId(demo, 'cash'))).toBe(200_00);
    expect((await db.db.selectFrom('payment_requests').select('status').where('id', '=', waiting.id).executeTakeFirst())?.status).toBe('pending');
  });
});
