/**
 * Fancy in Chromium against the sandbox: Yes and No bets on a session line and the book beside the
 * server's ladder; a virtual over settling and moving the balance; a ball-by-ball market settling.
 * Balls come every 2.4 s (virtual ones every 1.8 s) and bets have no delay, so play moves quickly; the
 * ball-by-ball test has a server of its own with balls 8 s apart.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium } from '../support/chromium';
import { PROJECT_ROOT } from '../support/fixtures';
import { startServer, type RunningServer } from '../support/test-server';
import { demoPlayer as loggedInDemo } from '../support/demo-player';
import { asPlayer, betOnLine, matchedOn, memberCode } from '../support/player-calls';

const SHOTS = join(PROJECT_ROOT, 'test-results', 'screenshots');
const BALL_MS = 2400;
const SLOW_BALL_MS = 8000;

describe.skipIf(!chromiumAvailable())('fancy in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer(PROJECT_ROOT, { runtime: { ballMs: BALL_MS } });
    browser = await launchChromium();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const demoPlayer = (width: number): Promise<Page> => loggedInDemo({ browser, server }, 'localhost', width);

  it('places Yes and No on a session line and shows the book the exchange holds', async () => {
    const page = await demoPlayer(1280);
    const events = await asPlayer<{ result: Array<{ eventId: string; inPlay: boolean }> }>(page, 'exchange/odds/eventType/4');
    const event = events.result.find((e) => e.inPlay)!;
    await page.goto(server.url('localhost', `/event-page/4/${event.eventId}`));
    const line = page.getByTestId('fancy-line').filter({ hasText: 'Over Runs' }).last();
    await line.waitFor();
    const marketId = (await line.locator('button[data-side="back"]').getAttribute('data-market-id'))!;
    await betOnLine(page, marketId, 'back', 1000);
    await betOnLine(page, marketId, 'lay', 600);
    await betOnLine(page, marketId, 'back', 250);

    const ladder = await asPlayer<{ result: { ladder: Array<{ runs: number; pnl: number }> } }>(page, `exposure/pnl/${await memberCode(page)}/markets/${marketId}/ladder`);
    expect(ladder.result.ladder.length).toBeGreaterThan(1);
    await page.getByRole('button', { name: `Book of ${await line.locator('span').first().innerText()}` }).click();
    const book = page.getByTestId('fancy-book');
    await book.waitFor();
    const rows = await book.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => ({ from: Number(tr.getAttribute('data-from')), text: tr.querySelectorAll('td')[1]!.textContent })));
    const rupees = (n: number) => `${n < 0 ? '-' : ''}₹${Math.abs(n).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(rows).toEqual(ladder.result.ladder.map((step) => ({ from: step.runs, text: rupees(step.pnl) })));
    await page.screenshot({ path: join(SHOTS, 'fancy-book-1280.png') });
    await page.close();
  }, 180_000);

  it('settles a virtual over and moves the balance by what it paid', async () => {
    const page = await demoPlayer(375);
    await page.goto(server.url('localhost', '/virtual-event-page/v9'));
    await page.getByTestId('virtual-event-page').waitFor();
    // The later of the two lines, so a busy machine still has time to bet before it closes.
    const line = page.getByTestId('fancy-line').filter({ hasText: /^1 Over Runs|^2 Over Runs/ }).last();
    // A loaded machine may see the line close before its bet gets through: then the next round's line is taken.
    let marketId = '';
    for (let attempt = 0; attempt < 4 && !marketId; attempt += 1) {
      await line.waitFor({ timeout: 60_000 });
      const candidate = (await line.locator('button[data-side="back"]').getAttribute('data-market-id'))!;
      const placed = await betOnLine(page, candidate, 'back', 200).then(() => true, () => false);
      // A bet matched just as its line closed counts: no second one is placed beside it.
      if (placed || (await matchedOn(page, candidate)) + (await matchedOn(page, candidate, 'settled')) > 0) marketId = candidate;
    }
    expect(marketId, 'a bet on a virtual over line').not.toBe('');
    const results = page.getByTestId('fancy-settled');
    const settled = results.locator('li').filter({ hasText: /Over Runs/ }).first();
    await settled.waitFor({ timeout: 60_000 });
    const paid = await settled.locator('b').innerText();
    expect(['+₹200.00', '-₹200.00']).toContain(paid);
    const expected = paid.startsWith('+') ? '₹1,00,200.00' : '₹99,800.00';
    await expect.poll(() => page.getByTestId('header-balance').first().innerText(), { timeout: 30_000 }).toBe(expected);
    expect(await matchedOn(page, marketId, 'settled')).toBe(200);
    await page.screenshot({ path: join(SHOTS, 'fancy-virtual-375.png'), fullPage: true });
    await page.close();
  }, 180_000);

  it('settles a ball-by-ball market on the runs of that ball', async () => {
    // A server of its own with balls 8 s apart (6 s between ball-by-ball balls): each ball's line is open
    // for about one ball, which at this file's pace is too short for a busy machine to bet through the slip.
    const slow = await startServer(PROJECT_ROOT, { runtime: { ballMs: SLOW_BALL_MS } });
    try {
      const page = await loggedInDemo({ browser, server: slow }, 'localhost', 1280);
      await page.goto(slow.url('localhost', '/virtual-event-page/b9'));
      const ball = page.getByTestId('fancy-line').filter({ hasText: /^Ball / }).first();
      await ball.waitFor({ timeout: 60_000 });
      let marketId = '';
      for (let attempt = 0; attempt < 6 && !marketId; attempt += 1) {
        const candidate = (await ball.locator('button[data-side="back"]').getAttribute('data-market-id'))!;
        marketId = await betOnLine(page, candidate, 'back', 100, SLOW_BALL_MS * 2).then(() => candidate, () => '');
      }
      expect(marketId).not.toBe('');
      const settled = page.getByTestId('fancy-settled').locator('li').filter({ hasText: /^Ball / }).first();
      await settled.waitFor({ timeout: 30_000 });
      const [runsText, paid] = [await settled.locator('span').nth(1).innerText(), await settled.locator('b').innerText()];
      const runs = Number(runsText.replace(' runs', ''));
      // Yes on line 1 at rate 45: a scoring ball pays 45 %, a dot ball or wicket loses the stake.
      expect(paid).toBe(runs >= 1 ? '+₹45.00' : '-₹100.00');
      await page.screenshot({ path: join(SHOTS, 'fancy-ball-by-ball-1280.png'), fullPage: true });
      await page.close();
    } finally {
      await slow.close();
    }
  }, 180_000);
});
