/**
 * The seamless wallet's contract over HTTP: each answer code, idempotency, signatures, the token-expiry
 * and logout rules, rollbacks of settled rounds, and the daily loss limit.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountId, balanceOf, ensureAccount, post } from '../exchange/ledger';
import { fundedPlayer, postgresReachable, testDatabase, type TestDatabaseKind } from '../exchange/test-support';
import { casinoWalletRoutes } from './routes';
import { endGameSessions, openGameSession } from './sessions';
import { PROVIDER_HEADER, SIGNATURE_HEADER, signBody } from './signature';
import { walletWriterThread, type WalletWriter } from './writer-thread';

const PROVIDER = { id: 'sandbox', secret: 'wallet-test-secret', launchUrl: () => '', sessionTtlMs: 60_000 };
// SQLite three ways: wallet calls as prepared statements in group transactions on a file's writer thread
// (as the server runs them), the same groups on this thread (in memory), and through Kysely.
type WalletPath = 'thread' | 'group' | 'kysely';
const kinds: Array<[string, TestDatabaseKind, WalletPath]> = [['SQLite, writer thread', 'sqlite-file', 'thread'], ['SQLite', 'sqlite', 'group'], ['SQLite through Kysely', 'sqlite', 'kysely'], ...((await postgresReachable()) ? [['PostgreSQL', 'postgres', 'kysely'] as [string, TestDatabaseKind, WalletPath]] : [])];

describe.each(kinds)('casino wallet on %s', (_name, kind, path) => {
  let open: Awaited<ReturnType<typeof testDatabase>>;
  let app: FastifyInstance;
  let writer: WalletWriter | undefined;
  let clock = Date.now();
  let player: string;
  let token: string;
  let expired: string;
  /** Every player funded here, with what they were given. */
  const funded = new Map<string, number>();

  const call = async (name: string, body: unknown, options: { secret?: string; provider?: string; raw?: string } = {}) => {
    const raw = options.raw ?? JSON.stringify(body);
    const response = await app.inject({ method: 'POST', url: `/api/casino/wallet/${name}`, headers: { 'content-type': 'application/json', [PROVIDER_HEADER]: options.provider ?? PROVIDER.id, [SIGNATURE_HEADER]: signBody(options.secret ?? PROVIDER.secret, raw) }, payload: raw });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const cash = (who = player) => balanceOf(open.db, accountId(who, 'cash'));
  const newPlayer = async (rupees: number) => {
    const id = await fundedPlayer(open, rupees);
    funded.set(id, rupees * 100);
    return id;
  };
  const launch = async (who: string) => (await openGameSession(open.db, { providerId: 'sandbox', userId: who, gameId: '7003', tableId: 'T003', now: clock, ttlMs: 60_000 })).token;

  beforeAll(async () => {
    open = await testDatabase(kind);
    app = Fastify();
    writer = path === 'thread' ? walletWriterThread(open.file!) : undefined;
    await casinoWalletRoutes(app, { db: open.db, dialect: open.dialect, now: () => clock, ...(path === 'kysely' ? {} : { sqlite: open }), ...(writer ? { writer } : {}) }, [PROVIDER]);
    player = await newPlayer(1000);
    token = (await openGameSession(open.db, { providerId: 'sandbox', userId: player, gameId: '7003', tableId: 'T003', now: clock, ttlMs: 60_000 })).token;
    expired = (await openGameSession(open.db, { providerId: 'sandbox', userId: player, gameId: '7003', tableId: 'T003', now: clock - 120_000, ttlMs: 60_000 })).token;
  });
  afterAll(async () => {
    await app.close();
    await writer?.close();
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

  it('ends game sessions at logout: balance and debits are refused as expired, credits and rollbacks of earlier stakes go through', async () => {
    const who = await newPlayer(1000);
    const game = await launch(who);
    const other = await launch(who);
    // Both calls read the session before the logout, so a session kept in memory must not outlive it.
    expect((await call('balance', { token: game })).body.balance).toBe(1000_00);
    await call('debit', { token: game, transactionId: 'lo-d1', roundId: 'lo-r1', amount: 100_00 });
    await call('debit', { token: other, transactionId: 'lo-d2', roundId: 'lo-r2', amount: 50_00 });
    expect(await endGameSessions(open.db, who, clock)).toBe(2);
    const ended = { status: 401, body: { status: 'ERROR', code: 'TOKEN_EXPIRED', message: 'The game session has ended: it expired or the player logged out. Open the game again.' } };
    expect(await call('balance', { token: game })).toEqual(ended);
    expect(await call('debit', { token: game, transactionId: 'lo-d3', roundId: 'lo-r3', amount: 100 })).toEqual(ended);
    expect(await call('debit', { token: other, transactionId: 'lo-d4', roundId: 'lo-r2', amount: 100 })).toEqual(ended);
    expect(await cash(who)).toBe(850_00);
    // A repeat of a debit made before the logout still gets its first answer.
    expect((await call('debit', { token: game, transactionId: 'lo-d1', roundId: 'lo-r1', amount: 100_00 })).body).toMatchObject({ status: 'OK', balance: 900_00 });
    // The win of a round staked in before the logout is paid, and a stake of it can be returned.
    expect((await call('credit', { token: game, transactionId: 'lo-c1', roundId: 'lo-r1', amount: 300_00 })).body).toMatchObject({ status: 'OK', balance: 1150_00 });
    expect((await call('rollback', { token: other, transactionId: 'lo-rb2', roundId: 'lo-r2', referenceTransactionId: 'lo-d2' })).body).toMatchObject({ status: 'OK', balance: 1200_00 });
    expect(await cash(who)).toBe(1200_00);
    // Ending them again changes nothing; a game opened after the logout plays.
    expect(await endGameSessions(open.db, who, clock)).toBe(0);
    const again = await launch(who);
    expect((await call('debit', { token: again, transactionId: 'lo-d5', roundId: 'lo-r5', amount: 100_00 })).body).toMatchObject({ status: 'OK', balance: 1100_00 });
  });

  it('refuses a rollback of a stake whose round was already credited, and changes nothing', async () => {
    const who = await newPlayer(1000);
    const game = await launch(who);
    await call('debit', { token: game, transactionId: 'st-d1', roundId: 'st-r1', amount: 100_00 });
    await call('debit', { token: game, transactionId: 'st-d2', roundId: 'st-r1', amount: 200_00 });
    const undone = await call('rollback', { token: game, transactionId: 'st-rb2', roundId: 'st-r1', referenceTransactionId: 'st-d2' });
    expect(undone.body).toMatchObject({ status: 'OK', balance: 900_00 });
    await call('credit', { token: game, transactionId: 'st-c1', roundId: 'st-r1', amount: 250_00 });
    expect(await cash(who)).toBe(1150_00);
    const settled = { status: 409, body: { status: 'ERROR', code: 'ROUND_SETTLED', message: 'Debit st-d1 cannot be rolled back: round st-r1 was already settled for this player by credit st-c1.' } };
    expect(await call('rollback', { token: game, transactionId: 'st-rb1', roundId: 'st-r1', referenceTransactionId: 'st-d1' })).toEqual(settled);
    expect(await call('rollback', { token: game, transactionId: 'st-rb1', roundId: 'st-r1', referenceTransactionId: 'st-d1' })).toEqual(settled);
    // A rollback that went through before the credit still answers as it did; another one for that stake changes nothing.
    expect(await call('rollback', { token: game, transactionId: 'st-rb2', roundId: 'st-r1', referenceTransactionId: 'st-d2' })).toEqual(undone);
    expect((await call('rollback', { token: game, transactionId: 'st-rb2b', roundId: 'st-r1', referenceTransactionId: 'st-d2' })).body).toMatchObject({ status: 'OK', balance: 1150_00 });
    // A credit of 0 (a lost round) settles it too.
    await call('debit', { token: game, transactionId: 'st-d3', roundId: 'st-r3', amount: 100_00 });
    await call('credit', { token: game, transactionId: 'st-c3', roundId: 'st-r3', amount: 0 });
    expect((await call('rollback', { token: game, transactionId: 'st-rb3', roundId: 'st-r3', referenceTransactionId: 'st-d3' })).body.code).toBe('ROUND_SETTLED');
    expect(await cash(who)).toBe(1050_00);
    const rows = await open.db.selectFrom('casino_transactions').select(['transaction_id', 'status']).where('user_id', '=', who).where('transaction_id', 'in', ['st-d1', 'st-d3', 'st-rb1', 'st-rb3']).orderBy('transaction_id').execute();
    expect(rows).toEqual([{ transaction_id: 'st-d1', status: 'ok' }, { transaction_id: 'st-d3', status: 'ok' }]);
  });

  it('lets a credit that names its debit settle that stake only, as games paying each bet on its own do', async () => {
    const who = await newPlayer(1000);
    const game = await launch(who);
    await call('debit', { token: game, transactionId: 'pb-d1', roundId: 'pb-r1', amount: 100_00 });
    await call('debit', { token: game, transactionId: 'pb-d2', roundId: 'pb-r1', amount: 200_00 });
    expect((await call('credit', { token: game, transactionId: 'pb-c1', roundId: 'pb-r1', amount: 150_00, referenceTransactionId: 'pb-d1' })).body).toMatchObject({ status: 'OK', balance: 850_00 });
    // The same id naming another debit is another call.
    expect((await call('credit', { token: game, transactionId: 'pb-c1', roundId: 'pb-r1', amount: 150_00, referenceTransactionId: 'pb-d2' })).body.code).toBe('DUPLICATE');
    expect((await call('rollback', { token: game, transactionId: 'pb-rb1', roundId: 'pb-r1', referenceTransactionId: 'pb-d1' })).body.code).toBe('ROUND_SETTLED');
    expect((await call('rollback', { token: game, transactionId: 'pb-rb2', roundId: 'pb-r1', referenceTransactionId: 'pb-d2' })).body).toMatchObject({ status: 'OK', balance: 1050_00 });
    const gone = await call('credit', { token: game, transactionId: 'pb-c2', roundId: 'pb-r1', amount: 100, referenceTransactionId: 'pb-d2' });
    expect([gone.status, gone.body.code, gone.body.message]).toEqual([404, 'UNKNOWN_TRANSACTION', 'The player has no standing bet pb-d2 in round pb-r1 to pay.']);
    expect(await cash(who)).toBe(1050_00);
  });

  it('keeps casino stakes within the daily loss limit, counting exchange losses and open exchange bets', async () => {
    const who = await newPlayer(1000);
    const game = await launch(who);
    await open.db.updateTable('users').set({ daily_loss_limit: 500_00 }).where('id', '=', who).execute();
    expect((await call('debit', { token: game, transactionId: 'll-d1', roundId: 'll-r1', amount: 300_00 })).body).toMatchObject({ status: 'OK', balance: 700_00 });
    const over = await call('debit', { token: game, transactionId: 'll-d2', roundId: 'll-r2', amount: 250_00 });
    expect(over).toEqual({ status: 403, body: { status: 'ERROR', code: 'LOSS_LIMIT_REACHED', balance: 700_00, message: 'This bet could take your losses today past your daily loss limit of ₹500.00. You can lose at most ₹200.00 more today.' } });
    expect(await cash(who)).toBe(700_00);
    // A win brings today's loss down (300 − 100 = 200 lost), so 250 more fits.
    await call('credit', { token: game, transactionId: 'll-c1', roundId: 'll-r1', amount: 100_00 });
    expect((await call('debit', { token: game, transactionId: 'll-d2b', roundId: 'll-r2', amount: 250_00 })).body).toMatchObject({ status: 'OK', balance: 550_00 });
    // 450 lost: 50 left, less what an open exchange bet could lose, less a settled exchange loss.
    await open.db.insertInto('market_exposure').values({ user_id: who, market_id: 'll-m1', exposure: 20_00, book: null }).execute();
    expect((await call('debit', { token: game, transactionId: 'll-d3', roundId: 'll-r3', amount: 30_01 })).body).toMatchObject({ code: 'LOSS_LIMIT_REACHED', message: expect.stringContaining('You can lose at most ₹30.00 more today.') });
    const house = await ensureAccount(open.db, 'house', 'house');
    await post(open.db, { kind: 'settlement', reference: `ll-m0:${who}`, description: 'lost bet', entries: [{ accountId: accountId(who, 'cash'), amount: -10_00 }, { accountId: house, amount: 10_00 }], at: clock });
    expect((await call('debit', { token: game, transactionId: 'll-d4', roundId: 'll-r3', amount: 20_01 })).body).toMatchObject({ code: 'LOSS_LIMIT_REACHED', message: expect.stringContaining('You can lose at most ₹20.00 more today.') });
    expect((await call('debit', { token: game, transactionId: 'll-d5', roundId: 'll-r3', amount: 20_00 })).body).toMatchObject({ status: 'OK' });
    // A rolled-back stake is not lost.
    await call('rollback', { token: game, transactionId: 'll-rb5', roundId: 'll-r3', referenceTransactionId: 'll-d5' });
    expect((await call('debit', { token: game, transactionId: 'll-d6', roundId: 'll-r6', amount: 20_00 })).body).toMatchObject({ status: 'OK' });
    await open.db.deleteFrom('market_exposure').where('user_id', '=', who).execute();
    // A raise waiting out its 24 hours leaves the old limit in force; once in force the new one applies.
    await open.db.updateTable('users').set({ daily_loss_limit_next: 1000_00, daily_loss_limit_next_at: clock + 3_600_000 }).where('id', '=', who).execute();
    expect((await call('debit', { token: game, transactionId: 'll-d7', roundId: 'll-r7', amount: 20_01 })).body.code).toBe('LOSS_LIMIT_REACHED');
    await open.db.updateTable('users').set({ daily_loss_limit_next_at: clock }).where('id', '=', who).execute();
    expect((await call('debit', { token: game, transactionId: 'll-d7', roundId: 'll-r7', amount: 20_01 })).body).toMatchObject({ status: 'OK' });
  });

  it('answers a batch call by call, in order, each as its own endpoint would, and calls sent again change nothing', async () => {
    const who = await newPlayer(100);
    const game = await launch(who);
    const calls = [
      { call: 'debit', token: game, transactionId: 'bt-d1', roundId: 'bt-r1', amount: 60_00 },
      { call: 'debit', token: game, transactionId: 'bt-d2', roundId: 'bt-r1', amount: 50_00 },
      { call: 'balance', token: game },
      { call: 'credit', token: game, transactionId: 'bt-c1', roundId: 'bt-r1', amount: 120_00 },
      { call: 'debit', token: 'nope', transactionId: 'bt-d3', roundId: 'bt-r1', amount: 1_00 },
      { call: 'debit', token: game, transactionId: 'bt-d4', roundId: 'bt-r1' },
    ];
    const first = await call('batch', { calls });
    expect(first.status).toBe(200);
    const answers = first.body.answers as Array<Record<string, unknown>>;
    expect(answers.map((a) => a.code ?? a.status)).toEqual(['OK', 'INSUFFICIENT_FUNDS', 'OK', 'OK', 'INVALID_TOKEN', 'INVALID_REQUEST']);
    expect(answers[0]).toEqual({ status: 'OK', playerId: who, currency: 'INR', balance: 40_00, transactionId: 'bt-d1', roundId: 'bt-r1' });
    expect(answers[1]).toMatchObject({ status: 'ERROR', balance: 40_00, message: 'Insufficient balance: ₹40.00 available for a bet of ₹50.00.' });
    expect(answers[3]).toMatchObject({ status: 'OK', balance: 160_00 });
    expect(answers[5]).toEqual((await call('debit', calls[5]!)).body);
    expect(await cash(who)).toBe(160_00);
    // The calls that went through, sent again: the same answers, and no money moves.
    const again = await call('batch', { calls: [calls[0], calls[3]] });
    expect(again.body.answers).toEqual([answers[0], answers[3]]);
    expect(await cash(who)).toBe(160_00);
  });

  it('spends a player’s money once when a batch holds more stakes than it covers', async () => {
    const who = await newPlayer(1000);
    const game = await launch(who);
    // ₹1,000 covers 66 stakes of ₹15 (66 × 15 = 990); the 67th would need ₹1,005.
    const calls = Array.from({ length: 100 }, (_, i) => ({ call: 'debit', token: game, transactionId: `many-${i}`, roundId: 'many-r1', amount: 15_00 }));
    const answer = await call('batch', { calls });
    const answers = answer.body.answers as Array<{ status: string; code?: string }>;
    expect(answers.filter((a) => a.status === 'OK')).toHaveLength(66);
    expect(answers.slice(66).every((a) => a.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await cash(who)).toBe(10_00);
  });

  it.each([
    ['signed under another secret', { secret: 'wrong' }, {}, 401, 'INVALID_SIGNATURE'],
    ['with no calls', {}, { calls: [] }, 400, 'INVALID_REQUEST'],
    ['naming a call the wallet does not have', {}, { calls: [{ call: 'transfer', token: 'x' }] }, 400, 'INVALID_REQUEST'],
  ])('refuses a batch %s', async (_name, options, body, status, code) => {
    const answer = await call('batch', body, options);
    expect([answer.status, answer.body.code]).toEqual([status, code]);
  });

  it('keeps the ledger balanced: the casino account holds exactly what players lost', async () => {
    const sums = await open.db.selectFrom('ledger_entries').select(['tx_id', (eb) => eb.fn.sum<number>('amount').as('total')]).groupBy('tx_id').execute();
    expect(sums.filter((s) => Number(s.total) !== 0)).toEqual([]);
    let lost = 0;
    for (const [who, given] of funded) lost += given - (await cash(who));
    // The settled exchange loss of the loss-limit test went to the house, not the casino.
    expect(await balanceOf(open.db, accountId('sandbox', 'casino'))).toBe(lost - 10_00);
  });
});
