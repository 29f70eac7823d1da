/**
 * The wallet over HTTP and sockets, on SQLite and PostgreSQL: deposits with screenshots, withdrawals
 * held in the ledger, the operator's admin API deciding each once, the player told live, and hostile
 * input refused with nothing stored and nothing changed. Withdrawals are a registered player's: a demo
 * player's are refused.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../../server/accounts/users';
import { postgresReachable } from '../../server/exchange/test-support';
import { DEMO_CANNOT_WITHDRAW } from '../../server/wallet/payments';
import { once, startHarness, type Harness } from '../support/api-harness';
import { expectShape } from '../support/response-shapes';

const pgUp = await postgresReachable();

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
let utrSerial = 500000000000 + (Date.now() % 1_000_000) * 1000;
const newUtr = () => String((utrSerial += 1));
let serial = Date.now() % 50_000;
const newPhone = () => `7${String(Date.now() % 100_000_000).padStart(8, '0')}${serial % 10}`.slice(0, 10);
/** Each sign-up from its own address, so the per-address OTP limit is never reached. */
const newAddress = () => `10.60.${(serial >> 8) & 255}.${serial++ & 255}`;

describe.each<'sqlite' | 'postgres'>(['sqlite', ...(pgUp ? (['postgres'] as const) : [])])('wallet API on %s', (kind) => {
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    h = await startHarness(kind);
    admin = h.app.sandbox.adminToken;
  });
  afterAll(() => h.close());

  async function demo(): Promise<{ token: string; memberCode: string; userId: string }> {
    const res = await h.call('POST', 'LoginWithDemo', { siteurl: 'crimsonexchange.in' });
    return { token: res.body.token.accessToken, memberCode: res.body.data.memberCode, userId: res.body.data._id };
  }
  /** A player who signed up with an OTP, given ₹1,00,000 by the sandbox as a demo player is. */
  async function registered(): Promise<{ token: string; memberCode: string; userId: string }> {
    const [phone, from] = [newPhone(), newAddress()];
    const otp = await h.call('POST', 'createOtp/', { phone, managerId: 'm' }, null, {}, from);
    const created = await h.call('POST', 'createUserOtp/', { details: { _id: 'm', username: 'a', role: 'admin' }, newUser: { username: phone, password: 'Cricket@2026' }, otp: h.lastOtp(phone), orderId: otp.body.orderId }, null, {}, from);
    expect(created.body.success).toBe(true);
    const user = created.body.output.user as { _id: string; memberCode: string };
    await fund(h.app.sandbox.database.db, user._id, 1_00_000_00, `seed:${user._id}`, 'Sandbox credit', Date.now());
    return { token: created.body.output.token as string, memberCode: user.memberCode, userId: user._id };
  }
  const balance = async (token: string) => (await h.call('POST', 'getUserDetails', undefined, token)).body.doc as { balance: number; available: number };
  const upload = (memberCode: string, ref: string, body: Buffer, token: string | null, type = 'application/octet-stream') =>
    h.app.inject({ method: 'PUT', url: `/api/account/${memberCode}/payment-requests/deposit/${ref}/screenshot`, payload: body, headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const uploads = () => {
    try {
      return readdirSync(join(h.app.sandbox.screenshots['dir' as never] as string));
    } catch {
      return [];
    }
  };
  /** Every table a refusal must leave as it was, and the stored screenshots. */
  const snapshot = async () => {
    const db = h.app.sandbox.database.db;
    return {
      accounts: await db.selectFrom('accounts').select(['id', 'balance']).orderBy('id').execute(),
      transactions: await db.selectFrom('ledger_transactions').select('id').orderBy('id').execute(),
      requests: await db.selectFrom('payment_requests').selectAll().orderBy('id').execute(),
      payouts: await db.selectFrom('payout_accounts').selectAll().orderBy('id').execute(),
      files: uploads(),
    };
  };
  const deposit = (memberCode: string, token: string, body: Record<string, unknown>) => h.call('POST', `account/${memberCode}/payment-requests/deposit`, body, token);
  const bankAccount = { kind: 'bank', holderName: 'Asha Rao', accountNumber: '50100012345678', confirmAccountNumber: '50100012345678', ifsc: 'HDFC0001234' };

  it('offers the payment methods with their limits and says what is withdrawable', async () => {
    const methods = await h.call('GET', 'wallet/payment-methods');
    expectShape('paymentMethods', methods.body);
    expect(methods.body.result).toEqual([
      expect.objectContaining({ id: 'upi', minAmount: 100, maxAmount: 100000, details: { upiId: expect.any(String), payeeName: expect.any(String) } }),
      expect.objectContaining({ id: 'bank', minAmount: 500, maxAmount: 1000000, details: expect.objectContaining({ accountNumber: expect.any(String), ifsc: expect.any(String) }) }),
    ]);
    const { token, memberCode } = await registered();
    expectShape('withdrawable', (await h.call('GET', `account/${memberCode}/withdrawable`, undefined, token)).body);
    expect((await h.call('GET', `account/${memberCode}/withdrawable`, undefined, token)).body).toEqual({ success: true, result: { balance: 100000, exposure: 0, lockedBonus: 0, withdrawable: 100000 } });
    const player = await demo();
    const demoAnswer = (await h.call('GET', `account/${player.memberCode}/withdrawable`, undefined, player.token)).body;
    expectShape('withdrawable', demoAnswer);
    expect(demoAnswer).toEqual({ success: true, result: { balance: 100000, exposure: 0, lockedBonus: 0, withdrawable: 0, refusal: 'Demo accounts cannot withdraw. Register to withdraw real money.' } });
  });

  it('takes a deposit with a screenshot only its player and the operator can see, approved once by the operator and told live', async () => {
    const { token, memberCode } = await demo();
    const utr = newUtr();
    const created = await deposit(memberCode, token, { method: 'upi', amount: '2500.50', utr });
    expect(created.status).toBe(200);
    const ref = created.body.result.refrenceNo as string;
    expectShape('paymentRequestAnswer', created.body);
    expect(created.body).toEqual({
      success: true,
      message: `Deposit request ${ref} submitted. Your balance is updated once the payment is confirmed.`,
      result: { refrenceNo: expect.stringMatching(/^D[0-9A-F]{12}$/), type: 'deposit', status: 'pending', amount: 2500.5, method: 'upi', methodName: 'UPI', utr, hasScreenshot: false, payoutAccount: null, reason: null, createdAt: expect.any(String), decidedAt: null },
    });
    expect((await upload(memberCode, ref, PNG, token, 'image/png')).json()).toMatchObject({ success: true, result: { hasScreenshot: true } });
    const mine = await h.app.inject({ method: 'GET', url: `/api/account/${memberCode}/payment-requests/deposit/${ref}/screenshot`, headers: { authorization: `Bearer ${token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload).toEqual(PNG);
    const other = await demo();
    expect((await h.call('GET', `account/${memberCode}/payment-requests/deposit/${ref}/screenshot`, undefined, other.token)).status).toBe(403);
    expect((await h.call('GET', `account/${other.memberCode}/payment-requests/deposit/${ref}/screenshot`, undefined, other.token)).status).toBe(404);
    expect((await h.call('GET', `account/${memberCode}/payment-requests/deposit/${ref}/screenshot`)).status).toBe(401);
    expect((await h.call('GET', `admin/payment-requests/${ref}/screenshot`, undefined, token)).status).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: `/api/admin/payment-requests/${ref}/screenshot`, headers: { authorization: `Bearer ${admin}` } })).rawPayload).toEqual(PNG);

    const socket = await h.socket();
    const authenticated = once(socket, 'authenticated');
    socket.emit('authenticate', { token });
    await authenticated;
    const told = once(socket, 'payment-request-update');
    const listed = await h.call('GET', 'admin/payment-requests?status=pending&type=deposit', undefined, admin);
    expectShape('paymentRequestList', listed.body);
    expect(listed.body.result).toContainEqual(expect.objectContaining({ refrenceNo: ref, memberCode, isDemo: true, amount: 2500.5 }));
    const approvals = await Promise.all([1, 2, 3].map(() => h.call('POST', `admin/payment-requests/${ref}/approve`, undefined, admin)));
    expect(approvals.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(approvals.find((a) => a.status === 409)!.body).toEqual({ success: false, message: `Deposit ${ref} is already approved; only a pending request can be approved.` });
    expectShape('paymentRequestUpdate', await told);
    expect(await told).toEqual({ request: expect.objectContaining({ refrenceNo: ref, status: 'approved', decidedAt: expect.any(String) }), message: `Deposit ${ref} of ₹2,500.50 was approved and added to your balance.` });
    expect((await balance(token)).balance).toBe(102500.5);
    expect((await h.call('GET', `account/${memberCode}/payment-requests/deposit/${ref}`, undefined, token)).body.result).toMatchObject({ status: 'approved', hasScreenshot: true });
    expect((await h.call('GET', `account/${memberCode}/payment-requests/withdrawal/${ref}`, undefined, token)).body).toEqual({ success: false, message: `No withdrawal request ${ref} on your account.` });
    const again = await deposit(memberCode, token, { method: 'upi', amount: 100, utr });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`UTR ${utr} has already been used for a deposit. Check the reference of your transfer.`);
  });

  it('refuses a demo player’s withdrawal with the reason, creating no request and moving no money', async () => {
    const { token, memberCode } = await demo();
    const saved = await h.call('POST', `account/${memberCode}/payout-accounts`, bankAccount, token);
    expect(saved.body.success).toBe(true);
    const before = await snapshot();
    const asked = await h.call('POST', `account/${memberCode}/payment-requests/withdrawal`, { payoutAccountId: saved.body.result.id, amount: 500 }, token);
    expect(asked).toMatchObject({ status: 409, body: { success: false, message: 'Demo accounts cannot withdraw. Register to withdraw real money.' } });
    expect(DEMO_CANNOT_WITHDRAW).toBe('Demo accounts cannot withdraw. Register to withdraw real money.');
    expectShape('failure', asked.body);
    expect(await snapshot()).toEqual(before);
    expect(await balance(token)).toMatchObject({ balance: 100000, available: 100000 });
    expect((await h.call('GET', `account/${memberCode}/payment-requests?type=withdrawal`, undefined, token)).body).toEqual({ success: true, result: [] });
    // Still logged in: the refusal does not end the session.
    expect((await h.call('POST', 'getUserDetails', undefined, token)).status).toBe(200);
  });

  it('holds a withdrawal at once, gives it back once on cancel, and refuses to approve it after', async () => {
    const { token, memberCode } = await registered();
    const saved = await h.call('POST', `account/${memberCode}/payout-accounts`, bankAccount, token);
    expectShape('payoutAccount', saved.body.result);
    expect(saved.body).toEqual({ success: true, message: 'Payout account saved.', result: { id: expect.any(String), kind: 'bank', holderName: 'Asha Rao', accountNumber: 'XXXXXXXXXX5678', ifsc: 'HDFC0001234', upiId: null, createdAt: expect.any(String) } });
    expect((await h.call('GET', `account/${memberCode}/payout-accounts`, undefined, token)).body.result).toEqual([saved.body.result]);
    const asked = await h.call('POST', `account/${memberCode}/payment-requests/withdrawal`, { payoutAccountId: saved.body.result.id, amount: 40000 }, token);
    expect(asked.status).toBe(200);
    const ref = asked.body.result.refrenceNo as string;
    expectShape('paymentRequestAnswer', asked.body);
    expect(asked.body.result).toMatchObject({ type: 'withdrawal', status: 'pending', amount: 40000, method: 'bank', payoutAccount: { kind: 'bank', accountNumber: 'XXXXXXXXXX5678', ifsc: 'HDFC0001234' } });
    expect(await balance(token)).toMatchObject({ balance: 60000, available: 60000 });
    const cancelled = await h.call('POST', `account/${memberCode}/payment-requests/withdrawal/${ref}/cancel`, undefined, token);
    expect(cancelled.body).toMatchObject({ success: true, message: `Withdrawal ${ref} cancelled; the amount is back in your balance.`, result: { status: 'cancelled' } });
    expect((await balance(token)).balance).toBe(100000);
    const before = await snapshot();
    const twice = await h.call('POST', `account/${memberCode}/payment-requests/withdrawal/${ref}/cancel`, undefined, token);
    expect(twice).toMatchObject({ status: 409, body: { success: false, message: `Withdrawal ${ref} is already cancelled; only a pending request can be cancelled.` } });
    const approve = await h.call('POST', `admin/payment-requests/${ref}/approve`, undefined, admin);
    expect(approve).toMatchObject({ status: 409, body: { success: false, message: `Withdrawal ${ref} is already cancelled; only a pending request can be approved.` } });
    expect(await snapshot()).toEqual(before);

    const second = await h.call('POST', `account/${memberCode}/payment-requests/withdrawal`, { payoutAccountId: saved.body.result.id, amount: '1000.25' }, token);
    const rejected = await h.call('POST', `admin/payment-requests/${second.body.result.refrenceNo}/reject`, { reason: 'Account holder name does not match' }, admin);
    expect(rejected.body.result).toMatchObject({ status: 'rejected', reason: 'Account holder name does not match' });
    expect((await balance(token)).balance).toBe(100000);
    const list = await h.call('GET', `account/${memberCode}/transactions`, undefined, token);
    expectShape('paymentRequestList', list.body);
    expect(list.body.result.map((r: { status: string; reason: string | null }) => [r.status, r.reason])).toEqual([
      ['rejected', 'Account holder name does not match'],
      ['cancelled', null],
    ]);
    expect((await h.call('GET', `account/${memberCode}/payment-requests?status=rejected`, undefined, token)).body.result).toHaveLength(1);
    expect((await h.call('GET', `account/${memberCode}/payment-requests?status=lost`, undefined, token)).body).toEqual({ success: false, message: 'status must be one of pending, approved, rejected, cancelled.' });
  });

  it('refuses hostile input clearly, storing nothing and changing nothing', async () => {
    const { token, memberCode } = await registered();
    const other = await registered();
    const mine = (await deposit(memberCode, token, { method: 'bank', amount: 600, utr: `HDFC${newUtr()}` })).body.result.refrenceNo as string;
    const theirs = (await deposit(other.memberCode, other.token, { method: 'upi', amount: 600, utr: newUtr() })).body.result.refrenceNo as string;
    const account = (await h.call('POST', `account/${memberCode}/payout-accounts`, { kind: 'upi', holderName: 'Asha Rao', upiId: 'asha@okbank' }, token)).body.result.id as string;
    const bank = (await h.call('POST', `account/${memberCode}/payout-accounts`, bankAccount, token)).body.result.id as string;
    const before = await snapshot();
    const cases: Array<[string, () => Promise<{ status: number; body: unknown }>, number, string]> = [
      ['negative', () => deposit(memberCode, token, { method: 'upi', amount: -500, utr: newUtr() }), 400, 'Amount must be more than zero.'],
      ['huge', () => deposit(memberCode, token, { method: 'upi', amount: 1e15, utr: newUtr() }), 400, 'Amount must be a number of rupees, like 500 or 500.50.'],
      ['over the max', () => deposit(memberCode, token, { method: 'upi', amount: 100001, utr: newUtr() }), 400, 'Amount for UPI must be between ₹100.00 and ₹1,00,000.00.'],
      ['3 decimals', () => deposit(memberCode, token, { method: 'upi', amount: '500.125', utr: newUtr() }), 400, 'Amount can have at most 2 decimal places.'],
      ['short UTR', () => deposit(memberCode, token, { method: 'upi', amount: 500, utr: '12345' }), 400, 'UTR must be exactly 12 digits for UPI.'],
      ['no UTR', () => deposit(memberCode, token, { method: 'upi', amount: 500 }), 400, 'utr is required.'],
      ['bad IFSC', () => h.call('POST', `account/${memberCode}/payout-accounts`, { ...bankAccount, ifsc: 'HDFC1001234' }, token), 400, 'IFSC must be 4 letters, a 0, then 6 letters or digits (like SBIN0001234).'],
      ['mismatched account numbers', () => h.call('POST', `account/${memberCode}/payout-accounts`, { ...bankAccount, confirmAccountNumber: '50100012345679' }, token), 400, 'Account numbers do not match.'],
      ['over the method’s max', () => h.call('POST', `account/${memberCode}/payment-requests/withdrawal`, { payoutAccountId: account, amount: 100000.01 }, token), 400, 'Amount for UPI must be between ₹100.00 and ₹1,00,000.00.'],
      ['more than withdrawable', () => h.call('POST', `account/${memberCode}/payment-requests/withdrawal`, { payoutAccountId: bank, amount: 100000.01 }, token), 400, 'You can withdraw at most ₹1,00,000.00 now (balance less the exposure of open bets).'],
      ['another player’s payout account', async () => { const theirAccount = (await h.call('GET', `account/${other.memberCode}/payout-accounts`, undefined, other.token)).body.result; return h.call('POST', `account/${memberCode}/payment-requests/withdrawal`, { payoutAccountId: theirAccount[0]?.id ?? 'none', amount: 500 }, token); }, 404, 'Choose one of your saved payout accounts.'],
      ['another player’s request', () => h.call('POST', `account/${memberCode}/payment-requests/withdrawal/${theirs}/cancel`, undefined, token), 404, `No request ${theirs} on your account.`],
      ['another player’s details', () => h.call('GET', `account/${memberCode}/payment-requests/deposit/${theirs}`, undefined, token), 404, `No deposit request ${theirs} on your account.`],
      ['another player’s path', () => h.call('GET', `account/${other.memberCode}/transactions`, undefined, token), 403, 'You can only use your own wallet.'],
      ['a screenshot on another player’s deposit', async () => { const r = await upload(memberCode, theirs, PNG, token); return { status: r.statusCode, body: r.json() }; }, 404, `No deposit request ${theirs} on your account.`],
      ['text named .png', async () => { const r = await upload(memberCode, mine, Buffer.from('just text, named receipt.png'), token, 'image/png'); return { status: r.statusCode, body: r.json() }; }, 400, 'The screenshot must be a PNG, JPEG or WebP image.'],
      ['an SVG', async () => { const r = await upload(memberCode, mine, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), token, 'image/svg+xml'); return { status: r.statusCode, body: r.json() }; }, 400, 'The screenshot must be a PNG, JPEG or WebP image.'],
      ['50 MB', async () => { const r = await upload(memberCode, mine, Buffer.concat([PNG, Buffer.alloc(50 * 1024 * 1024)]), token); return { status: r.statusCode, body: r.json() }; }, 413, 'The screenshot is larger than 5 MB.'],
      ['50 MB sent in chunks without a length', async () => {
        const chunks = (function* () {
          yield PNG;
          for (let i = 0; i < 50; i += 1) yield Buffer.alloc(1024 * 1024);
        })();
        const r = await h.app.inject({ method: 'PUT', url: `/api/account/${memberCode}/payment-requests/deposit/${mine}/screenshot`, payload: Readable.from(chunks), headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked', authorization: `Bearer ${token}` } });
        return { status: r.statusCode, body: r.json() };
      }, 413, 'The screenshot is larger than 5 MB.'],
      ['an upload without a token', async () => { const r = await upload(memberCode, mine, PNG, null); return { status: r.statusCode, body: r.json() }; }, 401, 'Please Login Again'],
      ['an operator call with a player token', () => h.call('POST', `admin/payment-requests/${mine}/approve`, undefined, token), 401, 'The operator API needs the admin token (Authorization: Bearer <ADMIN_TOKEN>).'],
      ['a rejection without a reason', () => h.call('POST', `admin/payment-requests/${mine}/reject`, { reason: '' }, admin), 400, 'reason must NOT have fewer than 1 characters.'],
      ['an unknown request', () => h.call('POST', 'admin/payment-requests/D000000000000/approve', undefined, admin), 404, 'No request D000000000000.'],
    ];
    for (const [what, call, status, message] of cases) {
      const answer = await call();
      expect({ what, status: answer.status, message: (answer.body as { message: string }).message }).toEqual({ what, status, message });
      expectShape('failure', answer.body);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('approves a demo player’s deposit by itself when the sandbox is set to', async () => {
    const { token, memberCode } = await demo();
    const settings = h.app.sandbox.wallet.autoApproval;
    const saved = { ...settings };
    Object.assign(settings, { who: 'demo', delayMs: 0 });
    try {
      const socket = await h.socket();
      const authenticated = once(socket, 'authenticated');
      socket.emit('authenticate', { token });
      await authenticated;
      const told = once(socket, 'payment-request-update', 5000);
      const ref = (await deposit(memberCode, token, { method: 'upi', amount: 300, utr: newUtr() })).body.result.refrenceNo as string;
      expect((await told).request).toMatchObject({ refrenceNo: ref, status: 'approved' });
      expect((await balance(token)).balance).toBe(100300);
    } finally {
      Object.assign(settings, saved);
    }
  });
});
