import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, CHROMIUM_PATH, launchChromium } from '../support/chromium';
import { PROJECT_ROOT } from '../support/fixtures';
import { copyOfBrands, startServer, type RunningServer } from '../support/test-server';

const available = chromiumAvailable();
if (!available) console.warn(`Browser tests skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium).`);

const SHOTS = join(PROJECT_ROOT, 'test-results', 'screenshots');

describe.skipIf(!available)('boot in Chromium', () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(url: string, width = 1280): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const errors: string[] = [];
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await page.waitForSelector('html[data-boot]');
    return { page, errors, scripts };
  }

  it.each([
    ['localhost', 'red', '#c10931'],
    ['green.localhost', 'green', '#1e8067'],
    ['yellow.localhost', 'yellow', '#FFC629'],
  ])('%s shows brand %s: title, theme colour, logo and favicon', async (host, id, color) => {
    const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, 'brands', id, 'manifest.json'), 'utf8'));
    for (const width of [375, 1280]) {
      const { page, errors, scripts } = await open(server.url(host), width);
      expect(await page.getAttribute('html', 'data-boot')).toBe('mounted');
      // The build checked this manifest and recorded its digest: boot never loads the validator.
      expect(scripts.filter((path) => path.includes('validate-manifest'))).toEqual([]);
      expect(await page.title()).toBe(manifest.identity.title);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--wl-color-theme').trim())).toBe(color);
      expect(await page.getAttribute('meta[name="theme-color"]', 'content')).toBe(color);
      const header = await page.evaluate(() => getComputedStyle(document.querySelector('header')!).backgroundColor);
      expect(header).toBe(await page.evaluate((c) => {
        const probe = document.createElement('i');
        probe.style.color = c;
        document.body.appendChild(probe);
        return getComputedStyle(probe).color;
      }, color));
      const logo = page.locator('header img');
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // Phones get the mobile logo where the brand turns it on (every shipped brand does).
      expect(await logo.getAttribute('src')).toBe(`/brands/${id}/assets/${width < 1024 ? 'mobile-logo' : 'logo'}.svg`);
      const favicon = await page.getAttribute('link[rel="icon"]', 'href');
      expect(favicon).toBe(`/brands/${id}/assets/favicon.svg`);
      expect(await page.evaluate(async (href) => (await fetch(href)).status, favicon!)).toBe(200);
      await page.screenshot({ path: join(SHOTS, `home-${id}-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('redirects a host in the redirect map to its target, keeping the path', async () => {
    const { page } = await open(server.url('emerald.localhost', '/default-page?x=1'));
    await page.waitForURL(server.url('green.localhost', '/default-page?x=1'));
    await page.waitForSelector('html[data-boot="mounted"]');
    expect(await page.title()).toBe('Emerald Exchange | Online Cricket Exchange & Live Casino in India');
    await page.close();
  });

  describe('with edited brands', () => {
    let brands: ReturnType<typeof copyOfBrands>;
    let edited: RunningServer;

    beforeAll(async () => {
      brands = copyOfBrands();
      const config = JSON.parse(readFileSync(join(brands.root, 'brands/app-config.json'), 'utf8'));
      config.appConfig[1].redirect['yellow.localhost'] = 'stranger.localhost';
      writeFileSync(join(brands.root, 'brands/app-config.json'), JSON.stringify(config));
      const broken = JSON.parse(readFileSync(join(brands.root, 'brands/green/manifest.json'), 'utf8'));
      broken.theme.themeColor = 'green;background:url(https://evil.example/x.png)';
      broken.flags.withdrawl = false;
      writeFileSync(join(brands.root, 'brands/green/manifest.json'), JSON.stringify(broken));
      edited = await startServer(brands.root);
    });
    afterAll(async () => {
      await edited?.close();
      brands?.remove();
    });

    it('refuses and reports a redirect to a host no brand declares', async () => {
      const { page, errors } = await open(edited.url('yellow.localhost', '/'));
      expect(await page.getAttribute('html', 'data-boot')).toBe('mounted');
      expect(new URL(page.url()).hostname).toBe('yellow.localhost');
      expect(errors).toContain('Redirect from yellow.localhost to stranger.localhost refused: no brand declares stranger.localhost.');
      await page.close();
    });

    it('shows the invalid-manifest page with the file, pointers and expectations', async () => {
      const { page, scripts } = await open(edited.url('green.localhost', '/'), 375);
      expect(await page.getAttribute('html', 'data-boot')).toBe('invalid-manifest');
      // Edited since the build, the manifest no longer has the recorded digest: the validator is fetched.
      expect(scripts.some((path) => path.includes('validate-manifest'))).toBe(true);
      const text = await page.locator('[data-testid="invalid-manifest"]').innerText();
      expect(text).toContain('brands/green/manifest.json has 2 problems');
      expect(text).toContain('/theme/themeColor: expected a colour');
      expect(text).toContain('got "green;background:url(https://evil.example/x.png)"');
      expect(text).toContain('/flags/withdrawl: unknown key; expected one of the allowed keys: signup, signupByReferral, otpLogin, deposit, withdrawal, mobileLogo, contactUs');
      expect(await page.evaluate(() => document.documentElement.style.cssText)).toBe('');
      await page.screenshot({ path: join(SHOTS, 'invalid-manifest-375.png'), fullPage: true });
      await page.close();
    });
  });
});
