import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeInChromium, SHOTS } from '../support/browser-suite';
import { dismissFairPlay } from '../support/post-login';
import { startServer, type RunningServer } from '../support/test-server';

const BRANDS = ['localhost', 'green.localhost', 'yellow.localhost'];
const WIDTHS = [375, 1280];
const CONNECTION_LOST = 'Connection lost: prices may be out of date. Reconnecting…';

async function open(browser: Browser, server: RunningServer, host: string, path: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 860 } });
  await page.goto(server.url(host, path));
  await page.waitForSelector('html[data-boot="mounted"]');
  return page;
}

async function loginWithDemo(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log In' }).first().click();
  await page.getByRole('button', { name: 'Login With Demo Id' }).click();
  await page.getByTestId('header-balance').waitFor();
  await dismissFairPlay(page);
}

/** Every price shown on the page, as one string, to tell whether any moved. */
const pricesOf = (page: Page) => page.locator('button[data-market-id]').evaluateAll((cells) => cells.map((c) => c.textContent).join('|'));

describeInChromium('exchange markets in Chromium', (suite) => {
  it('shows in-play markets grouped by competition on home, for every brand and width', async () => {
    for (const host of BRANDS) {
      for (const width of WIDTHS) {
        const page = await open(suite.browser, suite.server, host, '/', width);
        const inPlay = page.getByTestId('home-in-play');
        await inPlay.locator('li[data-event-id]').first().waitFor();
        expect(await inPlay.locator('h3').count()).toBeGreaterThan(0);
        expect(await inPlay.getByText('In-Play').count()).toBeGreaterThan(0);
        const best = inPlay.locator('button[data-side="back"][data-level="0"]').first();
        expect(Number(await best.locator('b').innerText())).toBeGreaterThan(1);
        await page.screenshot({ path: join(SHOTS, `exchange-home-${host.split('.')[0]}-${width}.png`) });
        await page.close();
      }
    }
  }, 120_000);

  it('goes sport → competition → event, and the event page prices change live', async () => {
    for (const host of BRANDS) {
      for (const width of WIDTHS) {
        const page = await open(suite.browser, suite.server, host, '/', width);
        await loginWithDemo(page);
        await page.goto(suite.server.url(host, '/sports-page/Cricket/4'));
        const sport = page.getByTestId('sport-page');
        await sport.locator('li[data-event-id]').first().waitFor();
        if (width >= 1024) {
          const tree = page.getByTestId('sport-tree');
          await tree.getByRole('button', { name: 'Previous' }).waitFor();
          await tree.getByRole('link', { name: 'Indian Premier League' }).waitFor();
        }
        await sport.getByRole('link', { name: 'Indian Premier League' }).click();
        const competition = page.getByTestId('competition-page');
        await competition.locator('li[data-event-id]').first().waitFor();
        expect(page.url()).toContain('/competition-detail-page/Indian%20Premier%20League/4/');
        const live = competition.locator('li[data-event-id]', { hasText: 'In-Play' }).first();
        await live.getByRole('link').click();
        const event = page.getByTestId('event-page');
        await event.locator('section[data-market]').first().waitFor();
        expect(page.url()).toMatch(/\/event-page\/4\/\d+$/);
        expect(await event.getByRole('heading', { name: 'Match Odds' }).count()).toBe(1);
        expect(await event.getByRole('heading', { name: 'Bookmaker' }).count()).toBe(1);
        const first = await pricesOf(page);
        await expect.poll(() => pricesOf(page), { timeout: 30_000, interval: 500 }).not.toBe(first);
        await page.screenshot({ path: join(SHOTS, `exchange-event-${host.split('.')[0]}-${width}.png`) });
        await page.close();
      }
    }
  }, 180_000);

  it('sends an unknown event to /default-page', async () => {
    const page = await open(suite.browser, suite.server, 'localhost', '/', 1280);
    await loginWithDemo(page);
    await page.goto(suite.server.url('localhost', '/event-page/4/99999999'));
    await page.waitForURL(/\/default-page$/);
    await page.close();
  });

  it('shows the stale indicator when the server stops', async () => {
    // A server of its own, so stopping it leaves the suite's server running.
    const own = await startServer();
    const pages: Array<{ page: Page; name: string }> = [];
    for (const host of BRANDS) {
      for (const width of WIDTHS) {
        const page = await open(suite.browser, own, host, '/', width);
        await page.getByTestId('home-in-play').locator('li[data-event-id]').first().waitFor({ timeout: 60_000 });
        // The app's own markets, not the server's first screen drawn while their code loads: the page
        // must hold the code that notices the drop before the server goes.
        await page.waitForFunction(() => !document.querySelector('[data-first-screen]'), null, { timeout: 60_000 });
        expect(await page.getByTestId('stale-notice').count()).toBe(0);
        pages.push({ page, name: `${host.split('.')[0]}-${width}` });
      }
    }
    // Open long-polls keep close() waiting; the pages must see the drop while it does.
    const closed = own.close();
    for (const { page, name } of pages) {
      await expect.poll(() => page.getByTestId('stale-notice').textContent({ timeout: 1000 }).catch(() => null), { timeout: 30_000 }).toBe(CONNECTION_LOST);
      await page.screenshot({ path: join(SHOTS, `exchange-stale-${name}.png`) });
      await page.close();
    }
    await closed;
  }, 300_000);
});
