/**
 * The first screen: home, a sport page and an event page arrive with their markets and prices in the
 * HTML, shown before any script runs; the app then takes them over without asking for the markets
 * again, without moving them, and keeps their prices live.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInChromium, SHOTS, type BrowserSuite } from '../support/browser-suite';

type Storage = Record<string, string>;

async function demoSession(browser: Browser, url: string): Promise<Storage> {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await page.goto(url);
  await page.waitForSelector('html[data-boot="mounted"]');
  await page.getByRole('button', { name: 'Log In' }).first().click();
  await page.getByRole('button', { name: 'Login With Demo Id' }).click();
  await page.getByTestId('header-balance').first().waitFor();
  const storage = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''])));
  await page.close();
  return storage;
}

async function contextWith(browser: Browser, width: number, storage: Storage | null): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 812 } });
  if (storage) await context.addInitScript((items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)), storage);
  return context;
}

/** Where the first few price cells on screen are, and what they show. */
const cellsOf = (page: Page) =>
  page.locator('main button[data-side]').evaluateAll((cells) =>
    cells
      .map((c) => ({ box: c.getBoundingClientRect(), text: c.querySelector('b')?.textContent ?? '' }))
      .filter(({ box }) => box.width > 0 && box.top < innerHeight)
      .slice(0, 8)
      .map(({ box, text }) => ({ at: `${Math.round(box.x)},${Math.round(box.y)},${Math.round(box.width)}x${Math.round(box.height)}`, text })),
  );

async function eventPath(suite: BrowserSuite): Promise<string> {
  const body = (await (await fetch(suite.server.url('localhost', '/api/exchange/odds/eventType/4'))).json()) as { result: Array<{ eventId: string; inPlay: boolean }> };
  return `/event-page/4/${(body.result.find((e) => e.inPlay) ?? body.result[0])!.eventId}`;
}

describeInChromium('the first screen in Chromium', (suite) => {
  it('shows the markets and prices of home, a sport page and an event page before any script runs, where the app draws them', async () => {
    const player = await demoSession(suite.browser, suite.server.url('localhost'));
    const event = await eventPath(suite);
    for (const [path, storage] of [['/', null], ['/sports-page/Cricket/4', null], [event, player]] as const) {
      for (const width of [375, 1280]) {
        const name = `first-screen-${path === '/' ? 'home' : path.split('/')[1]}-${width}`;
        // No script at all: the page is what the server sent.
        const bare = await contextWith(suite.browser, width, storage);
        const page = await bare.newPage();
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto(suite.server.url('localhost', path));
        const before = await cellsOf(page);
        expect(before.length, `${name}: cells before scripts`).toBeGreaterThan(1);
        for (const cell of before) expect(Number(cell.text), `${name}: ${JSON.stringify(cell)}`).toBeGreaterThan(1);
        await page.screenshot({ path: join(SHOTS, `${name}-before-scripts.png`) });
        await bare.close();

        // The app: the same cells in the same places (prices may have moved since).
        const live = await contextWith(suite.browser, width, storage);
        const app = await live.newPage();
        await app.goto(suite.server.url('localhost', path));
        await app.waitForSelector('html[data-boot="mounted"]');
        await app.locator('main button[data-side][data-market-id][data-level="0"]').first().waitFor();
        const after = await cellsOf(app);
        expect(after.map((c) => c.at), name).toEqual(before.map((c) => c.at));
        await app.screenshot({ path: join(SHOTS, `${name}-app.png`) });
        await live.close();
      }
    }
  }, 180_000);

  it('takes the first screen over without asking for the markets again, and its prices keep moving', async () => {
    const player = await demoSession(suite.browser, suite.server.url('localhost'));
    const event = await eventPath(suite);
    // Home's markets are asked for over the socket, the others over HTTP: both are counted.
    let homeAsks = 0;
    suite.server.app.realtime.main.on('connection', (socket) => socket.on('get-freehomeallmarkets', () => (homeAsks += 1)));
    for (const [path, storage] of [['/', null], ['/sports-page/Cricket/4', player], [event, player]] as const) {
      homeAsks = 0;
      const context = await contextWith(suite.browser, 375, storage);
      const page = await context.newPage();
      const oddsCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/exchange/odds/')) oddsCalls.push(request.url());
      });
      // Records whether the page ever said it was loading its markets.
      await page.addInitScript(() => {
        const w = window as unknown as { __loadingSeen: boolean };
        w.__loadingSeen = false;
        new MutationObserver(() => {
          if (document.querySelector('main [aria-busy="true"], main [data-testid="fallback-loader"]')) w.__loadingSeen = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(suite.server.url('localhost', path));
      await page.waitForSelector('html[data-boot="mounted"]');
      const cells = page.locator('main button[data-side][data-market-id][data-level="0"]');
      await cells.first().waitFor();
      const first = await cells.evaluateAll((all) => all.map((c) => c.textContent).join('|'));
      await expect.poll(() => cells.evaluateAll((all) => all.map((c) => c.textContent).join('|')), { timeout: 20_000, interval: 250 }).not.toBe(first);
      expect(oddsCalls, path).toEqual([]);
      expect(homeAsks, path).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __loadingSeen: boolean }).__loadingSeen), path).toBe(false);
      await context.close();
    }
  }, 120_000);
});
