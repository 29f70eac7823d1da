/**
 * Racing in Chromium against the sandbox, with races a few seconds apart: on green (racing pages on) a
 * player opens Horse Racing from the menu at 375 and 1280 px, finds the races by country, picks one,
 * backs a runner to win and another to be placed through the slip and sees the race go off, finish and
 * both markets settle into the balance; red and
 * yellow (racing as coming soon, the default) show the coming-soon popup for both race types.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { formatRupeesFromPaise } from '../../domain/format';
import { seriousAxeFindings } from '../support/axe';
import { describeInChromium, SHOTS } from '../support/browser-suite';
import { demoPlayer } from '../support/demo-player';
import { asPlayer, memberCode } from '../support/player-calls';

const WIDTHS = [375, 1280];
const STAKE = 100;

/** A horse race goes off every 15 s: each venue every 45 s, the result 5 s after the off. */
const RACE_TIMING = { firstOffMs: [20_000, 20_000, 35_000, 35_000, 50_000, 50_000], nextRaceMs: 30_000, runMs: 5_000, resultShownMs: 10_000, nonRunnerChance: 0 };

interface WireRace {
  _id: string;
  venue: string;
  countryCode: string;
  openDate: string;
  raceStatus: string;
  marketId: string;
  numberOfPlaces: number;
  placings: string[];
}

describeInChromium(
  'racing in Chromium',
  (suite) => {
    const menuOf = (page: Page, width: number): Locator => (width < 1024 ? page.getByTestId('phone-menu-row') : page.getByRole('banner'));
    const slipOf = (page: Page, width: number): Locator => (width < 1024 ? page.getByTestId('bet-sheet') : page.getByTestId('bet-slip'));

    for (const width of WIDTHS) {
      it(`green at ${width} px: Horse Racing from the menu, a race by country, a win and a place bet, settled after the off`, async () => {
        const page = await demoPlayer(suite, 'green.localhost', width);
        try {
          await menuOf(page, width).getByRole('button', { name: 'Horse Racing' }).click();
          await page.waitForURL((url) => url.pathname === '/horse-racing');
          const list = page.getByTestId(width < 1024 ? 'race-list-page' : 'race-list-sidebar');
          await list.getByTestId('race-link').first().waitFor();
          // The next races by country, each country once with its flag (a venue whose race is being run is under Results for a moment).
          const countries = () => list.getByTestId('race-country').evaluateAll((groups) => groups.map((g) => g.querySelector('h3')?.textContent ?? ''));
          await expect.poll(async () => (await countries()).length).toBeGreaterThanOrEqual(2);
          const names = await countries();
          expect(new Set(names).size).toBe(names.length);
          // The flag only where the device draws flag emoji (this Chromium may have no emoji font), the code always.
          for (const name of names) expect(['🇮🇳IN', '🇬🇧GB', '🇦🇺AU', 'IN', 'GB', 'AU']).toContain(name);
          const drawn = await page.evaluate(() => {
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = '32px sans-serif';
            return context.measureText('\u{1F1EC}\u{1F1E7}').width < context.measureText('\u{1F1EC}').width * 1.5;
          });
          expect(names.every((name) => name.length > 2 === drawn)).toBe(true);
          expect(await list.getByTestId('race-link').first().innerText()).toMatch(/^\d\d:\d\d\n.+\n(Opens in \d+m|Started on Today \d\d:\d\d)$/);
          // Without hrEventId the page shows the first race.
          await page.getByTestId('race-card').waitFor();

          // A race at least 10 s from the off, chosen from the list as a player would.
          let race: WireRace | undefined;
          await expect
            .poll(async () => {
              const { result } = await asPlayer<{ result: WireRace[] }>(page, 'exchange/odds/eventType/7');
              race = result.find((r) => r.raceStatus === 'OPEN' && Date.parse(r.openDate) - Date.now() > 16_000);
              return Boolean(race);
            }, { timeout: 30_000 })
            .toBe(true);
          await list.locator(`[data-testid="race-link"][data-event-id="${race!._id}"]`).click();
          await page.waitForURL((url) => url.searchParams.get('hrEventId') === race!._id);
          const card = page.getByTestId('race-card');
          await expect.poll(() => card.getAttribute('data-event-id')).toBe(race!._id);
          expect(await card.getByRole('heading', { level: 2 }).innerText()).toContain(race!.venue);
          expect(await card.getByTestId('race-state').innerText()).toMatch(/^Today · Opens in \d+m$/);
          const runner = card.getByTestId('race-runner').first();
          expect(await runner.innerText()).toMatch(/Form [0-9-]+ · J: .+ · T: .+/);
          await page.screenshot({ path: join(SHOTS, `racing-green-${width}.png`), fullPage: true });
          expect(await seriousAxeFindings(page, '[data-testid="racing-page"]')).toEqual([]);
          if (width >= 1024) expect(await seriousAxeFindings(page, '[data-testid="race-list-sidebar"]')).toEqual([]);

          // Back the first runner at its best price through the slip.
          const back = runner.locator('button[data-side="back"][data-level="0"]');
          await expect.poll(() => back.isEnabled()).toBe(true);
          await back.click();
          const slip = slipOf(page, width);
          await slip.getByRole('textbox', { name: 'Stake' }).fill(String(STAKE));
          await slip.getByRole('button', { name: 'Place Bet' }).click();
          const code = await memberCode(page);
          type WireOrder = { marketId: string; sizeMatched: number; averagePrice: number; profit?: number };
          let order: WireOrder | undefined;
          await expect
            .poll(async () => {
              order = (await asPlayer<{ result: WireOrder[] }>(page, `account/${code}/order-list?orderStatus=open`)).result.find((o) => o.marketId === race!.marketId);
              return order?.sizeMatched;
            }, { timeout: 15_000 })
            .toBe(STAKE);
          await expect.poll(() => card.getByTestId('runner-pnl').first().isVisible()).toBe(true);

          // Back the second runner to be placed, in the Place market under the Win market.
          const placeMarket = card.getByTestId('race-place-market');
          expect(await placeMarket.getByRole('heading', { level: 3 }).innerText()).toMatch(/^To Be Placed · [23] places$/);
          const placeMarketId = (await placeMarket.getAttribute('data-market-id'))!;
          const placeRunner = placeMarket.getByTestId('race-runner').nth(1);
          const placeSelection = (await placeRunner.getAttribute('data-selection-id'))!;
          await placeRunner.locator('button[data-side="back"][data-level="0"]').click();
          await slip.getByRole('textbox', { name: 'Stake' }).fill(String(STAKE));
          await slip.getByRole('button', { name: 'Place Bet' }).click();
          let placeOrder: WireOrder | undefined;
          await expect
            .poll(async () => {
              placeOrder = (await asPlayer<{ result: WireOrder[] }>(page, `account/${code}/order-list?orderStatus=open`)).result.find((o) => o.marketId === placeMarketId);
              return placeOrder?.sizeMatched;
            }, { timeout: 15_000 })
            .toBe(STAKE);
          // The place price is never above the runner's win price.
          const winPrice = Number(await card.locator(`[data-testid="race-runner"][data-selection-id="${placeSelection}"] button[data-side="back"][data-level="0"] b`).first().innerText());
          expect(placeOrder!.averagePrice).toBeLessThanOrEqual(winPrice);
          await expect.poll(() => placeRunner.getByTestId('runner-pnl').innerText()).toMatch(/^If placed ₹/);
          await page.screenshot({ path: join(SHOTS, `racing-green-place-${width}.png`), fullPage: true });

          // The off: suspended; then the result with its places, and the bet settled into the ledger.
          await expect.poll(() => card.getByTestId('race-state').innerText(), { timeout: 40_000 }).toMatch(/^(Off: betting suspended|Result)$/);
          // The result as the API tells it, read while the race is still on the card (10 s after its result).
          let result: WireRace | undefined;
          await expect
            .poll(async () => {
              result = (await asPlayer<{ result: WireRace[] }>(page, 'exchange/odds/eventType/7')).result.find((r) => r._id === race!._id);
              return result?.placings?.length ?? 0;
            }, { timeout: 15_000, interval: 250 })
            .toBeGreaterThan(0);
          const settled = card.getByTestId('race-settled').first();
          await settled.waitFor({ timeout: 30_000 });
          const winnings = Math.floor(STAKE * 100 * (Math.round(order!.averagePrice * 100) - 100) / 100);
          const won = (await settled.innerText()).includes('won');
          expect(await settled.innerText()).toBe(won ? `Settled: you won ${formatRupeesFromPaise(winnings)}` : `Settled: you lost ${formatRupeesFromPaise(STAKE * 100)}`);
          await expect.poll(() => card.getByTestId('race-state').innerText(), { timeout: 10_000 }).toBe('Result');
          expect(await card.getByTestId('race-runner').first().innerText()).toMatch(/\d(st|nd|rd|th)/);
          // The Place market settles with the placed runners of the result.
          const placed = result!.placings.indexOf(placeSelection) < result!.numberOfPlaces;
          const placeWinnings = Math.floor(STAKE * 100 * (Math.round(placeOrder!.averagePrice * 100) - 100) / 100);
          const placeSettled = placeMarket.getByTestId('race-settled');
          await placeSettled.waitFor({ timeout: 15_000 });
          expect(await placeSettled.innerText()).toBe(placed ? `Settled: you won ${formatRupeesFromPaise(placeWinnings)}` : `Settled: you lost ${formatRupeesFromPaise(STAKE * 100)}`);
          const balance = formatRupeesFromPaise(1_00_000_00 + (won ? winnings : -STAKE * 100) + (placed ? placeWinnings : -STAKE * 100));
          await expect.poll(() => page.getByTestId('header-balance').first().innerText(), { timeout: 15_000 }).toBe(balance);
          const settledOrders = (await asPlayer<{ result: WireOrder[] }>(page, `account/${code}/order-list?orderStatus=settled`)).result.filter((o) => o.marketId === race!.marketId);
          expect(settledOrders.map((o) => o.sizeMatched)).toEqual([STAKE]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
          await page.screenshot({ path: join(SHOTS, `racing-green-settled-${width}.png`), fullPage: true });
        } catch (error) {
          await page.screenshot({ path: join(SHOTS, `racing-failed-${width}.png`) }).catch(() => {});
          throw error;
        } finally {
          await page.close();
        }
      }, 150_000);

      it.each(['localhost', 'yellow.localhost'])(`%s (racing coming soon) at ${width} px: Horse Racing and Greyhound Racing open the coming-soon popup`, async (host) => {
        const page = await suite.browser.newPage({ viewport: { width, height: 900 } });
        await page.goto(suite.server.url(host));
        await page.waitForSelector('html[data-boot="mounted"]');
        for (const label of ['Horse Racing', 'Greyhound Racing']) {
          await menuOf(page, width).getByRole('button', { name: label }).click();
          const soon = page.getByTestId('coming-soon');
          await soon.waitFor();
          expect(await soon.innerText()).toContain(label);
          expect(await soon.innerText()).toContain('Will Be Available Soon');
          expect(new URL(page.url()).pathname).toBe('/');
          await soon.getByRole('button', { name: 'Close' }).click();
          await soon.waitFor({ state: 'detached' });
        }
        await page.close();
      });
    }
  },
  { runtime: { raceTiming: RACE_TIMING } },
);
