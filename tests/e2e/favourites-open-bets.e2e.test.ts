/**
 * What a player keeps, in Chromium against the sandbox: an event starred on home is in the sport tree's
 * Favourites after a reload on its sport page; bets on the same runner, side and price show as one row
 * in the Consolidated view of /open-bets, saying how many bets it merges, at 375 and 1280 px.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInChromium, SHOTS } from '../support/browser-suite';
import { dismissFairPlay } from '../support/post-login';

const SPORT_PATHS: Readonly<Record<string, string>> = { '4': '/sports-page/Cricket/4', '1': '/sports-page/football/1', '2': '/sports-page/tennis/2' };

/** Calls the sandbox as the logged-in player, with the token the app stored. */
function asPlayer<T>(page: Page, path: string, method = 'GET', body?: unknown): Promise<T> {
  return page.evaluate(
    async ([p, m, b]) => {
      const token = localStorage.getItem('id_token');
      const response = await fetch(`/api/${p}`, { method: m, headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: b === undefined ? undefined : JSON.stringify(b) });
      return (await response.json()) as T;
    },
    [path, method, body] as const,
  );
}

describeInChromium('favourites and open bets in Chromium', (suite) => {
  async function open(path: string, width: number): Promise<Page> {
    const page = await suite.browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(suite.server.url('localhost', path));
    await page.waitForSelector('html[data-boot="mounted"]');
    return page;
  }

  it('an event starred on home is in the sport tree Favourites after a reload on its sport page', async () => {
    const page = await open('/', 1280);
    const star = page.getByTestId('home-upcoming').locator('button[aria-label$=" to favourites"]').first();
    await star.waitFor();
    const eventName = (await star.getAttribute('aria-label'))!.replace(/^Add /, '').replace(/ to favourites$/, '');
    const href = (await page.getByTestId('home-upcoming').getByRole('link', { name: eventName, exact: true }).first().getAttribute('href'))!;
    const eventTypeId = href.split('/')[2]!;
    await star.click();
    await page.getByRole('region', { name: 'Favourites' }).getByText(eventName).waitFor();

    await page.goto(suite.server.url('localhost', SPORT_PATHS[eventTypeId]!));
    await page.reload();
    await page.waitForSelector('html[data-boot="mounted"]');
    const tree = page.getByTestId('sport-tree');
    await tree.waitFor();
    await tree.getByRole('button', { name: 'Favourites' }).click();
    // The event is named under Favourites (before the list of the sport's competitions), not 'No favourites yet'.
    const link = tree.getByRole('link', { name: eventName, exact: true });
    await link.waitFor({ timeout: 10_000 });
    expect(await link.getAttribute('href')).toBe(href);
    expect(await tree.getByText('No favourites yet').count()).toBe(0);
    expect(await tree.getByRole('list', { name: 'Favourite events' }).getByRole('link').allInnerTexts()).toEqual([eventName]);
    await page.screenshot({ path: join(SHOTS, 'favourites-after-reload-1280.png') });
    await page.close();
  });

  it.each([375, 1280])('/open-bets in the Consolidated view merges bets on the same runner, side and price at %i px', async (width) => {
    const page = await open('/', width);
    await page.getByRole('button', { name: 'Log In' }).first().click();
    await page.getByTestId('auth-dialog').getByRole('button', { name: 'Login With Demo Id' }).click();
    await dismissFairPlay(page);

    const events = await asPlayer<{ result: Array<{ eventId: string; markets: Array<{ marketId: string; marketType: string; status: string; runners: Array<{ selectionId: string; runnerName: string }> }> }> }>(page, 'exchange/odds/eventType/4');
    const event = events.result.find((e) => e.markets.some((m) => m.marketType === 'MATCH_ODDS' && m.status === 'OPEN'))!;
    const market = event.markets.find((m) => m.marketType === 'MATCH_ODDS')!;
    const runner = market.runners[0]!;
    // Three backs at 1.01 (matched at once: every back price is as good or better) and one at 1.02.
    const place = (price: number, stake: number, i: number) =>
      asPlayer<{ success: boolean; message?: string }>(page, 'exchange/order/', 'POST', [
        { side: 0, price, selectionId: runner.selectionId, btype: 'BACK', oddsType: 'MATCH_ODDS', eventTypeId: '4', marketId: market.marketId, totalSize: stake, betSlipRef: `merge-${width}-${i}-${Date.now()}`, fromOneClick: 0, betDelay: 0, line: null },
      ]);
    for (const [i, [price, stake]] of [[1.01, 100], [1.02, 50], [1.01, 110], [1.01, 120]].entries()) {
      const placed = await place(price!, stake!, i);
      expect(placed.success, placed.message).toBe(true);
    }

    await page.goto(suite.server.url('localhost', '/open-bets'));
    await page.waitForSelector('html[data-boot="mounted"]');
    const rows = page.getByTestId('open-bets-row');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(4);
    await page.getByRole('button', { name: 'Consolidated' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    const merged = rows.filter({ hasText: '3 bets combined' });
    expect(await merged.count()).toBe(1);
    const cells = await merged.getByRole('cell').allInnerTexts();
    expect(cells.slice(3, 7).map((cell) => cell.replace(/\s+/g, ' '))).toEqual([`${runner.runnerName} 3 bets combined`, 'Back', '1.01', '₹330.00']);
    // Matched in full, at the best back prices on offer: better than the 1.01 asked, and said so.
    expect(cells[7]!.replace(/\s+/g, ' ')).toMatch(/^₹330\.00 at \d+(\.\d+)?$/);
    await page.screenshot({ path: join(SHOTS, `open-bets-consolidated-${width}.png`) });
    await page.getByRole('button', { name: 'Order By Date' }).click();
    await expect.poll(() => rows.count()).toBe(4);
    await page.close();
  });
});
