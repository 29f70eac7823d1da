import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInChromium } from '../support/browser-suite';
import { dismissFairPlay } from '../support/post-login';
import { signUp } from '../support/registered-player';

/** Where the account pages' screenshots go, to be looked at. */
const SHOTS = process.env.ACCOUNT_SHOTS ?? '/tmp/shots/account';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe-core findings inside `selector`, as 'rule: targets' lines. */
async function seriousAxeFindings(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (scope) => {
    type Finding = { id: string; impact: string | null; nodes: Array<{ target: string[] }> };
    const { violations } = (await (window as unknown as { axe: { run(s: string, o: object): Promise<{ violations: Finding[] }> } }).axe.run(scope, { resultTypes: ['violations'] })) as { violations: Finding[] };
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

const POLICIES: Array<[string, string]> = [
  ['/rules-regulations', 'Rules & Regulations'],
  ['/exclusion-policy', 'Exclusion Policy'],
  ['/responsible-gambling', 'Responsible Gambling'],
  ['/privacy-policy', 'Privacy Policy'],
];

describeInChromium('account pages in Chromium', (suite) => {
  async function open(width: number, path = '/'): Promise<Page> {
    const page = await suite.browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(suite.server.url('localhost', path));
    await page.waitForSelector('html[data-boot="mounted"]');
    return page;
  }

  const shot = (page: Page, name: string, width: number) => page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });

  /** Logs in with the demo id and closes the fair-play warning that follows. */
  async function demoLogin(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Log In' }).first().click();
    await page.getByTestId('auth-dialog').getByRole('button', { name: 'Login With Demo Id' }).click();
    await dismissFairPlay(page);
  }

  async function placeBet(page: Page, stake: number, ref: string): Promise<{ status: number; message: string }> {
    const token = await page.evaluate(() => localStorage.getItem('id_token'));
    const events = (await (await fetch(suite.server.url('localhost', '/api/exchange/odds/eventType/4'))).json()) as { result: Array<{ markets: Array<{ marketId: string; marketType: string; status: string; runners: Array<{ selectionId: string }> }> }> };
    const market = events.result.flatMap((e) => e.markets).find((m) => m.marketType === 'MATCH_ODDS' && m.status === 'OPEN')!;
    const response = await fetch(suite.server.url('localhost', '/api/exchange/order/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify([{ side: 0, price: 1.01, selectionId: market.runners[0]!.selectionId, marketId: market.marketId, totalSize: stake, betSlipRef: ref }]),
    });
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  }

  it('shows the policy pages to visitors, and sends them home to log in from account pages', async () => {
    for (const width of [375, 1280]) {
      const page = await open(width);
      for (const [path, title] of POLICIES) {
        await page.goto(suite.server.url('localhost', path));
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        if (path === '/responsible-gambling') await page.getByTestId('rg-login-prompt').waitFor();
        expect(await seriousAxeFindings(page, '#main')).toEqual([]);
        await shot(page, path.slice(1), width);
      }
      await page.goto(suite.server.url('localhost', '/change-password'));
      await page.getByTestId('auth-dialog').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await page.close();
    }
  });

  it('signs up, sees the fair-play warning and the toast, changes the password and logs in with the new one', async () => {
    const page = await open(1280);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const phone = await signUp(page, suite.server.dataDir, { phone: `6${String(Date.now()).slice(-9)}` });
    await page.getByTestId('fair-play-dialog').waitFor();
    await page.getByText('User Login Success').waitFor();
    await shot(page, 'fair-play', 1280);
    await page.getByRole('button', { name: 'I Understand' }).click();

    await page.goto(suite.server.url('localhost', '/change-password'));
    await page.getByRole('heading', { name: 'Change Password', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByRole('alert').allInnerTexts()).toEqual(['Password is required', 'Password is required', 'This field is required']);
    await page.getByLabel('Current Password').fill('Wrong@2026');
    await page.getByLabel('New Password').fill('Batting@2027');
    await page.getByLabel('Confirm Password').fill('Batting@2026');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByRole('alert').allInnerTexts()).toEqual(['Password does not match.']);
    await shot(page, 'change-password', 1280);
    await page.getByLabel('Confirm Password').fill('Batting@2027');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your current password is not correct.').waitFor();
    await page.getByLabel('Current Password').fill('Cricket@2026');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your password has been changed. Please log in again.').waitFor();
    const login = page.getByTestId('auth-dialog');
    await login.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('isLogin'))).toBeNull();

    await login.getByLabel('Phone Number').fill(phone);
    await login.getByLabel('Password').fill('Cricket@2026');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Invalid username or password.').waitFor();
    await login.getByLabel('Password').fill('Batting@2027');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByTestId('fair-play-dialog').waitFor();
    await expect.poll(() => page.getByTestId('header-balance').innerText()).toBe('₹0.00');
    await page.close();
  });

  it('opens the casino notice after a login heading for a casino page, once the fair-play warning is closed', async () => {
    const page = await open(375);
    await page.evaluate(() => localStorage.setItem('page', '/casino-lobby/casino'));
    await page.getByRole('button', { name: 'Log In' }).first().click();
    await page.getByTestId('auth-dialog').getByRole('button', { name: 'Login With Demo Id' }).click();
    await page.getByTestId('fair-play-dialog').waitFor();
    await page.getByText('User Login Success').waitFor();
    expect(await page.getByTestId('casino-notice').count()).toBe(0);
    expect(await seriousAxeFindings(page, '[data-testid="fair-play-dialog"]')).toEqual([]);
    await shot(page, 'fair-play', 375);
    await page.keyboard.press('Escape');
    await page.getByTestId('fair-play-dialog').waitFor({ state: 'detached' });
    const notice = page.getByTestId('casino-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('10 rupees = 1 point.');
    expect(await seriousAxeFindings(page, '[data-testid="casino-notice"]')).toEqual([]);
    await shot(page, 'casino-notice', 375);
    await notice.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.close();
  });

  it('follows the time setting in the header clock and remembers it', async () => {
    const page = await open(1280);
    await demoLogin(page);
    await page.goto(suite.server.url('localhost', '/time-setting'));
    await page.getByRole('radio', { name: /India Standard Time/ }).check();
    await expect.poll(() => page.getByTestId('header-clock').innerText()).toContain('GMT +5.5:30');
    await page.getByRole('radio', { name: /System Time/ }).check();
    await expect.poll(() => page.getByTestId('header-clock').innerText()).toContain('GMT +0:00');
    const utc = new Date();
    expect(await page.getByTestId('header-clock').innerText()).toContain(`${String(utc.getUTCDate()).padStart(2, '0')}/${String(utc.getUTCMonth() + 1).padStart(2, '0')}/${utc.getUTCFullYear()}`);
    await page.reload();
    await page.waitForSelector('html[data-boot="mounted"]');
    expect(await page.getByRole('radio', { name: /System Time/ }).isChecked()).toBe(true);
    await shot(page, 'time-setting', 1280);
    await page.close();
  });

  it('sets a daily loss limit and a self-exclusion that the exchange enforces', async () => {
    const page = await open(375);
    await demoLogin(page);
    await page.goto(suite.server.url('localhost', '/responsible-gambling'));
    const tool = page.getByTestId('responsible-gambling-tool');
    await tool.waitFor();
    expect(await page.getByTestId('rg-limit').innerText()).toBe('No limit');
    await tool.getByLabel('New limit (₹)').fill('150');
    await tool.getByRole('button', { name: 'Set limit' }).click();
    await expect.poll(() => page.getByTestId('rg-limit').innerText()).toBe('₹150.00 a day');
    expect(await placeBet(page, 200, 'acc-rg-1')).toEqual({ status: 422, message: 'This bet could take your losses today past your daily loss limit of ₹150.00. You can lose at most ₹150.00 more today.' });

    await tool.getByLabel('New limit (₹)').fill('1000');
    await tool.getByRole('button', { name: 'Set limit' }).click();
    await page.getByTestId('rg-pending').waitFor();
    expect(await page.getByTestId('rg-pending').innerText()).toMatch(/^Changing to ₹1,000\.00 a day on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} (AM|PM)\. Until then the current limit applies\.$/);
    expect(await page.getByTestId('rg-limit').innerText()).toBe('₹150.00 a day');

    await tool.getByRole('button', { name: 'Exclude me' }).click();
    const confirm = page.getByTestId('self-exclusion-confirm');
    await confirm.waitFor();
    await shot(page, 'self-exclusion-confirm', 375);
    await confirm.getByRole('button', { name: 'Yes, exclude me' }).click();
    await page.getByTestId('rg-excluded').waitFor();
    const refused = await placeBet(page, 100, 'acc-rg-2');
    expect(refused.status).toBe(422);
    expect(refused.message).toMatch(/^You are self-excluded from betting until \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} (AM|PM) IST\.$/);
    await shot(page, 'responsible-gambling-player', 375);
    await page.close();
  });

  it('edits the settings of a player', async () => {
    for (const width of [375, 1280]) {
      const page = await open(width);
      await demoLogin(page);
      await page.goto(suite.server.url('localhost', '/settings'));
      const stakes = page.getByRole('form', { name: 'Stake buttons' });
      await stakes.getByLabel('Button 1', { exact: true }).fill('1500');
      await stakes.getByLabel('Button 2', { exact: true }).fill('12.5');
      await stakes.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Stakes Updated Successfully').waitFor();
      await expect.poll(() => stakes.getByLabel('Button 2', { exact: true }).inputValue()).toBe('5000');
      expect(await stakes.getByLabel('Button 1', { exact: true }).inputValue()).toBe('1500');
      expect(await seriousAxeFindings(page, '#main')).toEqual([]);
      await shot(page, 'settings', width);
      await page.goto(suite.server.url('localhost', '/time-setting'));
      await page.getByRole('heading', { name: 'Time Settings', level: 1 }).waitFor();
      expect(await seriousAxeFindings(page, '#main')).toEqual([]);
      await shot(page, 'time-setting', width);
      await page.goto(suite.server.url('localhost', '/change-password'));
      await page.getByRole('heading', { name: 'Change Password', level: 1 }).waitFor();
      expect(await seriousAxeFindings(page, '#main')).toEqual([]);
      await shot(page, 'change-password', width);
      await page.goto(suite.server.url('localhost', '/responsible-gambling'));
      await page.getByTestId('responsible-gambling-tool').waitFor();
      expect(await seriousAxeFindings(page, '#main')).toEqual([]);
      await shot(page, 'responsible-gambling-player', width);
      await page.close();
    }
  });
});
