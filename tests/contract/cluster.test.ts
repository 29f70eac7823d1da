/**
 * Two server processes sharing PostgreSQL and Redis serve the same players: an order placed through
 * one reaches the player's socket on the other, through the Redis adapter.
 */
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import pg from 'pg';
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL, postgresReachable } from '../../server/exchange/test-support';
import { startServerProcess, type ServerProcess } from '../bench/server-process';
import { once } from '../support/api-harness';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 6379 });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const ready = (await postgresReachable()) && (await redisReachable());
if (!ready) console.warn('Cluster test skipped: it needs PostgreSQL at 127.0.0.1:5432 and Redis at 127.0.0.1:6379');

describe.skipIf(!ready)('two processes behind Redis', () => {
  const schema = `wl_cluster_${randomBytes(5).toString('hex')}`;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  it('deliver one process’s order events to a socket on the other', async () => {
    const env = { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema, REDIS_URL, TOKEN_SECRET: 'cluster-secret', FEED_SEED: '99', FEED_EPOCH: String(Date.now()) };
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess({ ...env, FEED_BROADCAST: 'false' }));
    const [a, b] = servers as [ServerProcess, ServerProcess];

    const login = await (await fetch(`${a.url}/api/LoginWithDemo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
    const token = login.token.accessToken as string;
    const socket = io(b.url, { transports: ['websocket'], forceNew: true, reconnection: false });
    await once(socket, 'connect');
    const authenticated = once(socket, 'authenticated');
    socket.emit('authenticate', { token });
    await authenticated;

    const events = (await (await fetch(`${a.url}/api/exchange/odds/eventType/4`)).json()).result;
    const market = events[0].markets[0];
    const runner = market.runners[0];
    const update = once(socket, 'order-update', 10_000);
    const placed = await fetch(`${a.url}/api/exchange/order/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify([{ side: 0, price: 1.01, selectionId: runner.selectionId, marketId: market.marketId, totalSize: 10, betSlipRef: 'cluster-1' }]),
    });
    expect(placed.status).toBe(200);
    expect((await update).orders[0]).toMatchObject({ betSlipRef: 'cluster-1', stake: 10 });

    // Both processes read the same ledger: the balance agrees.
    const details = await Promise.all([a, b].map(async (s) => (await (await fetch(`${s.url}/api/getUserDetails`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).json()).doc));
    expect(details[0]).toEqual(details[1]);
    socket.disconnect();
  });
});
