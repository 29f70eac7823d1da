/**
 * Statements in Chromium against the sandbox: a demo player bets on a virtual over, the over settles by
 * itself, and the account statement, betting P&L (down to the bet), transfer statement and settled bets
 * in Open Bets all show it, the P&L total equal to the statement's settlement rows; the drawer's
 * Statements links open their pages. Each page is drawn at 375 and 1280 px in every shipped brand's theme.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInChromium, SHOTS } from '../support/browser-suite';
import { asPlayer, betOnLine, matchedOn, memberCode } from '../support/player-calls';
import { demoPlayer as demoPlayerIn } from '../support/demo-player';

const BALL_MS = 2400;
const HOSTS = ['localhost', 'green.localhost', 'yellow.localhost'];
const PAGES = ['/account-statement', '/betting-profit-loss', '/transfer-statement'];
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describeInChromium(
  'statements in Chromium',
  (suite) => {
    const demoPlayer = (host: string, width: number) => demoPlayerIn(suite, host, width);

    async function show(page: Page, path: string, testId: string): Promise<void> {
      await page.goto(suite.server.url(new URL(page.url()).hostname, path));
      await page.waitForSelector('html[data-boot="mounted"]');
      await page.getByTestId(testId).waitFor();
      await page.getByTestId(testId).getByText('Loading…').waitFor({ state: 'detached' });
    }

    /** Nothing on the page is wider than the screen. */
    const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    it('a settled virtual over shows in the account statement, betting P&L to the bet, transfers and settled bets, reconciled to the paisa', async () => {
      const page = await demoPlayer('localhost', 375);
      await page.goto(suite.server.url('localhost', '/virtual-event-page/v9'));
      await page.getByTestId('virtual-event-page').waitFor();
      const line = page.getByTestId('fancy-line').filter({ hasText: /^1 Over Runs|^2 Over Runs/ }).last();
      await line.waitFor({ timeout: 60_000 });
      const marketId = (await line.locator('button[data-side="back"]').getAttribute('data-market-id'))!;
      await betOnLine(page, marketId, 'back', 200);
      await expect.poll(() => matchedOn(page, marketId, 'settled'), { timeout: 90_000, interval: 1000 }).toBe(200);

      // The account statement: the settlement on top, then the demo credit, running balances chained.
      await show(page, '/account-statement', 'account-statement');
      const rows = page.getByTestId('statement-row');
      await expect.poll(() => rows.count()).toBe(2);
      const cellsOf = (i: number) => rows.nth(i).locator('td').allInnerTexts();
      const [settlement, credit] = [await cellsOf(0), await cellsOf(1)];
      expect(settlement[1]).toMatch(/^Settlement of /);
      const won = settlement[2]!.includes('₹200.00');
      expect(won ? settlement[2] : settlement[3]).toMatch(/₹200\.00$/);
      expect(settlement[4]).toMatch(won ? /₹1,00,200\.00$/ : /₹99,800\.00$/);
      expect(credit[4]).toMatch(/₹1,00,000\.00$/);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SHOTS, 'statements-account-375.png'), fullPage: true });

      // Its details: the bet the settlement paid.
      await rows.nth(0).getByRole('link').click();
      await page.getByTestId('account-statement-details').getByTestId('settled-bet-row').waitFor();
      const signed = won ? '₹200.00' : '-₹200.00';
      expect(await page.getByTestId('settled-bet-row').locator('td').allInnerTexts()).toContain(signed);

      // Betting P&L: the total is the statement's settlement rows, and the market opens its bet with commission.
      const statement = await asPlayer<{ result: { rows: Array<{ type: string; credit: number; debit: number }> } }>(page, `account/${await memberCode(page)}/account-statement`);
      const settledPaise = statement.result.rows.filter((r) => r.type === 'settlement').reduce((sum, r) => sum + Math.round(r.credit * 100) - Math.round(r.debit * 100), 0);
      await show(page, '/betting-profit-loss', 'betting-profit-loss');
      const total = await page.getByTestId('pnl-total').innerText();
      expect(Math.abs(settledPaise)).toBe(20000);
      expect(total.replace(/\s+/g, ' ')).toContain(`Total P&L${settledPaise < 0 ? `-${rupees(-settledPaise)}` : rupees(settledPaise)}`);
      await page.screenshot({ path: join(SHOTS, 'statements-pnl-375.png'), fullPage: true });
      // The event's name opens the row's details (the market's name does too).
      await page.getByTestId('pnl-market-row').first().getByRole('link').first().click();
      const bet = page.getByTestId('betting-profit-loss-details').getByTestId('settled-bet-row');
      await bet.waitFor();
      const betCells = await bet.locator('td').allInnerTexts();
      // Stake, matched, result, commission, profit or loss.
      expect(betCells.slice(4)).toEqual(['₹200.00', '₹200.00', won ? 'Won' : 'Lost', '₹0.00', signed]);
      expect(await page.getByText(/^Result: \d+ runs$/).count()).toBe(1);
      await page.screenshot({ path: join(SHOTS, 'statements-pnl-details-375.png'), fullPage: true });

      // Transfers: the demo credit only, no settlement.
      await show(page, '/transfer-statement', 'transfer-statement');
      await expect.poll(() => page.getByTestId('transfer-row').count()).toBe(1);
      expect((await page.getByTestId('transfer-row').locator('td').allInnerTexts()).slice(1)).toEqual(['Deposit', 'Demo balance', '₹1,00,000.00']);

      // Open Bets, settled, over the last week: the bet with its profit or loss.
      await page.goto(suite.server.url('localhost', '/open-bets'));
      await page.getByRole('heading', { name: 'Open Bets' }).waitFor();
      await page.getByRole('combobox', { name: 'Bets' }).selectOption('settled');
      const settledRow = page.getByTestId('open-bets-row').first();
      await settledRow.waitFor();
      expect(await settledRow.locator('td').allInnerTexts()).toContain(signed);

      // The drawer's Statements links open their pages (no bounce home).
      for (const [label, path] of [['Account Statement', '/account-statement'], ['Betting Profit & Loss', '/betting-profit-loss'], ['Transfer Statement', '/transfer-statement'], ['Open Bets', '/open-bets']] as const) {
        await page.getByTestId('header-balance').first().click();
        const drawer = page.getByTestId('signed-in-drawer');
        await drawer.getByRole('region', { name: 'Statements' }).getByRole('link', { name: label }).click();
        await page.waitForURL((url) => url.pathname === path);
        // Drawn, not bounced home: the page's own heading shows at its path.
        await page.getByRole('heading', { name: label, level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
      }
      await page.close();
    }, 240_000);

    it.each([375, 1280])('every statement page in every brand at %i px: themed, no wider than the screen', async (width) => {
      for (const host of HOSTS) {
        const page = await demoPlayer(host, width);
        for (const path of PAGES) {
          await show(page, path, path.slice(1));
          expect(await overflow(page), `${host}${path} at ${width}`).toBeLessThanOrEqual(0);
          await page.screenshot({ path: join(SHOTS, `statements-${host.split('.')[0]}${path.replace('/', '-')}-${width}.png`), fullPage: true });
        }
        // A fresh player's betting P&L says there is nothing to show.
        await show(page, '/betting-profit-loss', 'betting-profit-loss');
        expect(await page.getByTestId('betting-profit-loss').getByText('No data found').count()).toBe(1);
        await page.close();
      }
    }, 240_000);
  },
  { runtime: { ballMs: BALL_MS } },
);
