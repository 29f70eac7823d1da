/**
 * Aviator launches to its own page: the provider's launch answer for 7019 is /casino-provider/aviator with
 * the game token in the fragment, and the page loads the built script (or says it is not built). Then
 * the same through the whole server: the operator's launch call, the page with the provider pages'
 * framing policy, its script, and the token joining the game.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../tests/support/fixtures';
import { createServer, type ExchangeServer } from '../app';
import { buildIfNeeded } from '../build-if-needed';
import { providerPages } from '../casino-provider/pages';
import { AVIATOR_PAGE_GAME, aviatorPageRoute } from './page-route';
import { getOnHost } from '../../tests/support/get-on-host';

type Answer = Record<string, any>;

describe('the provider alone', () => {
  const SECRET = 'test-secret';
  async function provider(script: string | null) {
    const app = Fastify();
    providerPages(app, { providerId: 'sandbox', secret: SECRET, tables: [], publicOrigin: () => 'https://games.example', tableScript: null, pageGames: [AVIATOR_PAGE_GAME] });
    aviatorPageRoute(app, { script });
    await app.ready();
    return app;
  }
  const launch = (app: Awaited<ReturnType<typeof provider>>, body: unknown) => {
    const raw = JSON.stringify(body);
    return app.inject({ method: 'POST', url: '/casino-provider/launch', payload: raw, headers: { 'content-type': 'application/json', 'x-casino-provider': 'sandbox', 'x-casino-signature': createHmac('sha256', SECRET).update(raw).digest('hex') } });
  };

  it('launches 7019 to the Aviator page with the token in the fragment, and other games as before', async () => {
    const app = await provider('/assets/aviator-page-abc123.js');
    try {
      expect((await launch(app, { token: 'tok/en+1', gameId: '7019', gameName: 'Aviator' })).json()).toEqual({ url: 'https://games.example/casino-provider/aviator#token=tok%2Fen%2B1', available: true });
      expect((await launch(app, { token: 't', gameId: '7013', gameName: 'Monsoon Fortune' })).json()).toEqual({ url: 'https://games.example/casino-provider/unavailable/7013?name=Monsoon%20Fortune', available: false });
      const page = await app.inject({ method: 'GET', url: '/casino-provider/aviator' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<script type="module" src="/assets/aviator-page-abc123.js"></script>');
      expect(page.body).toContain('<main id="aviator">');
    } finally {
      await app.close();
    }
  });

  it('answers 503 with a clear page when the page is not built', async () => {
    const app = await provider(null);
    try {
      const page = await app.inject({ method: 'GET', url: '/casino-provider/aviator' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('The Aviator page has not been built (npm run build).');
    } finally {
      await app.close();
    }
  });
});

describe('through the whole server', () => {
  let app: ExchangeServer;
  let base: string;
  let dataDir: string;

  beforeAll(async () => {
    buildIfNeeded(PROJECT_ROOT, () => {});
    dataDir = mkdtempSync(join(tmpdir(), 'wl-aviator-page-'));
    app = await createServer({ root: PROJECT_ROOT, sandbox: { memory: true, dataDir, log: () => {} }, casino: { timing: { bettingMs: 600, revealMs: 30, resultMs: 150 } }, aviator: { timing: { bettingMs: 2_000, pauseMs: 500, speed: 10 } } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('launches Aviator (7019) to its page, which only brand pages may frame and which loads the built script; the token joins the game', async () => {
    const login = (await (await fetch(`${base}/api/LoginWithDemo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as Answer;
    const bearer = login.token.accessToken as string;
    const launched = (await (await fetch(`${base}/api/casino/launch`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` }, body: JSON.stringify({ gameId: '7019' }) })).json()) as Answer;
    expect(launched.result).toMatchObject({ available: true, gameId: '7019', name: 'Aviator' });
    const url = new URL(launched.result.url);
    expect(url.hostname).toBe('casino-provider.localhost');
    expect(url.pathname).toBe('/casino-provider/aviator');
    expect(url.hash).toMatch(/^#token=[\w%-]+$/);

    // The provider's page answers on the provider's host only (brand hosts get 404).
    expect((await fetch(`${base}${url.pathname}`)).status).toBe(404);
    const page = await getOnHost(`${base}${url.pathname}`, url.host);
    expect(page.status).toBe(200);
    const html = page.body;
    const script = /<script type="module" src="(\/assets\/aviator-page-[\w-]+\.js)"><\/script>/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors [^;]*http:\/\/localhost:\* https:\/\/localhost /);
    const asset = await fetch(`${base}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);

    const socket = io(`${base}/aviator`, { transports: ['websocket'], forceNew: true, reconnection: false });
    try {
      const token = decodeURIComponent(url.hash.slice('#token='.length));
      const joined = (await socket.emitWithAck('join', { token })) as Answer;
      expect(joined).toMatchObject({ success: true, state: { limits: { minStake: 10_00, maxStake: 10_000_00 } } });
    } finally {
      socket.disconnect();
    }
  });
});
