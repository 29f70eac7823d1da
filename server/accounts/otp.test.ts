/**
 * OTP limits under concurrent attack, on SQLite and PostgreSQL: however many guesses or requests arrive
 * together, at most the limit of them are checked or allowed. And the sandbox outbox is private.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresReachable, testDatabase } from '../exchange/test-support';
import { consumeOtp, createOtp, OTP_MAX_TRIES, OTP_PER_ADDRESS_PER_HOUR, OTP_PER_PHONE_PER_HOUR, outboxSender } from './otp';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL OTP tests skipped: nothing answers at 127.0.0.1:5432');

function recordingSender() {
  const codes = new Map<string, string>();
  return { codes, send: (phone: string, code: string) => void codes.set(phone, code), notify: () => {} };
}

const settled = async <T>(work: Array<Promise<T>>) => {
  const results = await Promise.allSettled(work);
  return {
    fulfilled: results.filter((r) => r.status === 'fulfilled').length,
    messages: results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : [])),
  };
};

describe.each<'sqlite' | 'postgres'>(['sqlite', ...(pgUp ? (['postgres'] as const) : [])])('OTP limits on %s', (kind) => {
  let open: Awaited<ReturnType<typeof testDatabase>>;
  beforeAll(async () => {
    open = await testDatabase(kind);
  });
  afterAll(() => open.drop());

  it('compares at most 5 of 2,000 concurrent guesses with one code', async () => {
    const sender = recordingSender();
    const phone = '9000000001';
    const now = Date.now();
    const orderId = await createOtp(open.db, sender, phone, 'forgot', '10.0.0.1', now);
    const right = sender.codes.get(phone)!;
    const wrong = Array.from({ length: 2000 }, (_, i) => String(i * 5).padStart(4, '0')).map((code) => (code === right ? String((Number(code) + 1) % 10_000).padStart(4, '0') : code));
    const { fulfilled, messages } = await settled(wrong.map((code) => consumeOtp(open.db, orderId, phone, code, 'forgot', now)));
    const compared = messages.filter((m) => m.startsWith('Incorrect OTP.')).length;
    expect(fulfilled).toBe(0);
    expect(compared).toBe(OTP_MAX_TRIES - 1);
    const row = await open.db.selectFrom('otps').select('attempts').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(OTP_MAX_TRIES);
    await expect(consumeOtp(open.db, orderId, phone, right, 'forgot', now)).rejects.toThrow('Too many wrong attempts. Please request a new OTP.');
  });

  it('lets one of many concurrent right answers use a code', async () => {
    const sender = recordingSender();
    const phone = '9000000002';
    const now = Date.now();
    const orderId = await createOtp(open.db, sender, phone, 'signup', '10.0.0.2', now);
    const { fulfilled } = await settled(Array.from({ length: 200 }, () => consumeOtp(open.db, orderId, phone, sender.codes.get(phone)!, 'signup', now)));
    expect(fulfilled).toBe(1);
  });

  it(`sends at most ${OTP_PER_PHONE_PER_HOUR} OTPs an hour to a phone, however many requests arrive together`, async () => {
    const sender = recordingSender();
    const now = Date.now();
    const { fulfilled, messages } = await settled(Array.from({ length: 200 }, (_, i) => createOtp(open.db, sender, '9000000003', 'signup', `10.1.${i >> 8}.${i & 255}`, now)));
    expect(fulfilled).toBe(OTP_PER_PHONE_PER_HOUR);
    expect(new Set(messages)).toEqual(new Set(['Too many OTP requests for this number. Please try again in an hour.']));
    // A new hour, new requests.
    await expect(createOtp(open.db, sender, '9000000003', 'signup', '10.2.0.1', now + 3_600_000)).resolves.toEqual(expect.any(String));
  });

  it(`sends at most ${OTP_PER_ADDRESS_PER_HOUR} OTPs an hour from one address, however many requests arrive together`, async () => {
    const sender = recordingSender();
    const now = Date.now();
    const { fulfilled, messages } = await settled(Array.from({ length: 400 }, (_, i) => createOtp(open.db, sender, `91${String(i).padStart(8, '0')}`, 'signup', '10.3.0.1', now)));
    expect(fulfilled).toBe(OTP_PER_ADDRESS_PER_HOUR);
    expect(sender.codes.size).toBe(OTP_PER_ADDRESS_PER_HOUR);
    expect(messages[0]).toMatch(/^Too many OTP requests from this network\. Please try again in (60|59) minutes\.$/);
  });
});

describe('the sandbox OTP outbox', () => {
  it('is readable by its owner only, and the log never shows a code', () => {
    const root = mkdtempSync(join(tmpdir(), 'wl-outbox-'));
    try {
      const lines: string[] = [];
      const file = join(root, 'data', 'otp-outbox.jsonl');
      outboxSender(file, (line) => lines.push(line)).send('9876543210', '4821', 'signup');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(join(root, 'data')).mode & 0o777).toBe(0o700);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ phone: '9876543210', code: '4821', purpose: 'signup' });
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toContain('4821');
      expect(lines[0]).toMatch(/OTP \(signup\) sent to \+91 98x+10/);

      // An outbox left readable by others is made private when the sender starts.
      const old = join(root, 'old', 'otp-outbox.jsonl');
      outboxSender(old, () => {});
      writeFileSync(old, '');
      chmodSync(old, 0o644);
      outboxSender(old, () => {});
      expect(statSync(old).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
