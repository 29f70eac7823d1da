/**
 * Login throttling on SQLite and PostgreSQL: per account and per address with growing lock-outs, demo
 * logins per address, attempts arriving together counted before any is checked; and an unknown name
 * costs as long as a wrong password: the same scrypt work, counted with a spy rather than timed.
 */
import { randomBytes, type ScryptOptions } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POSTGRES_URL, postgresReachable } from '../exchange/test-support';
import { createSandbox, type Sandbox } from '../sandbox';
import { LOGIN_RULES, loginDemo, loginWithPassword } from './login';
import { hashPassword, NO_PASSWORD, verifyPassword } from './passwords';
import { createUser } from './users';

/** Each scrypt run: what it hashed and with what cost, which is what makes a check take its time. */
const scryptRuns = vi.hoisted(() => [] as Array<{ password: string; saltBytes: number; keyLength: number; options: unknown }>);
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions, done: (error: Error | null, key: Buffer) => void) => {
    scryptRuns.push({ password, saltBytes: salt.length, keyLength, options });
    crypto.scrypt(password, salt, keyLength, options, done);
  };
  return { ...crypto, scrypt };
});

/** The scrypt runs `work` makes. */
async function scryptWork(work: () => Promise<unknown>): Promise<typeof scryptRuns> {
  scryptRuns.length = 0;
  await work();
  return [...scryptRuns];
}

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL login tests skipped: nothing answers at 127.0.0.1:5432');

const MINUTE = 60_000;
const PASSWORD = 'Cricket@2026';

async function outcomes(work: Array<Promise<unknown>>): Promise<string[]> {
  return (await Promise.allSettled(work)).map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as Error).message));
}

describe.each<'sqlite' | 'postgres'>(['sqlite', ...(pgUp ? (['postgres'] as const) : [])])('login throttling on %s', (kind) => {
  let sandbox: Sandbox;
  let dataDir: string;
  const schema = `wl_login_${randomBytes(5).toString('hex')}`;
  let clock = Date.now();
  let serial = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'wl-login-'));
    sandbox = await createSandbox({ dataDir, log: () => {}, ...(kind === 'postgres' ? { databaseUrl: POSTGRES_URL, databaseSchema: schema } : { memory: true }) });
    sandbox.now = () => clock;
  });
  afterAll(async () => {
    if (kind === 'postgres') await sql.raw(`drop schema ${schema} cascade`).execute(sandbox.database.db);
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function player(): Promise<string> {
    const phone = `70000${String(serial++).padStart(5, '0')}`;
    await createUser(sandbox.database.db, { username: phone, phone, password: PASSWORD, role: 'user', siteUrl: 'test', managerId: 'm' }, clock);
    return phone;
  }
  const address = () => `10.20.${serial >> 8}.${serial++ & 255}`;

  it('checks at most 5 of 200 wrong passwords sent together, then refuses even the right one', async () => {
    const phone = await player();
    const from = address();
    const results = await outcomes(Array.from({ length: 200 }, () => loginWithPassword(sandbox, phone, 'Wrong@1234', from)));
    expect(results.filter((r) => r === 'Invalid username or password.')).toHaveLength(LOGIN_RULES.account.limit);
    expect(new Set(results.filter((r) => r !== 'Invalid username or password.'))).toEqual(new Set(['Too many failed login attempts. Please try again in 15 minutes.']));
    await expect(loginWithPassword(sandbox, phone, PASSWORD, from)).rejects.toThrow('Too many failed login attempts. Please try again in 15 minutes.');
  });

  it('locks an account for 15 minutes after 5 wrong passwords, then 30, and a right password resets it', async () => {
    const phone = await player();
    const from = address();
    const wrong = () => loginWithPassword(sandbox, phone, 'Wrong@1234', from);
    for (let i = 0; i < 5; i += 1) await expect(wrong()).rejects.toThrow('Invalid username or password.');
    await expect(wrong()).rejects.toThrow('Too many failed login attempts. Please try again in 15 minutes.');
    clock += 10 * MINUTE;
    await expect(loginWithPassword(sandbox, phone, PASSWORD, from)).rejects.toThrow('Too many failed login attempts. Please try again in 5 minutes.');
    clock += 5 * MINUTE;
    for (let i = 0; i < 5; i += 1) await expect(wrong()).rejects.toThrow('Invalid username or password.');
    await expect(loginWithPassword(sandbox, phone, PASSWORD, from)).rejects.toThrow('Too many failed login attempts. Please try again in 30 minutes.');
    clock += 30 * MINUTE;
    await expect(loginWithPassword(sandbox, phone, PASSWORD, from)).resolves.toMatchObject({ user: { username: phone } });
    // The right password cleared the count and the lock-outs: four wrong ones and it still works.
    for (let i = 0; i < 4; i += 1) await expect(wrong()).rejects.toThrow('Invalid username or password.');
    await expect(loginWithPassword(sandbox, phone, PASSWORD, from)).resolves.toMatchObject({ user: { username: phone } });
    for (let i = 0; i < 5; i += 1) await expect(wrong()).rejects.toThrow('Invalid username or password.');
    await expect(wrong()).rejects.toThrow('Too many failed login attempts. Please try again in 15 minutes.');
    clock += 15 * MINUTE;
  });

  it('locks an address after 50 wrong passwords for any accounts, but not its right ones', async () => {
    const from = address();
    const players = await Promise.all(Array.from({ length: 12 }, () => player()));
    const mine = await player();
    const results: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      results.push(...(await outcomes([loginWithPassword(sandbox, players[i % players.length]!, 'Wrong@1234', from)])));
      if (i % 10 === 5) results.push(...(await outcomes([loginWithPassword(sandbox, mine, PASSWORD, from)])));
    }
    expect(results.filter((r) => r === 'Invalid username or password.')).toHaveLength(LOGIN_RULES.address.limit);
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    expect(results.at(-1)).toBe('Too many failed login attempts from this network. Please try again in 15 minutes.');
    await expect(loginWithPassword(sandbox, mine, PASSWORD, from)).rejects.toThrow('Too many failed login attempts from this network. Please try again in 15 minutes.');
    await expect(loginWithPassword(sandbox, mine, PASSWORD, address())).resolves.toMatchObject({ user: { username: mine } });
    clock += 15 * MINUTE;
  });

  it('allows 100 demo logins an hour from one address, however many arrive together', async () => {
    const from = address();
    const results = await outcomes(Array.from({ length: 130 }, () => loginDemo(sandbox, 'test', from)));
    expect(results.filter((r) => r === 'ok')).toHaveLength(LOGIN_RULES.demo.limit);
    expect(new Set(results.filter((r) => r !== 'ok'))).toEqual(new Set(['Too many demo logins from this network. Please try again in 60 minutes.']));
    await expect(loginDemo(sandbox, 'test', address())).resolves.toMatchObject({ user: { is_demo: 1 } });
    clock += 60 * MINUTE;
    await expect(loginDemo(sandbox, 'test', from)).resolves.toMatchObject({ user: { is_demo: 1 } });
  });

  it('opens a demo account with no password: none logs in to it, and checking one takes as long as for a real account', async () => {
    const demo = await loginDemo(sandbox, 'test', address());
    expect(demo.user.password_hash).toBe(NO_PASSWORD);
    await expect(loginWithPassword(sandbox, demo.user.username, NO_PASSWORD, address())).rejects.toThrow('Invalid username or password.');
    await expect(loginWithPassword(sandbox, demo.user.username, '', address())).rejects.toThrow('Invalid username or password.');
    const real = await hashPassword(PASSWORD);
    const none = await scryptWork(() => expect(verifyPassword('Wrong@1234', NO_PASSWORD)).resolves.toBe(false));
    const hashed = await scryptWork(() => expect(verifyPassword('Wrong@1234', real)).resolves.toBe(false));
    expect(none).toHaveLength(1);
    expect(none).toEqual(hashed);
  });

  it('does the same work for an unknown name as for a wrong password', async () => {
    const phone = await player();
    const wrong = (login: string) => expect(loginWithPassword(sandbox, login, 'Wrong@1234', address())).rejects.toThrow('Invalid username or password.');
    // The first login of a process makes the stand-in hash an unknown name is checked against.
    await wrong(phone);
    const known = await scryptWork(() => wrong(phone));
    const unknown = await scryptWork(() => wrong(`69${String(serial++).padStart(8, '0')}`));
    // One scrypt of the same cost either way; without it an unknown name answered some 30 times sooner.
    expect(known).toHaveLength(1);
    expect(unknown).toEqual(known);
  });
});
