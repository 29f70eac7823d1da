/**
 * The static deployment of docs/operator-guide.md: the build and the brands copied to a folder served
 * by nginx with deploy/nginx/static.conf, the backend on another origin allowing the site (CORS_ORIGINS).
 * A player opens the site, sees prices, logs in and sees their balance; nothing breaks the page's policy.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../bench/server-process';
import { chromiumAvailable, launchChromium } from '../support/chromium';
import { PROJECT_ROOT } from '../support/fixtures';
import { nginxAvailable, startNginx, type RunningNginx } from '../support/nginx';
import { dismissFairPlay } from '../support/post-login';
import { startServer, type RunningServer } from '../support/test-server';

const available = chromiumAvailable() && nginxAvailable();
if (!nginxAvailable()) console.warn('Static deployment test skipped: no nginx (apt-get install -y nginx).');

/** The folder an operator makes: dist's page, assets and brand index, and the brands pointed at the backend. */
function siteFolder(backend: string): string {
  const site = mkdtempSync(join(tmpdir(), 'wl-static-site-'));
  for (const item of ['index.html', 'assets', 'brand-index.json']) cpSync(join(PROJECT_ROOT, 'dist', item), join(site, item), { recursive: true });
  cpSync(join(PROJECT_ROOT, 'brands'), join(site, 'brands'), { recursive: true });
  for (const id of ['red', 'green', 'yellow']) {
    const file = join(site, 'brands', id, 'manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    manifest.api = { ...manifest.api, baseUrl: `${backend}/api/`, socketUrl: `${backend}/`, adminSocketUrl: `${backend}/admin` };
    writeFileSync(file, JSON.stringify(manifest, null, 2));
  }
  return site;
}

describe.skipIf(!available)('the front end on a static host against a backend on another origin', () => {
  let browser: Browser;
  let server: RunningServer;
  let nginx: RunningNginx;
  let site: string;
  let siteOrigin: string;

  beforeAll(async () => {
    const listen = await freePort();
    siteOrigin = `http://localhost:${listen}`;
    server = await startServer(PROJECT_ROOT, { corsOrigins: [siteOrigin] });
    const backend = `http://127.0.0.1:${server.port}`;
    site = siteFolder(backend);
    const config = readFileSync(join(PROJECT_ROOT, 'deploy/nginx/static.conf'), 'utf8')
      .replace('listen 80;', `listen 127.0.0.1:${listen};`)
      .replaceAll('/srv/wl/site', site)
      .replaceAll('https://api.example.com', backend)
      .replaceAll('wss://api.example.com', backend.replace('http', 'ws'))
      .replaceAll('https://games.example.com', `http://casino-provider.localhost:${server.port}`);
    nginx = await startNginx(() => config, listen, '/brand-index.json');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    await server?.close();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  it('serves hashed assets for a year and the page, brand index and manifests revalidated, with the policy', async () => {
    const page = await fetch(`${nginx.url}/sports/4`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`connect-src 'self' http://127.0.0.1:${server.port} ws://127.0.0.1:${server.port};`);
    expect(policy).toContain(`frame-src http://casino-provider.localhost:${server.port};`);
    const script = /src="(\/assets\/main-[\w-]+\.js)"/.exec(await page.text())?.[1];
    const asset = await fetch(`${nginx.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect([asset.status, asset.headers.get('cache-control'), asset.headers.get('content-type')]).toEqual([200, 'public, max-age=31536000, immutable', 'application/javascript']);
    expect((await fetch(`${nginx.url}/brands/red/manifest.json`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${nginx.url}/brands/app-config.json`)).status).toBe(404);
  });

  it('answers the site preflights and refuses other origins', async () => {
    const preflight = await fetch(`http://127.0.0.1:${server.port}/api/exchange/order/`, { method: 'OPTIONS', headers: { origin: siteOrigin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
    const other = await fetch(`http://127.0.0.1:${server.port}/api/server-time`, { headers: { origin: 'http://elsewhere.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a player sees prices, logs in with the demo id and sees their balance, with no policy violation', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(siteOrigin);
    await page.waitForSelector('html[data-boot="mounted"]');
    const price = page.locator('main button[data-side][data-market-id][data-level="0"]').first();
    await expect.poll(async () => (await price.count()) > 0 && /\d\.\d/.test(await price.innerText()), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Log In' }).first().click();
    await page.getByRole('button', { name: 'Login With Demo Id' }).click();
    await expect.poll(() => page.getByTestId('header-balance').first().innerText(), { timeout: 15_000 }).toBe('₹1,00,000.00');
    await dismissFairPlay(page);
    expect(problems.filter((text) => /Content Security Policy|CORS|blocked/i.test(text))).toEqual([]);
    await page.close();
  });
});
