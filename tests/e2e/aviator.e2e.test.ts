/**
 * Aviator in Chromium against the sandbox, in every shipped brand at 375 and 1280 px: a player opens
 * /aviator (the provider's page in the casino's sandboxed frame), bets ₹100 in panel 1 and ₹50 in panel
 * 2 with an auto cash-out at 1.30×, cashes panel 1 out by hand during the flight, and the header balance
 * moves by exactly −₹150 + 100 × the multiplier of the cash-out + (₹65 when the crash point reached 1.30×).
 * A round that crashes before 1.30× is followed by another until the automatic cash-out is seen paid.
 * A visitor choosing Aviator is asked to log in and lands on the game. Simulated bettors fill All Bets,
 * each tagged and explained, cashing out as the plane flies.
 */
import { join } from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInChromium, SHOTS } from '../support/browser-suite';
import { demoPlayer } from '../support/demo-player';
import { dismissFairPlay } from '../support/post-login';

const HOSTS = ['localhost', 'green.localhost', 'yellow.localhost'];
const ROUNDS_TRIED = 6;

/** ₹1,00,000.00 from paise, as the header writes it (Indian grouping), computed here independently. */
function rupeesText(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const digits = String(rupees);
  const grouped = digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${digits.slice(-3)}`;
  return `₹${grouped}.${String(paise % 100).padStart(2, '0')}`;
}

const paiseOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The last crash as announced to screen readers ("Flew away at 2.37×"). */
async function announcedCrash(game: FrameLocator): Promise<string> {
  return (await game.getByTestId('aviator-live').textContent()) ?? '';
}

describeInChromium(
  'aviator in Chromium',
  (suite) => {
    async function openAviator(page: Page): Promise<FrameLocator> {
      await page.goto(suite.server.url(new URL(page.url()).hostname, '/aviator'));
      const game = page.frameLocator('[data-testid="game-frame"]');
      await expect.poll(() => game.getByTestId('aviator-balance').innerText(), { timeout: 30_000 }).toContain('₹');
      return game;
    }

    for (const host of HOSTS) {
      it.each([375, 1280])(`${host} at %i px: two bets, one cashed out by hand and one automatically at 1.30×; the balance moves by exactly their result`, async (width) => {
        const page = await demoPlayer(suite, host, width);
        const game = await openAviator(page);
        const frame = page.getByTestId('game-frame');
        expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
        if (width < 1024) {
          expect(await page.getByRole('banner').isVisible().catch(() => false)).toBe(false);
          expect(await page.getByTestId('game-bottom-bar').getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
        }
        await expect.poll(() => page.getByTestId('header-balance').first().innerText().catch(() => '₹1,00,000.00')).toBe('₹1,00,000.00');
        expect(await game.getByTestId('aviator-balance').innerText()).toContain('1,00,000.00');
        // Nothing in the game is cut off at the frame's right edge: the page is as wide as the frame.
        expect(await game.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBe(0);

        await game.getByTestId('stake-input-1').fill('100');
        await game.getByTestId('stake-input-1').press('Tab');
        await game.getByTestId('stake-input-2').fill('50');
        await game.getByTestId('stake-input-2').press('Tab');
        await game.getByTestId('auto-tab-2').click();
        await game.getByTestId('auto-cashout-toggle-2').check();
        await game.getByTestId('auto-cashout-input-2').fill('1.30');
        await game.getByTestId('auto-cashout-input-2').press('Tab');

        let balance = 1_00_000_00;
        let autoPaid = false;
        for (let round = 0; round < ROUNDS_TRIED && !autoPaid; round += 1) {
          // Both bets in one round: placed early in a betting window, so that the window cannot close
          // between the two (a bet after the close waits for the next round), even on a loaded machine.
          await expect.poll(() => game.getByTestId('aviator-countdown').innerText(), { timeout: 60_000, interval: 100 }).toMatch(/^Place your bets: [5-9] s$/);
          for (const n of [1, 2]) {
            const button = game.getByTestId(`bet-button-${n}`);
            await expect.poll(() => button.innerText(), { timeout: 60_000, interval: 100 }).toMatch(/^Bet/);
            await button.click();
            await expect.poll(() => button.innerText(), { timeout: 10_000, interval: 100 }).toMatch(/^(Cancel|Waiting|Cash Out)/i);
          }
          // Panel 1 is cashed out by hand as soon as the plane takes off with it. A flight too short for the
          // test to see (a crash at 1.00× is 3 % of rounds) ends with the panel back at Bet: the bet is lost.
          const cashOut = game.getByTestId('bet-button-1');
          let button1 = '';
          await expect.poll(async () => (button1 = await cashOut.innerText()), { timeout: 60_000, interval: 50 }).toMatch(/^(Cash Out|Bet)/i);
          const caught = /^Cash Out/i.test(button1);
          // The round flying with the bets: its id is on the commitment line until the next round opens, and
          // on the Verify button once it has crashed, until the next one crashes.
          const roundId = caught
            ? /^Round (\S+)/.exec(await game.getByTestId('aviator-commitment').innerText())?.[1]
            : /^Verify round (\S+)$/.exec(await game.getByTestId('verify-button').innerText())?.[1];
          expect(roundId).toBeTruthy();
          let manualPaise = 0;
          if (caught) {
            await cashOut.click();
            // The answer to that click. On a loaded machine the plane can fly away between reading "Cash Out"
            // and the click landing: the server then says it was too late, or, once the panel is back at Bet,
            // the click is a bet for the next round, which is taken back here so the sums stay this round's.
            const said = await expect
              .poll(() => game.getByTestId('aviator-status').innerText(), { timeout: 30_000, interval: 50 })
              .toMatch(/^(Cashed out at \d+\.\d\d×: ₹[\d,]+\.\d\d\.|Too late: .*|There is no bet in slot 1 .*|Bet ₹100\.00 placed.*)$/)
              .then(() => game.getByTestId('aviator-status').innerText());
            const manual = /^Cashed out at (\d+)\.(\d\d)×: (₹[\d,]+\.\d\d)\.$/.exec(said);
            // ₹100 at m× pays 100 × m rupees exactly (a whole number of hundredths times ₹1).
            if (manual) manualPaise = Number(manual[1]) * 100_00 + Number(manual[2]) * 100;
            if (manual) expect(paiseOf(manual[3]!)).toBe(manualPaise);
            if (said.startsWith('Bet ₹100.00 placed')) {
              await expect.poll(() => cashOut.innerText(), { timeout: 10_000, interval: 50 }).toMatch(/^Cancel/);
              await cashOut.click();
              await expect.poll(() => game.getByTestId('aviator-status').innerText(), { timeout: 30_000, interval: 50 }).toMatch(/^Bet ₹100\.00 cancelled/);
            }
          }

          // Once that round has crashed, Verify names it and the live region says where it flew away.
          await expect.poll(() => game.getByTestId('verify-button').innerText(), { timeout: 120_000, interval: 100 }).toBe(`Verify round ${roundId}`);
          const crash = /Flew away at (\d+)\.(\d\d)×/.exec(await announcedCrash(game));
          expect(crash).not.toBeNull();
          const crashHundredths = Number(crash![1]) * 100 + Number(crash![2]);
          autoPaid = crashHundredths >= 130;
          balance += -100_00 - 50_00 + manualPaise + (autoPaid ? 65_00 : 0);
          await expect.poll(() => page.getByTestId('header-balance').first().innerText().catch(async () => game.getByTestId('aviator-balance').innerText()), { timeout: 15_000 }).toContain(rupeesText(balance));
          await expect.poll(() => game.getByTestId('aviator-balance').innerText(), { timeout: 15_000 }).toContain(rupeesText(balance));
        }
        expect(autoPaid).toBe(true);
        // My Bets lists panel 2's automatic cash-out at exactly 1.30×, paid ₹65.00.
        await game.getByTestId('live-tab-mine').click();
        await page.screenshot({ path: join(SHOTS, `aviator-${host.split('.')[0]}-${width}.png`) });
        await expect.poll(() => game.getByTestId('live-list').textContent(), { timeout: 10_000 }).toMatch(/₹50\.00\s*1\.30×\s*₹65\.00/);
        await page.close();
      }, 600_000);
    }

    it.each([
      ['a tap', 375],
      ['Space', 1280],
    ] as const)('cashes a bet out by hand with %s at %i px, paid the stake times the multiplier', async (how, width) => {
      const page = await demoPlayer(suite, 'localhost', width, how === 'a tap');
      const game = await openAviator(page);
      const button = game.getByTestId('bet-button-1');
      let paid = false;
      for (let round = 0; round < ROUNDS_TRIED && !paid; round += 1) {
        await expect.poll(() => button.innerText(), { timeout: 60_000, interval: 100 }).toMatch(/^Bet/);
        await (how === 'a tap' ? button.tap() : button.click());
        await expect.poll(() => button.innerText(), { timeout: 10_000, interval: 50 }).toMatch(/^(Cancel|Cash Out)/);
        // The bet plays in this round or the next; a flight too short to see ends back at Bet.
        let text = '';
        await expect.poll(async () => (text = await button.innerText()), { timeout: 60_000, interval: 50 }).toMatch(/^(Cash Out|Bet)/);
        if (!text.startsWith('Cash Out')) continue;
        if (how === 'a tap') await button.tap();
        else {
          await game.getByTestId('bet-panel-1').focus();
          await page.keyboard.press('Space');
        }
        const status = game.getByTestId('aviator-status');
        await expect.poll(() => status.innerText(), { timeout: 30_000, interval: 50 }).toMatch(/^(Cashed out at \d+\.\d\d×: ₹[\d,]+\.\d\d\.|Too late: .*)$/);
        const manual = /^Cashed out at (\d+)\.(\d\d)×: (₹[\d,]+\.\d\d)\.$/.exec(await status.innerText());
        if (!manual) continue;
        // ₹100 at m× pays 100 × m rupees.
        expect(paiseOf(manual[3]!)).toBe(Number(manual[1]) * 100_00 + Number(manual[2]) * 100);
        paid = true;
      }
      expect(paid).toBe(true);
      await page.close();
    }, 600_000);

    it('at 375 px others are in All Bets: simulated bettors, each tagged and explained, cashing out as the plane flies', async () => {
      const page = await demoPlayer(suite, 'localhost', 375);
      const game = await openAviator(page);
      const rows = game.getByTestId('live-list').locator('li');
      await expect.poll(() => rows.count(), { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(5);
      const tagged = game.getByTestId('live-list').locator('li:has(.sim:not([hidden]))');
      expect(await tagged.count()).toBeGreaterThanOrEqual(5);
      // Read out as a simulated player; seen as a short tag.
      expect(await tagged.first().textContent()).toMatch(/^[0-9a-f]\*\*\*[0-9a-f]sim, simulated player₹[\d,]+\.\d\d/);
      expect(await tagged.first().locator('.sim [aria-hidden="true"]').innerText()).toMatch(/^sim$/i);
      const note = game.getByTestId('live-simulated-note');
      await expect.poll(() => note.innerText()).toMatch(/^Also \d+ simulated players, tagged sim, for the demo: no money staked\.$/);
      // One of them cashes out during a flight: the row shows the multiplier and the payout.
      const cashed = game.getByTestId('live-list').locator('li.won:has(.sim:not([hidden]))');
      await expect.poll(() => cashed.count(), { timeout: 120_000, interval: 100 }).toBeGreaterThan(0);
      expect((await cashed.first().innerText()).replace(/\s+/g, ' ')).toMatch(/₹[\d,]+\.\d\d \d+\.\d\d× ₹[\d,]+\.\d\d$/);
      expect(await game.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBe(0);
      await page.screenshot({ path: join(SHOTS, 'aviator-simulated-375.png') });
      await page.close();
    }, 300_000);

    it.each(HOSTS)('%s: a visitor choosing Aviator is asked to log in and lands on the game', async (host) => {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(suite.server.url(host, '/'));
      await page.waitForSelector('html[data-boot="mounted"]');
      await page.getByRole('banner').getByRole('button', { name: 'Aviator' }).or(page.getByRole('banner').getByRole('link', { name: 'Aviator' })).first().click();
      const auth = page.getByTestId('auth-dialog');
      await auth.waitFor();
      await auth.getByRole('button', { name: 'Login With Demo Id' }).click();
      await page.waitForURL((url) => url.pathname === '/aviator');
      await dismissFairPlay(page);
      const notice = page.getByTestId('casino-notice');
      if (await notice.isVisible().catch(() => false)) await notice.getByRole('button', { name: 'OK' }).click();
      const game = page.frameLocator('[data-testid="game-frame"]');
      await expect.poll(() => game.getByTestId('aviator-balance').innerText(), { timeout: 30_000 }).toContain('1,00,000.00');
      expect(await page.getByTestId('game-frame').getAttribute('title')).toBe('Aviator');
      await page.close();
    }, 120_000);
  },
  // Rounds twice as fast as real ones (the multiplier still follows e^(0.00006·t) of the server's clock).
  { aviator: { timing: { bettingMs: 8_000, pauseMs: 2_000, speed: 2 }, simulatedBettors: true } },
);
