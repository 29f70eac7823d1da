/**
 * A logout or a password change ends the player's open casino games, on SQLite and PostgreSQL: the
 * provider's balance and debit calls with their tokens are refused as expired, while a win of a round
 * staked in before is still paid.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword, endSession, loginWithPassword } from '../accounts/login';
import { createUser, fund } from '../accounts/users';
import { POSTGRES_URL, postgresReachable } from '../exchange/test-support';
import { createSandbox, type Sandbox } from '../sandbox';
import { openGameSession } from './sessions';
import { walletBalance, walletCredit, walletDebit, WalletRefusal, type CasinoWalletDeps } from './wallet';

const pgUp = await postgresReachable();
const PASSWORD = 'Cricket@2026';

describe.each<'sqlite' | 'postgres'>(['sqlite', ...(pgUp ? (['postgres'] as const) : [])])('casino games at logout on %s', (kind) => {
  let sandbox: Sandbox;
  let deps: CasinoWalletDeps;
  let dataDir: string;
  const schema = `wl_logout_${randomBytes(5).toString('hex')}`;
  let serial = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'wl-logout-'));
    sandbox = await createSandbox({ dataDir, log: () => {}, ...(kind === 'postgres' ? { databaseUrl: POSTGRES_URL, databaseSchema: schema } : { memory: true }) });
    const database = sandbox.database;
    deps = { db: database.db, dialect: database.dialect, now: sandbox.now, ...(database.sqlite ? { sqlite: database } : {}) };
  });
  afterAll(async () => {
    if (kind === 'postgres') await sql.raw(`drop schema ${schema} cascade`).execute(sandbox.database.db);
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const playerInGame = async () => {
    const phone = `71000${String(serial++).padStart(5, '0')}`;
    const user = await createUser(sandbox.database.db, { username: phone, phone, password: PASSWORD, role: 'user', siteUrl: 'test', managerId: 'm' }, sandbox.now());
    await fund(sandbox.database.db, user.id, 1000_00, `seed:${user.id}`, 'Sandbox credit', sandbox.now());
    const login = await loginWithPassword(sandbox, phone, PASSWORD, `10.30.0.${serial}`);
    const { token } = await openGameSession(sandbox.database.db, { providerId: 'sandbox', userId: user.id, gameId: '7003', tableId: 'T003', now: sandbox.now(), ttlMs: 3600_000 });
    await walletDebit(deps, 'sandbox', { token, transactionId: `${phone}-d1`, roundId: `${phone}-r1`, amount: 100_00 });
    return { user: login.user, sid: login.sid, token, phone };
  };
  const refusal = (work: Promise<unknown>) => work.then(() => null, (error: unknown) => (error instanceof WalletRefusal ? error.code : error));

  it('ends them when the player logs out', async () => {
    const p = await playerInGame();
    await endSession(sandbox, p.user.id, p.sid);
    expect(await refusal(walletBalance(deps, 'sandbox', p.token))).toBe('TOKEN_EXPIRED');
    expect(await refusal(walletDebit(deps, 'sandbox', { token: p.token, transactionId: `${p.phone}-d2`, roundId: `${p.phone}-r2`, amount: 100 }))).toBe('TOKEN_EXPIRED');
    expect(await walletCredit(deps, 'sandbox', { token: p.token, transactionId: `${p.phone}-c1`, roundId: `${p.phone}-r1`, amount: 250_00 })).toMatchObject({ status: 'OK', balance: 1150_00 });
  });

  it('ends them when the player changes their password', async () => {
    const p = await playerInGame();
    await changePassword(sandbox, p.user, PASSWORD, 'Cricket@2027');
    expect(await refusal(walletDebit(deps, 'sandbox', { token: p.token, transactionId: `${p.phone}-d2`, roundId: `${p.phone}-r2`, amount: 100 }))).toBe('TOKEN_EXPIRED');
  });
});
