/**
 * A brand gets exactly the plugins it lists. `lean` (tests/fixtures/lean-brand) enables only support:
 * it loads no chunk of the sports plugins, shows nothing of them and routes none of their paths (they
 * are not found there), while the red brand beside it, listing them all, loads and shows them.
 */
import type { Page, Request } from 'playwright-core';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeInChromium, SHOTS } from '../support/browser-suite';
import { chunkPlugins, pluginsLoaded } from '../support/chunk-owners';
import { brandsWithLean, LEAN_HOST } from '../support/lean-brand';

const brands = brandsWithLean();
afterAll(() => brands.remove());

/** The paths the sports plugins serve, one of each route. */
const SPORTS_PATHS = ['/sports-page/Cricket/4', '/competition-detail-page/IPL/4/101', '/event-page/4/31000001', '/virtual-event-page/v9', '/open-bets', '/settings'];

describeInChromium(
  'plugin enablement in Chromium',
  (suite) => {
    /**
     * Opens a page, returning it with every script it has fetched so far, and `settled`: resolves once the
     * work deferred past the first paint has run and every script asked for has arrived (they count too).
     */
    async function open(host: string, path: string, width: number): Promise<{ page: Page; scripts: string[]; settled(): Promise<void> }> {
      const page = await suite.browser.newPage({ viewport: { width, height: 900 } });
      const scripts: string[] = [];
      let loading = 0;
      const isScript = (request: Request) => new URL(request.url()).pathname.endsWith('.js');
      page.on('request', (request) => {
        if (!isScript(request)) return;
        scripts.push(new URL(request.url()).pathname);
        loading += 1;
      });
      const arrived = (request: Request) => void (isScript(request) && (loading -= 1));
      page.on('requestfinished', arrived);
      page.on('requestfailed', arrived);
      await page.goto(suite.server.url(host, path));
      await page.waitForSelector('html[data-boot="mounted"]');
      await page.waitForSelector('footer');
      const settled = async () => {
        // The app defers work to an idle callback after the first paint; one asked for now runs after it.
        // A chunk that arrives may ask for more: again until a round asks for none.
        for (let seen = -1; seen !== scripts.length; ) {
          seen = scripts.length;
          await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))));
          await expect.poll(() => loading, { timeout: 10_000 }).toBe(0);
        }
      };
      return { page, scripts, settled };
    }

    it.each([375, 1280])('a brand with support only loads, shows and routes nothing of the sports plugins at %i px', async (width) => {
      const owners = chunkPlugins();
      const { page, scripts, settled } = await open(LEAN_HOST, '/', width);
      // Its own plugin works: the contact block and the WhatsApp button (drawn after the first paint).
      await page.getByTestId('contact-block-footer').waitFor();
      await page.getByTestId('whatsapp-button').waitFor();
      await settled();
      expect(pluginsLoaded(scripts, owners)).toEqual(['support']);
      // Nothing of the others: no sport tabs, no markets on home, no bet slip, no sport tree.
      const text = await page.locator('body').innerText();
      for (const absent of ['Cricket', 'Football', 'Tennis', 'Betslip', 'Available Credit', 'In-Play']) expect(text).not.toContain(absent);
      expect(await page.getByTestId('sport-tree').count()).toBe(0);
      await page.screenshot({ path: join(SHOTS, `enablement-lean-home-${width}.png`) });
      // Their paths are not found here: the page says so inside the brand's frame, and leads home.
      for (const path of SPORTS_PATHS) {
        await page.goto(suite.server.url(LEAN_HOST, path));
        await page.waitForSelector('html[data-boot="mounted"]');
        const notFound = page.getByTestId('not-found-page');
        await notFound.waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
        expect(await notFound.getByRole('heading').innerText()).toBe('Page not found');
        expect(await notFound.innerText()).toContain(`There is no page at ${path} on Lean Support.`);
        expect(await page.getByTestId('auth-dialog').count()).toBe(0);
      }
      await page.screenshot({ path: join(SHOTS, `enablement-lean-not-found-${width}.png`) });
      await page.getByRole('link', { name: 'Back to home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(pluginsLoaded(scripts, owners)).toEqual(['support']);
      await page.close();
    });

    it('a brand listing the sports plugins loads and shows them, and routes their paths', async () => {
      const owners = chunkPlugins();
      const { page, scripts, settled } = await open('localhost', '/', 1280);
      await page.getByRole('banner').getByRole('button', { name: 'Cricket' }).waitFor();
      await page.getByRole('tab', { name: 'Betslip' }).waitFor();
      await settled();
      expect(pluginsLoaded(scripts, owners)).toEqual(['aviator', 'betting', 'casino', 'exchange', 'fancy', 'statements', 'support', 'wallet']);
      await page.goto(suite.server.url('localhost', '/sports-page/Cricket/4'));
      await page.getByTestId('sport-tree').waitFor();
      expect(new URL(page.url()).pathname).toBe('/sports-page/Cricket/4');
      await page.close();
    });
  },
  { brandsRoot: brands.root },
);
