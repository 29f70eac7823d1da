/**
 * axe-core finds no serious or critical violation on the home page, the auth popup and the signed-in
 * drawer of every brand at phone and desktop widths, and the login path works by keyboard alone.
 */
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { describeInChromium, SHOTS } from '../support/browser-suite';
import { dismissFairPlay } from '../support/post-login';

const BRANDS = [
  ['red', 'localhost'],
  ['green', 'green.localhost'],
  ['yellow', 'yellow.localhost'],
] as const;

describeInChromium('accessibility in Chromium', (suite) => {
  async function open(host: string, width: number): Promise<Page> {
    const page = await suite.browser.newPage({ viewport: { width, height: 860 } });
    await page.goto(suite.server.url(host));
    await page.waitForSelector('html[data-boot="mounted"]');
    await page.getByRole('main').waitFor();
    return page;
  }

  async function demoLogin(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Log In' }).first().click();
    await page.getByRole('button', { name: 'Login With Demo Id' }).click();
    await page.getByTestId('header-balance').first().waitFor();
    await page.getByText('User Login Success').first().waitFor();
    await dismissFairPlay(page);
  }

  async function closeDialogs(page: Page): Promise<void> {
    for (let open = await page.getByRole('dialog').count(); open > 0; open = await page.getByRole('dialog').count()) {
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBeLessThan(open);
    }
  }

  for (const [brand, host] of BRANDS) {
    for (const width of [375, 1280]) {
      it(`${brand} at ${width} px: home, auth popup and signed-in drawer`, async () => {
        const page = await open(host, width);
        expect(await seriousAxeFindings(page), 'home page').toEqual([]);

        await page.getByRole('button', { name: 'Log In' }).first().click();
        await page.getByTestId('auth-dialog').waitFor();
        expect(await seriousAxeFindings(page, '[data-testid="auth-dialog"]'), 'auth popup').toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByTestId('auth-dialog').waitFor({ state: 'detached' });

        await demoLogin(page);
        await closeDialogs(page);
        await page.getByRole('button', { name: width < 1024 ? /open account/ : 'Account' }).click();
        await page.getByTestId('signed-in-drawer').waitFor();
        await page.screenshot({ path: join(SHOTS, `signed-in-drawer-${brand}-${width}.png`) });
        expect(await seriousAxeFindings(page, '[data-testid="signed-in-drawer"]'), 'signed-in drawer').toEqual([]);
        await page.close();
      });
    }
  }

  it('logs in with the demo id, opens the account drawer and closes it, by keyboard alone', async () => {
    const page = await open('localhost', 1280);
    // Tab to Log In from the top of the page.
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Log In') break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Log In');
    await page.keyboard.press('Enter');
    await page.getByTestId('auth-dialog').waitFor();
    // Focus moved into the dialog; tab to the demo button.
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Login With Demo Id') break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Login With Demo Id');
    await page.keyboard.press('Enter');
    await page.getByTestId('header-balance').waitFor();
    await dismissFairPlay(page);

    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Account') break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Account');
    await page.keyboard.press('Enter');
    await page.getByTestId('signed-in-drawer').waitFor();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="signed-in-drawer"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('signed-in-drawer').waitFor({ state: 'detached' });
    // Focus goes back to the control that opened the drawer (the dialog returns it a task after it unmounts).
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Account', undefined, { timeout: 2000 }).catch(() => undefined);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Account');
    await page.close();
  });

  it.each([375, 1280])('at %i px the first Tab is "Skip to content", which takes the keyboard to the first price; every page has one main', async (width) => {
    const page = await open('localhost', width);
    // The app's own prices: the first paint's copies are disabled until their code has run.
    await page.locator('button[data-side="back"][data-level="0"]:not([disabled])').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Skip to content');
    expect(await page.evaluate(() => document.activeElement!.getBoundingClientRect().top >= 0)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    let presses = 0;
    for (; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.getAttribute('data-level') === '0')) break;
    }
    expect(presses, 'Tab presses from the skip link to the first price').toBeLessThan(12);
    const cricket = (await (await fetch(suite.server.url('localhost', '/api/exchange/odds/eventType/4'))).json()) as { result: Array<{ eventId: string }> };
    // Each page once its content is drawn: a price, or the casino's game tiles.
    const firstPrice = 'button[data-side="back"][data-level="0"]';
    const pages = [['/', firstPrice], [`/event-page/4/${cricket.result[0]!.eventId}`, firstPrice], ['/virtual-event-page/v9', firstPrice], ['/indian-card-games', '[data-testid="game-tile"]']] as const;
    for (const [path, content] of pages) {
      await page.goto(suite.server.url('localhost', path));
      await page.waitForSelector('html[data-boot="mounted"]');
      await page.locator(content).first().waitFor();
      expect(await page.locator('main').count(), path).toBe(1);
    }
    await page.close();
  });
});
