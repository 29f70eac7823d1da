import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../tests/support/fixtures';
import { createServer } from './app';
import { buildIfNeeded } from './build-if-needed';

let app: FastifyInstance;

const builtIndex = () => JSON.parse(readFileSync(join(PROJECT_ROOT, 'dist', 'brand-index.json'), 'utf8'));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  buildIfNeeded(PROJECT_ROOT, () => {});
  app = await createServer({ root: PROJECT_ROOT, sandbox: { memory: true, dataDir: mkdtempSync(join(tmpdir(), 'wl-data-')), log: () => {} } });
});
afterAll(() => app.close());

describe('server', () => {
  it('serves the app shell for any page path, with a content security policy', async () => {
    for (const url of ['/', '/sports-page/Cricket/4', '/ReferBy/ABC']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      // Home and sport pages carry their first screen (header bar, markets); other paths an empty root.
      expect(response.body).toContain(url === '/ReferBy/ABC' ? '<div id="root"></div>' : '<div id="root"><a class="wl-preview-skip" href="#main">Skip to content</a><div class="wl-preview-bar">');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('serves the brand index, manifests and assets, and nothing else from brands/', async () => {
    const index = (await app.inject({ url: '/brand-index.json' })).json();
    expect(index).toEqual({
      defaultBrand: 'red',
      hosts: { 'green.localhost': 'green', 'emerald.localhost': 'green', localhost: 'red', 'www.localhost': 'red', 'yellow.localhost': 'yellow' },
      // The digests the build recorded for the manifests it checked, as dist/brand-index.json holds them.
      verified: builtIndex().verified,
      verifiedAppConfig: builtIndex().verifiedAppConfig,
    });
    expect(index.verifiedAppConfig).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(index.verified).sort()).toEqual(['green', 'red', 'yellow']);
    expect((await app.inject({ url: '/brands/green/manifest.json' })).json().id).toBe('green');
    const logo = await app.inject({ url: '/brands/yellow/assets/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    for (const url of ['/brands/app-config.json', '/brands/brands.json', '/brands/red/../app-config.json', '/brands/%2e%2e/package.json']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('serves hashed assets for a year and the rest uncached', async () => {
    const html = (await app.inject({ url: '/' })).body;
    const entry = /src="(\/assets\/main-[^"]+\.js)"/.exec(html)![1]!;
    const script = await app.inject({ url: entry });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/brand-index.json' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('serves the app config as { success, result }', async () => {
    const body = (await app.inject({ url: '/api/app-config' })).json();
    expect(body.success).toBe(true);
    expect(body.result.appConfig).toContainEqual({ model: 'redirect', redirect: { 'www.localhost': 'localhost', 'emerald.localhost': 'green.localhost' } });
    expect(body.result).not.toHaveProperty('$schema');
  });

  it('answers the app config the build checked, by the digest it recorded', async () => {
    const answer = await app.inject({ url: '/api/app-config' });
    const { verifiedAppConfig } = (await app.inject({ url: '/brand-index.json' })).json();
    // What the browser hashes: the answer's result as JSON.stringify writes it after JSON.parse.
    expect(sha256(JSON.stringify(answer.json().result))).toBe(verifiedAppConfig);
  });

  it('answers getWpNumber by site, with clear errors for bad input', async () => {
    const ok = await app.inject({ method: 'POST', url: '/api/getWpNumber', payload: { siteurl: 'emeraldexchange.in' } });
    expect(ok.json()).toEqual({
      success: true,
      response: { wpnumber: '919812345678', instagram: '', facebook: '', twitter: '', telegram: 'https://t.me/emeraldexchange', email: 'help@emeraldexchange.in', message: 'WhatsApp replies within 5 minutes, 9 AM to 1 AM IST.', showMessage: true },
    });
    const missing = await app.inject({ method: 'POST', url: '/api/getWpNumber', payload: {} });
    expect([missing.statusCode, missing.json()]).toEqual([400, { success: false, message: 'siteurl is required.' }]);
    const unknown = await app.inject({ method: 'POST', url: '/api/getWpNumber', payload: { siteurl: 'nobody.in' } });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { success: false, message: 'No site is registered as nobody.in.' }]);
    const malformed = await app.inject({ method: 'POST', url: '/api/getWpNumber', headers: { 'content-type': 'application/json' }, payload: '{"siteurl":' });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect([response.statusCode, response.json()]).toEqual([404, { success: false, message: 'No route for POST /api/nothing-here' }]);
  });
});

describe('server with an app config edited since the build', () => {
  it('answers it with a digest other than the build recorded, so browsers validate it', async () => {
    const brandsRoot = mkdtempSync(join(tmpdir(), 'wl-brands-'));
    cpSync(join(PROJECT_ROOT, 'brands'), join(brandsRoot, 'brands'), { recursive: true });
    const file = join(brandsRoot, 'brands', 'app-config.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), gaConfig: { trackingId: 'G-EDITED' } }));
    const edited = await createServer({ root: PROJECT_ROOT, brandsRoot, sandbox: { memory: true, dataDir: brandsRoot, log: () => {} } });
    const answer = (await edited.inject({ url: '/api/app-config' })).json();
    expect(answer.result.gaConfig).toEqual({ trackingId: 'G-EDITED' });
    const { verifiedAppConfig } = (await edited.inject({ url: '/brand-index.json' })).json();
    expect(verifiedAppConfig).toBe(builtIndex().verifiedAppConfig);
    expect(sha256(JSON.stringify(answer.result))).not.toBe(verifiedAppConfig);
    await edited.close();
    rmSync(brandsRoot, { recursive: true, force: true });
  });
});

describe('server with a broken app config', () => {
  it('reports it as unavailable instead of serving it', async () => {
    const brandsRoot = mkdtempSync(join(tmpdir(), 'wl-brands-'));
    cpSync(join(PROJECT_ROOT, 'brands'), join(brandsRoot, 'brands'), { recursive: true });
    writeFileSync(join(brandsRoot, 'brands', 'app-config.json'), '{"appConfig": "nope"}');
    const broken = await createServer({ root: PROJECT_ROOT, brandsRoot, sandbox: { memory: true, dataDir: brandsRoot, log: () => {} } });
    const response = await broken.inject({ url: '/api/app-config' });
    expect([response.statusCode, response.json()]).toEqual([503, { success: false, message: 'The app config is invalid; see the server log.' }]);
    await broken.close();
    rmSync(brandsRoot, { recursive: true, force: true });
  });
});
