/** wl sandbox payments against a running sandbox (SQLite), through its admin API. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../tests/support/api-harness';
import { adminToken, paymentsDecide, paymentsList, type SandboxCall } from './sandbox-payments';

describe('wl sandbox payments', () => {
  let h: Harness;
  let call: SandboxCall;
  let lines: string[];
  const log = (line: string) => lines.push(line);

  beforeAll(async () => {
    h = await startHarness('sqlite');
    call = { url: h.url, token: h.app.sandbox.adminToken };
  });
  afterAll(() => h.close());

  async function demoDeposit(utr: string): Promise<string> {
    const login = await h.call('POST', 'LoginWithDemo', { siteurl: 'crimsonexchange.in' });
    const created = await h.call('POST', `account/${login.body.data.memberCode}/payment-requests/deposit`, { method: 'upi', amount: 750, utr }, login.body.token.accessToken);
    return created.body.result.refrenceNo as string;
  }

  it('lists pending requests, approves one, rejects one with a reason, and says why it refuses', async () => {
    const first = await demoDeposit('700000000001');
    const second = await demoDeposit('700000000002');
    lines = [];
    expect(await paymentsList(call, { status: 'pending' }, log)).toBe(0);
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).toContain(`${first}  deposit    pending          ₹750.00  upi`);
    expect(lines.join('\n')).toContain('UTR 700000000002');

    lines = [];
    expect(await paymentsDecide(call, first, { approve: true }, log)).toBe(0);
    expect(lines[0]).toBe(`✓ Deposit ${first} approved.`);
    lines = [];
    expect(await paymentsDecide(call, second, { approve: false, reason: 'No such transfer received' }, log)).toBe(0);
    expect(lines[1]).toContain('reason: No such transfer received');

    lines = [];
    expect(await paymentsDecide(call, first, { approve: false, reason: 'late' }, log)).toBe(1);
    expect(lines).toEqual([`✗ Deposit ${first} is already approved; only a pending request can be rejected.`]);
    lines = [];
    expect(await paymentsDecide(call, second, { approve: false, reason: ' ' }, log)).toBe(1);
    expect(lines).toEqual(['✗ Give a reason for the rejection with --reason "...".']);
    lines = [];
    expect(await paymentsList({ ...call, token: 'wrong' }, {}, log)).toBe(1);
    expect(lines).toEqual(['✗ The operator API needs the admin token (Authorization: Bearer <ADMIN_TOKEN>).']);
    lines = [];
    expect(await paymentsList(call, { status: 'lost' }, log)).toBe(1);
    expect(lines).toEqual(['✗ status must be one of pending, approved, rejected, cancelled.']);
    lines = [];
    expect(await paymentsList({ ...call, url: 'http://127.0.0.1:9' }, {}, log)).toBe(1);
    expect(lines[0]).toMatch(/^✗ Cannot reach the sandbox at http:\/\/127\.0\.0\.1:9: is it running/);
  });

  it('finds the admin token given, in ADMIN_TOKEN, or in the data folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'wl-token-'));
    try {
      expect(adminToken(root, undefined, {})).toBeNull();
      writeFileSync(join(root, 'admin-token'), 'from-file\n');
      expect(adminToken(root, undefined, { DATA_DIR: root })).toBe('from-file');
      expect(adminToken(root, undefined, { DATA_DIR: root, ADMIN_TOKEN: 'from-env' })).toBe('from-env');
      expect(adminToken(root, 'given', { ADMIN_TOKEN: 'from-env' })).toBe('given');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
