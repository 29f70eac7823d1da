/** The seamless wallet's contract over HTTP: each answer code, idempotency, signatures and the token-expiry rules. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountId, balanceOf } from '../exchange/ledger';
import { fundedPlayer, postgresReachable, testDatabase, type TestDatabaseKind } from '../exchange/test-support';
import { casinoWalletRoutes } from './routes';
import { openGameSession } from './sessions';
import { PROVIDER_HEADER, SIGNATURE_HEADER, signBody } from './signature';

const PROVIDER = { id: 'sandbox', secret: 'wallet-test-secret', launchUrl: () => '', sessionTtlMs: 60_000 };
// SQLite twice: debits as prepared statements on the raw handle (as the server runs them), and through Kysely.
const kinds: Array<[string, TestDatabaseKind, boolean]> = [['SQLite', 'sqlite', true], ['SQLite through Kysely', 'sqlite', false], ...((await postgresReachable()) ? [['PostgreSQL', 'postgres', false] as [string, TestDatabaseKind, boolean]] : [])];

describe.each(kinds)('casino wallet on %s', (_name, kind, raw) => {
  let open: Awaited<ReturnType<typeof testDatabase>>;
  let app: FastifyInstance;
  let clock = Date.now();
  let player: string;
  let token: string;
  let expired: string;

  const call = async (name: string, body: unknown, options: { secret?: string; provider?: string; raw?: string } = {}) => {
    const raw = options.raw ?? JSON.stringify(body);
    const response = await app.inject({ method: 'POST', url: `/api/casino/wallet/${name}`, headers: { 'content-type': 'application/json', [PROVIDER_HEADER]: options.provider ?? PROVIDER.id, [SIGNATURE_HEADER]: signBody(options.secret ?? PROVIDER.secret, raw) }, payload: raw });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const cash = () => balanceOf(open.db, accountId(player, 'cash'));

  beforeAll(async () => {
    open = await testDatabase(kind);
    app = Fastify();
    await casinoWalletRoutes(app, { db: open.db, dialect: open.dialect, now: () => clock, ...(raw ? { sqlite: open } : {}) }, [PROVIDER]);
    player = await fundedPlayer(open, 1000);
    token = (await openGameSession(open.db, { providerId: 'sandbox', userId: player, gameId: '7003', tableId: 'T003', now: clock, ttlMs: 60_000 })).token;
    expired = (await openGameSession(open.db, { providerId: 'sandbox', userId: player, gameId: '7003', tableId: 'T003', now: clock - 120_000, ttlMs: 60_000 })).token;
  });
  afterAll(async () => {
    await app.close();
    await open.drop();
  });

  it('answers the balance in paise, less the exposure of open exchange bets', async () => {
    expect(await call('balance', { token })).toEqual({ status: 200, body: { status: 'OK', playerId: player, currency: 'INR', balance: 1000_00 } });
    await open.db.insertInto('market_exposure').values({ user_id: player, market_id: 'm1', exposure: 300_00, book: null }).execute();
    expect((await call('balance', { token })).body.balance).toBe(700_00);
    expect((await call('debit', { token, transactionId: 'over', roundId: 'r0', amount: 700_01 })).body).toMatchObject({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS', balance: 700_00 });
    await open.db.deleteFrom('market_exposure').where('user_id', '=', player).execute();
  });

  it.each([
    ['a body signed under another secret', 'balance', { secret: 'wrong' }, 401, 'INVALID_SIGNATURE'],
    ['an unknown provider', 'balance', { provider: 'nobody' }, 401, 'INVALID_SIGNATURE'],
    ['a body changed after signing', 'balance', { raw: '{"token":"x" }', secret: 'other' }, 401, 'INVALID_SIGNATURE'],
    ['an unknown token', 'unknown-token', {}, 401, 'INVALID_TOKEN'],
    ['a body that is not JSON', 'not-json', {}, 400, 'INVALID_REQUEST'],
    ['a debit without an amount', 'no-amount', {}, 400, 'INVALID_REQUEST'],
  ])('refuses %s', async (_name, which, options, status, code) => {
    const bodies: Record<string, [string, unknown, string?]> = {
      balance: ['balance', { token }],
      'unknown-token': ['debit', { token: 'nope', transactionId: 't-unknown', roundId: 'r1', amount: 100 }],
      'not-json': ['debit', null, '{"token": '],
      'no-amount': ['debit', { token, transactionId: 't-no-amount', roundId: 'r1' }],
    };
    const [name, body, raw] = bodies[which]!;
    const answer = await call(name, body, { ...(raw ? { raw } : {}), ...options });
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(await cash()).toBe(1000_00);
  });

  it('debits once per transaction id and answers a repeat with the first answer', async () => {
    const first = await call('debit', { token, transactionId: 'd1', roundId: 'r1', amount: 250_00 });
    expect(first).toEqual({ status: 200, body: { status: 'OK', playerId: player, currency: 'INR', balance: 750_00, transactionId: 'd1', roundId: 'r1' } });
    expect(await call('debit', { token, transactionId: 'd1', roundId: 'r1', amount: 250_00 })).toEqual(first);
    expect(await cash()).toBe(750_00);
    const other = await call('debit', { token, transactionId: 'd1', roundId: 'r1', amount: 100_00 });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('DUPLICATE');
    expect(await cash()).toBe(750_00);
  });

  it('credits a round the player staked in, and not one they did not', async () => {
    const paid = await call('credit', { token, transactionId: 'c1', roundId: 'r1', amount: 500_00 });
    expect(paid.body).toMatchObject({ status: 'OK', balance: 1250_00, transactionId: 'c1' });
    expect(await call('credit', { token, transactionId: 'c1', roundId: 'r1', amount: 500_00 })).toEqual(paid);
    expect((await call('credit', { token, transactionId: 'c1', roundId: 'r1', amount: 0 })).body.code).toBe('DUPLICATE');
    const stranger = await call('credit', { token, transactionId: 'c2', roundId: 'never-staked', amount: 100 });
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('UNKNOWN_TRANSACTION');
    expect(await cash()).toBe(1250_00);
  });

  it('rolls a debit back exactly once, whichever rollback ids name it', async () => {
    await call('debit', { token, transactionId: 'd2', roundId: 'r2', amount: 100_00 });
    expect(await cash()).toBe(1150_00);
    const back = await call('rollback', { token, transactionId: 'rb1', roundId: 'r2', referenceTransactionId: 'd2' });
    expect(back.body).toMatchObject({ status: 'OK', balance: 1250_00 });
    expect(await call('rollback', { token, transactionId: 'rb1', roundId: 'r2', referenceTransactionId: 'd2' })).toEqual(back);
    expect((await call('rollback', { token, transactionId: 'rb2', roundId: 'r2', referenceTransactionId: 'd2' })).body).toMatchObject({ status: 'OK', balance: 1250_00 });
    expect(await cash()).toBe(1250_00);
    // A rolled-back stake is not a standing bet: nothing can be paid on it.
    expect((await call('credit', { token, transactionId: 'c3', roundId: 'r2', amount: 100 })).body.code).toBe('UNKNOWN_TRANSACTION');
  });

  it('refuses a rollback of an unknown debit, and that debit when it arrives later', async () => {
    const unknown = await call('rollback', { token, transactionId: 'rb3', roundId: 'r3', referenceTransactionId: 'late' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('UNKNOWN_TRANSACTION');
    const late = await call('debit', { token, transactionId: 'late', roundId: 'r3', amount: 100_00 });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('DUPLICATE');
    expect(await cash()).toBe(1250_00);
  });

  it('refuses debits and balances on an expired token but takes its credits and rollbacks', async () => {
    await call('debit', { token, transactionId: 'd4', roundId: 'r4', amount: 100_00 });
    await call('debit', { token, transactionId: 'd5', roundId: 'r5', amount: 100_00 });
    clock += 61_000;
    expect((await call('balance', { token })).body.code).toBe('TOKEN_EXPIRED');
    const refused = await call('debit', { token, transactionId: 'd6', roundId: 'r6', amount: 100 });
    expect([refused.status, refused.body.code]).toEqual([401, 'TOKEN_EXPIRED']);
    // A repeat of a debit made before expiry still gets its first answer.
    expect((await call('debit', { token, transactionId: 'd4', roundId: 'r4', amount: 100_00 })).body).toMatchObject({ status: 'OK', balance: 1150_00 });
    expect((await call('credit', { token, transactionId: 'c4', roundId: 'r4', amount: 200_00 })).body).toMatchObject({ status: 'OK', balance: 1250_00 });
    expect((await call('rollback', { token, transactionId: 'rb5', roundId: 'r5', referenceTransactionId: 'd5' })).body).toMatchObject({ status: 'OK', balance: 1350_00 });
    expect((await call('debit', { token: expired, transactionId: 'd7', roundId: 'r7', amount: 100 })).body.code).toBe('TOKEN_EXPIRED');
    expect(await cash()).toBe(1350_00);
  });

  it('keeps the ledger balanced: the casino account holds exactly what players lost', async () => {
    const sums = await open.db.selectFrom('ledger_entries').select(['tx_id', (eb) => eb.fn.sum<number>('amount').as('total')]).groupBy('tx_id').execute();
    expect(sums.filter((s) => Number(s.total) !== 0)).toEqual([]);
    expect(await balanceOf(open.db, accountId('sandbox', 'casino'))).toBe(1000_00 - (await cash()));
  });
});
