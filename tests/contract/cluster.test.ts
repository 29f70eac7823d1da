/**
 * Two server processes sharing PostgreSQL and Redis serve the same players: an order placed through
 * one reaches the player's socket on the other; the second process serves every market from its first
 * answer; and when the process running the feed is killed, the other takes the feed over once its lease runs out,
 * its sockets keep hearing prices, and what finished meanwhile is settled.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createClient } from 'redis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEASE_TTL_MS } from '../../server/cluster/redis-coordination';
import { redisReachable, TEST_REDIS_URL as REDIS_URL } from '../../server/cluster/redis-reachable';
import { POSTGRES_URL, postgresReachable } from '../../server/exchange/test-support';
import { startServerProcess, type ServerProcess } from '../bench/server-process';
import { once } from '../support/api-harness';

const ready = (await postgresReachable()) && (await redisReachable());
if (!ready) console.warn('Cluster test skipped: it needs PostgreSQL at 127.0.0.1:5432 and Redis at 127.0.0.1:6379');

const json = async (url: string, init?: RequestInit) => (await fetch(url, init)).json();
const post = (url: string, body: unknown, token?: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

describe.skipIf(!ready)('two processes behind Redis', () => {
  const schema = `wl_cluster_${randomBytes(5).toString('hex')}`;
  const env = {
    DATABASE_URL: POSTGRES_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    FEED_SEED: '99',
    FEED_EPOCH: String(Date.now()),
    BALL_MS: '1000',
    ...{ AVIATOR_BETTING_MS: '2000', AVIATOR_PAUSE_MS: '600', AVIATOR_SPEED: '2' },
    ...{ CASINO_BETTING_MS: '1500', CASINO_REVEAL_MS: '150', CASINO_RESULT_MS: '400' },
  };
  const servers: ServerProcess[] = [];
  const sockets: Socket[] = [];
  const redis = createClient({ url: REDIS_URL });
  let token = '';
  let memberCode = '';

  /** The process whose pid a role's lease names. */
  const holderOf = async (role: string) => {
    const holder = await redis.get(`wl:${schema}:lease:${role}`);
    return servers.find((s) => holder?.startsWith(`${s.child.pid}-`));
  };
  const feedHolder = () => holderOf('feed');
  /** Stops a process for good (SIGKILL) and starts another in its place. */
  const replace = async (victim: ServerProcess) => {
    await victim.kill();
    servers.splice(servers.indexOf(victim), 1, await startServerProcess(env));
  };
  /** A game token of the player's, as the operator's launch answers it. */
  const gameToken = async (server: ServerProcess, gameId: string) => {
    const launch = await json(`${server.url}/api/casino/launch`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ gameId }) });
    return decodeURIComponent(String(launch.result.url).split('#token=')[1] ?? '');
  };
  const connect = async (server: ServerProcess, namespace: string) => {
    const socket = io(`${server.url}${namespace}`, { transports: ['websocket'], forceNew: true, reconnection: false });
    sockets.push(socket);
    await once(socket, 'connect');
    return socket;
  };
  /** The first `count` events of a kind a socket hears from now on. */
  const collect = <T>(socket: Socket, event: string, count: number, ms = 30_000) =>
    new Promise<T[]>((resolve, reject) => {
      const heard: T[] = [];
      const timer = setTimeout(() => reject(new Error(`heard ${heard.length} of ${count} ${event}`)), ms);
      socket.on(event, (payload: T) => {
        heard.push(payload);
        if (heard.length === count) {
          clearTimeout(timer);
          resolve(heard);
        }
      });
    });

  beforeAll(async () => {
    await redis.connect();
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    const login = await json(`${servers[0]!.url}/api/LoginWithDemo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    token = login.token.accessToken;
    memberCode = login.data.memberCode;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(servers.map((s) => s.stop()));
    await redis.quit();
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  it('serves every market from either process, the second from its first answer', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const [fromA, fromB] = await Promise.all([a, b].map(async (s) => (await json(`${s.url}/api/exchange/odds/eventType/4`)).result));
    const ids = (events: Array<{ eventId: string; markets: Array<{ marketId: string }> }>) => events.map((e) => [e.eventId, e.markets.map((m) => m.marketId)]);
    expect(fromA.length).toBeGreaterThan(0);
    expect(ids(fromB)).toEqual(ids(fromA));
  });

  it('delivers one process’s order events to a socket on the other, and both read one ledger', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const socket = io(b.url, { transports: ['websocket'], forceNew: true, reconnection: false });
    sockets.push(socket);
    await once(socket, 'connect');
    const authenticated = once(socket, 'authenticated');
    socket.emit('authenticate', { token });
    await authenticated;
    const market = (await json(`${a.url}/api/exchange/odds/eventType/4`)).result[0].markets[0];
    const update = once(socket, 'order-update', 10_000);
    const placed = await post(`${a.url}/api/exchange/order/`, [{ side: 0, price: 1.01, selectionId: market.runners[0].selectionId, marketId: market.marketId, totalSize: 10, betSlipRef: 'cluster-1' }], token);
    expect(placed.status).toBe(200);
    expect((await update).orders[0]).toMatchObject({ betSlipRef: 'cluster-1', stake: 10 });
    const details = await Promise.all([a, b].map(async (s) => (await json(`${s.url}/api/getUserDetails`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).doc));
    expect(details[0]).toEqual(details[1]);
  });

  it('honours a logout on one process in the other at once, though it had just checked the token', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const login = await json(`${a.url}/api/LoginWithDemo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const bearer = login.token.accessToken as string;
    const details = () => fetch(`${b.url}/api/getUserDetails`, { method: 'POST', headers: { authorization: `Bearer ${bearer}` } });
    expect((await details()).status).toBe(200);
    // A socket of the session on the other process: that process tells it the moment it hears of the logout.
    const socket = await connect(b, '');
    const authenticated = once(socket, 'authenticated');
    socket.emit('authenticate', { token: bearer });
    await authenticated;
    const told = once(socket, 'logout', 10_000);
    expect((await fetch(`${a.url}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${bearer}` } })).status).toBe(200);
    await told;
    // It forgot the token it had checked when it heard (kept, it would still pass for 2 s): the next call is refused.
    expect((await details()).status).toBe(401);
  });

  it('takes the feed over when the lease of its dead process runs out: prices go on and finished markets settle', async () => {
    const holder = await feedHolder();
    expect(holder).toBeDefined();
    const survivor = servers.find((s) => s !== holder)!;
    // A bet on the ball-by-ball line about to be bowled, through the survivor.
    const socket = io(survivor.url, { transports: ['websocket'], forceNew: true, reconnection: false });
    sockets.push(socket);
    await once(socket, 'connect');
    socket.emit('subscribe-markets', { marketIds: [], eventId: '95000001' });
    await once(socket, 'market-update', 10_000);
    let slip = 0;
    let acknowledged: string | null = null;
    for (let tries = 0; tries < 60 && !acknowledged; tries += 1) {
      const group = (await json(`${survivor.url}/api/exchange/odds/group/b9/95000001`)).result;
      const ball = group?.fancy.find((m: { marketName: string; status: string }) => m.marketName.startsWith('Ball') && m.status === 'OPEN');
      const answer = ball && (await post(`${survivor.url}/api/exchange/order/`, [{ side: 0, price: 40, line: 1, selectionId: ball.marketId, marketId: ball.marketId, totalSize: 10, betSlipRef: `ball-${(slip += 1)}` }], token));
      if (answer?.status === 200) acknowledged = ball.marketId;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(acknowledged).not.toBeNull();

    // The lease key runs out by itself within the lease time once its holder is dead, and the survivor takes
    // the feed then (an update already in flight from the dead holder proves nothing); then prices go on.
    const left = await redis.pTTL(`wl:${schema}:lease:feed`);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(LEASE_TTL_MS);
    await holder!.kill();
    await vi.waitFor(async () => expect(await feedHolder()).toBe(survivor), { timeout: 10_000, interval: 100 });
    await once(socket, 'market-update', 5000);

    // The ball is bowled and settled, whichever process ran the feed at that moment.
    await vi.waitFor(
      async () => {
        const list = await json(`${survivor.url}/api/account/${memberCode}/order-list?orderStatus=settled`, { headers: { authorization: `Bearer ${token}` } });
        expect((list.result ?? []).filter((o: { marketId: string }) => o.marketId === acknowledged).length).toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 500 },
    );
    await replace(holder!);
  });

  it('plays one Aviator and one Dragon Tiger table for both processes: the same rounds and results', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const seen = await Promise.all(
      [a, b].map(async (server) => {
        const aviator = await connect(server, '/aviator');
        expect(await aviator.emitWithAck('join', { token: await gameToken(server, '7019') })).toMatchObject({ success: true });
        const table = await connect(server, '/casino');
        expect(await table.emitWithAck('join', { token: await gameToken(server, '7003'), tableId: 'T003' })).toMatchObject({ success: true });
        // A flight to a high crash point lasts long even at double speed (30× is about 28 s): two may take a minute or more.
        return { crashes: collect<{ roundId: string; crashPoint: number }>(aviator, 'crash', 2, 150_000), results: collect<{ roundId: string; label: string }>(table, 'result', 2) };
      }),
    );
    type Seen = { crashes: Array<{ roundId: string; crashPoint: number }>; results: Array<{ roundId: string; label: string }> };
    const [fromA, fromB] = (await Promise.all(seen.map(async (s) => ({ crashes: await s.crashes, results: await s.results })))) as [Seen, Seen];
    expect(fromA.crashes.map((c) => [c.roundId, c.crashPoint])).toEqual(fromB.crashes.map((c) => [c.roundId, c.crashPoint]));
    expect(fromA.results.map((r) => [r.roundId, r.label])).toEqual(fromB.results.map((r) => [r.roundId, r.label]));
  }, 180_000);

  it('voids the Aviator round in flight when its process dies: the survivor returns the stake once and says so', async () => {
    const host = await holderOf('aviator');
    const survivor = servers.find((s) => s !== host)!;
    const socket = await connect(survivor, '/aviator');
    const joined = (await socket.emitWithAck('join', { token: await gameToken(survivor, '7019') })) as { balance: number };
    for (let tries = 0; tries < 10; tries += 1) {
      const round = await once<{ roundId: string }>(socket, 'round', 20_000);
      const placed = (await socket.emitWithAck('place-bet', { slot: 1, amount: 50_00 })) as { success: boolean; bet: { id: string; roundId: string } };
      if (!placed.success || placed.bet.roundId !== round.roundId) continue;
      await once(socket, 'take-off', 20_000);
      let crashed = false;
      socket.once('crash', () => (crashed = true));
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (crashed) continue;
      // Killed in flight, before its crash: the survivor takes the game over and voids the round.
      const voided = once<{ roundId: string; bets: Array<{ betId: string; cashOut: unknown }> }>(socket, 'round-void', 20_000);
      await replace(host!);
      expect(await voided).toMatchObject({ roundId: round.roundId, bets: [{ betId: placed.bet.id, cashOut: null }] });
      const db = new pg.Client({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}` });
      await db.connect();
      const calls = (await db.query('select kind, status from casino_transactions where transaction_id like $1 order by kind', [`${placed.bet.id}%`])).rows;
      await db.end();
      expect(calls).toEqual([{ kind: 'debit', status: 'rolled-back' }, { kind: 'rollback', status: 'ok' }]);
      const details = await json(`${survivor.url}/api/getUserDetails`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(Math.round(details.doc.available * 100)).toBe(joined.balance);
      return;
    }
    throw new Error('no round stayed in flight long enough to be cut off');
  });
});
