import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { brandPagePolicy, originOf, providerPagePolicy } from '../api/page-policy';
import { createMetrics, reasonLabel } from '../observability/metrics';
import { healthRoutes } from '../observability/health-routes';
import { guardOrigins, namespaceAllows } from './origins';
import { PAGE_TTL_MS, pageCache } from './page-cache';

describe('pages drawn and compressed once a second', () => {
  it('draws a page once per host, path and encoding within the second, compressed off the event loop, then again', async () => {
    let clock = 0;
    let draws = 0;
    const page = pageCache((host, path) => `<p>${host}${path} ${(draws += 1)}</p>`, () => clock);
    const first = (await page('localhost', '/', 'br')) as Buffer;
    expect(brotliDecompressSync(first).toString()).toBe('<p>localhost/ 1</p>');
    expect(await page('LOCALHOST', '/', 'br')).toBe(first);
    expect(gunzipSync((await page('localhost', '/', 'gzip')) as Buffer).toString()).toBe('<p>localhost/ 2</p>');
    expect(await page('localhost', '/sports', null)).toBe('<p>localhost/sports 3</p>');
    clock += PAGE_TTL_MS;
    expect(brotliDecompressSync((await page('localhost', '/', 'br')) as Buffer).toString()).toBe('<p>localhost/ 4</p>');
  });

  it('draws pages asked together once', async () => {
    let draws = 0;
    const page = pageCache(() => `page ${(draws += 1)}`, () => 0);
    const answers = await Promise.all(Array.from({ length: 20 }, () => page('localhost', '/', 'gzip')));
    expect(new Set(answers).size).toBe(1);
    expect(draws).toBe(1);
  });
});

describe('page policies', () => {
  const manifest = { api: { baseUrl: '/api/', socketUrl: '/' }, plugins: { fancy: { streamHost: 'stream.example.com', fallbackStreamHost: 'https://backup.example.net/live/' } } };

  it('a brand page frames only the provider, itself and its stream hosts, and connects only to itself', () => {
    const policy = brandPagePolicy(manifest, 'https://games.example.com', 'www.brand.example');
    expect(policy).toContain("frame-src 'self' https://games.example.com https://stream.example.com https://backup.example.net;");
    expect(policy).toContain("connect-src 'self' ws://www.brand.example wss://www.brand.example;");
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    for (const name of ['connect-src', 'frame-src']) expect(directive(name)).not.toMatch(/ (https?|wss?):( |$)/);
  });

  it('names an API on another origin, and its socket, when the manifest points there', () => {
    const policy = brandPagePolicy({ api: { baseUrl: 'https://api.example.com/api/', socketUrl: 'https://api.example.com/' } }, 'https://games.example.com', 'site.example');
    expect(policy).toContain("connect-src 'self' ws://site.example wss://site.example https://api.example.com wss://api.example.com;");
  });

  it('leaves out a Host that is not a plain host name', () => {
    expect(brandPagePolicy({}, 'https://games.example.com', "evil; script-src 'unsafe-inline'")).toContain("connect-src 'self';");
  });

  it('the provider’s pages frame nothing and are framed only by the brands (https only in production)', () => {
    const index = { defaultBrand: 'red', hosts: { 'www.brand.example': 'red' } };
    expect(providerPagePolicy(index, true, 'games.example.com')).toContain("frame-src 'none'; frame-ancestors https://www.brand.example");
    expect(providerPagePolicy(index, false, 'games.example.com')).toContain('frame-ancestors http://www.brand.example:* https://www.brand.example');
  });

  it('reads origins of URLs and bare hosts, nothing else', () => {
    expect([originOf('stream.example.com'), originOf('https://a.example/x'), originOf('javascript:alert(1)'), originOf(''), originOf(7)]).toEqual(['https://stream.example.com', 'https://a.example', null, null, null]);
  });
});

describe('origins kept apart', () => {
  async function app() {
    const server = Fastify();
    guardOrigins(server, () => 'https://games.example.com');
    server.get('/casino-provider/play/:table', async () => 'table');
    server.post('/casino-provider/launch', async () => 'launched');
    server.get('/api/server-time', async () => 'time');
    server.get('/', async () => 'brand page');
    return server;
  }

  it('answers the provider’s pages on its host only, and nothing of the brands there', async () => {
    const server = await app();
    const get = (url: string, host: string) => server.inject({ method: 'GET', url, headers: { host } });
    expect((await get('/casino-provider/play/T001', 'games.example.com')).statusCode).toBe(200);
    expect((await get('/casino-provider/play/T001', 'www.brand.example')).statusCode).toBe(404);
    expect((await get('/', 'games.example.com')).statusCode).toBe(404);
    expect((await get('/api/server-time', 'games.example.com')).statusCode).toBe(404);
    expect((await get('/', 'www.brand.example')).statusCode).toBe(200);
    // The launch call is the operator's server talking to the provider's, on any address.
    expect((await server.inject({ method: 'POST', url: '/casino-provider/launch', headers: { host: '127.0.0.1:8080' } })).statusCode).toBe(200);
  });

  it('lets provider pages join only the provider’s namespaces, and brand pages only the operator’s', () => {
    const provider = 'https://games.example.com';
    expect(namespaceAllows('/casino', provider, provider)).toBe(true);
    expect(namespaceAllows('/aviator', 'https://www.brand.example', provider)).toBe(false);
    expect(namespaceAllows('/', provider, provider)).toBe(false);
    expect(namespaceAllows('/admin', 'https://www.brand.example', provider)).toBe(true);
    expect(namespaceAllows('/casino', undefined, provider)).toBe(true);
  });
});

describe('health, readiness and metrics', () => {
  async function app(checks: Array<{ name: string; run: () => Promise<string | void> }>, draining = false, metricsToken?: string) {
    const server = Fastify();
    const metrics = createMetrics();
    healthRoutes(server, { checks, metrics, metricsToken, draining: () => draining });
    return { server, metrics };
  }

  it('is alive while it answers, and ready only when every check passes', async () => {
    const { server } = await app([
      { name: 'database', run: async () => {} },
      { name: 'redis', run: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')) },
      { name: 'build', run: async () => 'no front-end build' },
    ]);
    expect((await server.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await server.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', checks: { database: 'ok', redis: 'connect ECONNREFUSED 127.0.0.1:6379', build: 'no front-end build' } });
  });

  it('is not ready while it shuts down', async () => {
    const { server } = await app([{ name: 'database', run: async () => {} }], true);
    expect((await server.inject('/readyz')).json()).toEqual({ status: 'not ready', checks: { database: 'ok', shutdown: 'the server is shutting down' } });
  });

  it('serves the figures in Prometheus text, behind the token when one is set', async () => {
    const { server, metrics } = await app([], false, 't'.repeat(32));
    metrics.betPlaced('socket');
    metrics.betRefused('socket', 'Insufficient balance: this bet needs ₹1,200.00 and ₹5.50 is available.');
    metrics.walletCall('debit', 'INSUFFICIENT_FUNDS');
    expect((await server.inject('/metrics')).statusCode).toBe(401);
    const answer = await server.inject({ url: '/metrics', headers: { authorization: `Bearer ${'t'.repeat(32)}` } });
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toContain('wl_bets_placed_total{channel="socket"} 1');
    expect(answer.body).toContain('wl_bets_refused_total{channel="socket",reason="Insufficient balance: this bet needs ₹N and ₹N is available."} 1');
    expect(answer.body).toContain('wl_casino_wallet_calls_total{call="debit",result="INSUFFICIENT_FUNDS"} 1');
    expect(answer.body).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  });

  it('keeps refusal reasons to a finite set of texts', () => {
    expect(reasonLabel('Minimum stake is ₹100 and maximum ₹5,00,000.')).toBe('Minimum stake is ₹N and maximum ₹N');
  });
});
