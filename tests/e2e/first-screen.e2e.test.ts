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

/**
 * Where the score board and the first session lines' No and Yes cells are on the page (scrolled or not),
 * each line by its name: lines open and close as the match goes on, so pages are compared line by line.
 */
const linesOf = (page: Page) =>
  page.evaluate(() => {
    const at = (element: Element) => {
      const box = element.getBoundingClientRect();
      return `${Math.round(box.x)},${Math.round(box.y + scrollY)},${Math.round(box.width)}x${Math.round(box.height)}`;
    };
    const score = document.querySelector('main section[aria-label="Score"]');
    const fancy = document.querySelector('main section[aria-label="Fancy"]');
    const cells = Array.from(fancy?.querySelectorAll('button[aria-label$="per cent"]') ?? []).slice(0, 8);
    return { score: score ? at(score) : null, lines: cells.map((cell) => `${cell.getAttribute('aria-label')!.replace(/ (No|Yes): .*/, ' $1')} @ ${at(cell)}`) };
  });

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
        const linesBefore = await linesOf(page);
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
        if (path === event) {
          // A cricket event: the score board and the session lines are drawn before scripts too, where the app draws them.
          expect(linesBefore.score, `${name}: score board before scripts`).not.toBeNull();
          expect(linesBefore.lines.length, `${name}: session lines before scripts`).toBeGreaterThan(1);
          await app.locator('main [data-testid="fancy-line"]').first().waitFor();
          const linesAfter = await linesOf(app);
          // A line that closed between the two loads moves the ones under it up: then the page without scripts is read again.
          const names = (lines: string[]) => lines.map((line) => line.split(' @ ')[0]).join('|');
          let drawn = linesBefore;
          if (names(drawn.lines) !== names(linesAfter.lines)) {
            const again = await contextWith(suite.browser, width, storage);
            const page2 = await again.newPage();
            await page2.route('**/assets/*.js', (route) => route.abort());
            await page2.goto(suite.server.url('localhost', path));
            drawn = await linesOf(page2);
            await again.close();
          }
          expect(linesAfter, name).toEqual(drawn);
        }
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
