/**
 * The account flows of each brand in Chromium against the sandbox: a guarded page visited logged out
 * and reached after login through the pending path; phone and password login; OTP login with a wrong
 * code, then the right one from the outbox (where the brand allows OTP login); Sign Out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInChromium, SHOTS } from '../support/browser-suite';
import { dismissFairPlay } from '../support/post-login';

const BRANDS = [
  { id: 'red', host: 'localhost', otpLogin: true, signup: true },
  { id: 'green', host: 'green.localhost', otpLogin: true, signup: true },
  { id: 'yellow', host: 'yellow.localhost', otpLogin: false, signup: false },
] as const;

describeInChromium('account flows in Chromium', (suite) => {
  async function open(host: string, path = '/', width = 1280): Promise<Page> {
    const page = await suite.browser.newPage({ viewport: { width, height: 860 } });
    await page.goto(suite.server.url(host, path));
    await page.waitForSelector('html[data-boot="mounted"]');
    return page;
  }

  const latestOtp = (phone: string) =>
    readFileSync(join(suite.server.dataDir, 'otp-outbox.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { phone: string; code: string })
      .filter((entry) => entry.phone === phone)
      .pop()!.code;

  /** A player made through the sandbox's sign-up API (any brand's manager), so every brand can log in. */
  async function signUpPlayer(phone: string, password: string): Promise<void> {
    const api = (path: string, body: unknown) =>
      fetch(suite.server.url('localhost', `/api/${path}`), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<Record<string, unknown>>);
    const otp = await api('createOtp/', { phone, managerId: 'red-manager' });
    expect(otp.success, String(otp.message)).toBe(true);
    const created = await api('createUserOtp/', {
      details: { _id: 'red-manager', username: 'redadmin', role: 'admin' },
      newUser: { username: phone, fullname: '', password, referrBy: '' },
      otp: latestOtp(phone),
      orderId: otp.orderId,
    });
    expect(created.success, String(created.message)).toBe(true);
  }

  async function signOut(page: Page, host: string): Promise<void> {
    // From home, so the reload after Sign Out lands on a page that asks for nothing.
    await page.goto(suite.server.url(host, '/'));
    await page.waitForSelector('html[data-boot="mounted"]');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByTestId('signed-in-drawer').getByRole('button', { name: 'Sign Out' }).click();
    // Sign Out clears the stored keys and reloads; on a guarded page the reload asks for a login again.
    await page.waitForFunction(() => localStorage.getItem('id_token') === null && localStorage.getItem('isLogin') !== 'true');
    await page.waitForSelector('html[data-boot="mounted"]');
    if (await page.getByTestId('auth-dialog').isVisible()) await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Log In' }).first().waitFor();
  }

  for (const brand of BRANDS) {
    it(`${brand.id}: a guarded page reached after login, phone login, ${brand.otpLogin ? 'OTP login, ' : ''}sign out`, async () => {
      const phone = `6${String(Date.now()).slice(-9)}`;
      const password = 'Wicket@2026';
      await signUpPlayer(phone, password);

      // Logged out, /open-bets sends the visitor home with the login popup open; after login, there.
      const page = await open(brand.host, '/open-bets');
      await page.waitForURL((url) => url.pathname === '/');
      const dialog = page.getByTestId('auth-dialog');
      await dialog.waitFor();
      await dialog.getByLabel('Phone Number').fill(phone);
      await dialog.getByLabel('Password').fill(password);
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/open-bets');
      await page.getByText('User Login Success').first().waitFor();
      await dismissFairPlay(page);
      await page.screenshot({ path: join(SHOTS, `account-flows-open-bets-${brand.id}.png`) });

      await signOut(page, brand.host);

      if (brand.otpLogin) {
        await page.getByRole('button', { name: 'Log In' }).first().click();
        await dialog.getByRole('tab', { name: 'Login with OTP' }).click();
        const form = page.getByRole('form', { name: 'Log in with OTP' });
        await form.getByLabel('Phone Number').fill(phone);
        await form.getByRole('button', { name: 'Get OTP' }).click();
        await page.getByText(`OTP sent to +91 ${phone}`).first().waitFor();
        const code = latestOtp(phone);
        const wrong = code === '0000' ? '1111' : '0000';
        await form.getByLabel('OTP', { exact: true }).fill(wrong);
        await form.getByRole('button', { name: 'Login', exact: true }).click();
        await page.getByText('Incorrect OTP. 4 tries left.').first().waitFor();
        await form.getByLabel('OTP', { exact: true }).fill(code);
        await form.getByRole('button', { name: 'Login', exact: true }).click();
        await page.getByTestId('header-balance').waitFor();
        await dismissFairPlay(page);
        await signOut(page, brand.host);
      } else {
        await page.getByRole('button', { name: 'Log In' }).first().click();
        await dialog.getByRole('tab', { name: 'Login' }).waitFor();
        expect(await dialog.getByRole('tab').allInnerTexts()).toEqual(['Login']);
      }
      await page.close();
    });
  }
});
