/**
 * The full deployment of docs/operator-guide.md: two compiled server processes in production mode
 * (`npm run serve`) on PostgreSQL and Redis behind nginx with deploy/nginx/cluster.conf. Through the
 * proxy: the home page with prices drawn in, readiness and metrics, a login, a bet, the bet's update on
 * the player's other socket and prices moving, and a casino round played on the provider's host.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisReachable, TEST_REDIS_URL as REDIS_URL } from '../../server/cluster/redis-reachable';
import { POSTGRES_URL, postgresReachable } from '../../server/exchange/test-support';
import { freePort, startServerProcess, type ServerProcess } from '../bench/server-process';
import { startNginx, type Proxy } from '../bench/cluster-nginx';
import { once } from '../support/api-harness';
import { PROJECT_ROOT } from '../support/fixtures';
import { getOnHost } from '../support/get-on-host';
import { nginxAvailable } from '../support/nginx';

const built = existsSync(join(PROJECT_ROOT, 'dist/server/serve.mjs'));
const ready = built && nginxAvailable() && (await postgresReachable()) && (await redisReachable());
if (!ready) console.warn('Full deployment test skipped: it needs the build (npm run build), nginx, PostgreSQL at 127.0.0.1:5432 and Redis at 127.0.0.1:6379');

type Answer = Record<string, any>;
const secret = () => randomBytes(24).toString('hex');

describe.skipIf(!ready)('two compiled processes behind nginx, in production mode', () => {
  const schema = `wl_deploy_${randomBytes(5).toString('hex')}`;
  const metricsToken = secret();
  const servers: ServerProcess[] = [];
  const sockets: Socket[] = [];
  let proxy: Proxy;
  let listen = 0;

  const connect = async (namespace = '') => {
    const socket = io(`${proxy.url}${namespace}`, { transports: ['websocket'], forceNew: true, reconnection: false });
    sockets.push(socket);
    await once(socket, 'connect');
    return socket;
  };
  const api = async (path: string, body?: unknown, token?: string): Promise<Answer> =>
    (await fetch(`${proxy.url}/api/${path}`, { method: body === undefined ? 'GET' : 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) })).json();

  beforeAll(async () => {
    listen = await freePort();
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: POSTGRES_URL,
      DATABASE_SCHEMA: schema,
      REDIS_URL,
      TRUSTED_PROXIES: 'loopback',
      TOKEN_SECRET: secret(),
      ADMIN_TOKEN: secret(),
      CASINO_PROVIDER_SECRET: secret(),
      METRICS_TOKEN: metricsToken,
      CASINO_PROVIDER_ORIGIN: `http://casino-provider.localhost:${listen}`,
      ...{ CASINO_BETTING_MS: '2500', CASINO_REVEAL_MS: '100', CASINO_RESULT_MS: '300', BALL_MS: '4000' },
    };
    servers.push(...(await Promise.all([startServerProcess(env, [], undefined, { compiled: true }), startServerProcess(env, [], undefined, { compiled: true })])));
    proxy = await startNginx(listen, servers.map((s) => Number(new URL(s.url).port)));
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await proxy?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  it('serves the home page with prices drawn in, and reports ready with its figures', async () => {
    const home = await fetch(`${proxy.url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-encoding')).toBe('br');
    expect(await home.text()).toMatch(/<button[^>]*data-side="back"[^>]*>(?:(?!<\/button>).)*<b>\d+\.\d+<\/b>/s);
    const readiness = (await (await fetch(`${proxy.url}/readyz`)).json()) as Answer;
    expect(readiness).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', build: 'ok', redis: 'ok' } });
    expect((await fetch(`${proxy.url}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${proxy.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await metrics.text()).toMatch(/^http_request_duration_seconds_count\{method="GET",route="[^"]+",status_code="\d+"\} \d+$/m);
  });

  it('logs a player in, takes a bet, tells their other socket, and keeps prices moving', async () => {
    const token = (await api('LoginWithDemo', {})).token.accessToken as string;
    const events = (await api('exchange/odds/eventType/1')).result as Array<{ eventId: string; markets: Array<{ marketId: string; runners: Array<{ selectionId: string }> }> }>;
    const event = events.find((e) => e.markets.length > 0)!;
    const market = event.markets[0]!;
    const [placing, watching] = await Promise.all([connect(), connect()]);
    for (const socket of [placing, watching]) {
      const authenticated = once(socket, 'authenticated');
      socket.emit('authenticate', { token });
      await authenticated;
    }
    watching.emit('subscribe-markets', { marketIds: [market.marketId], eventId: event.eventId });
    const moved = once<Answer>(watching, 'market-update', 30_000);
    const heard = once<Answer>(watching, 'order-update');
    const placed = once<Answer>(placing, 'place-bet-success');
    placing.emit('create-bet', { token, bet: { runnerId: market.runners[0]!.selectionId, rate: 1.01, stake: 100, marketId: market.marketId, type: 'Back', betSlipRef: `deploy-${randomBytes(4).toString('hex')}` } });
    const bet = (await placed).bet as Answer;
    expect((await heard).orders[0]).toMatchObject({ _id: bet._id, betSlipRef: bet.betSlipRef });
    expect(await moved).toBeTruthy();
  });

  it('plays a Dragon Tiger round on the provider’s host: its page there only, the bet settled', async () => {
    const token = (await api('LoginWithDemo', {})).token.accessToken as string;
    const launched = (await api('casino/launch', { gameId: '7003' }, token)).result as Answer;
    const url = new URL(launched.url);
    expect(url.host).toBe(`casino-provider.localhost:${listen}`);
    expect((await fetch(`${proxy.url}${url.pathname}`)).status).toBe(404);
    const onProviderHost = await getOnHost(`${proxy.url}${url.pathname}`, url.host);
    expect(onProviderHost.status, onProviderHost.body).toBe(200);
    expect((await getOnHost(`${proxy.url}/`, url.host)).status).toBe(404);
    const table = await connect('/casino');
    const joined = (await table.emitWithAck('join', { token: decodeURIComponent(url.hash.slice('#token='.length)), tableId: 'T003' })) as Answer;
    expect(joined.success).toBe(true);
    const round = await once<Answer>(table, 'round', 30_000);
    const settled = new Promise<Answer>((resolve) => table.on('settlement', (s: Answer) => s.roundId === round.roundId && resolve(s)));
    const bet = (await table.emitWithAck('place-bet', { roundId: round.roundId, betId: 'dragon', amount: 100_00 })) as Answer;
    expect(bet.success).toBe(true);
    expect(await settled).toMatchObject({ roundId: round.roundId, staked: 100_00 });
  });
});
