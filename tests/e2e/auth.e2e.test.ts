import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeInChromium, SHOTS } from '../support/browser-suite';

describeInChromium('login in Chromium', (suite) => {
  async function open(host: string, width: number): Promise<Page> {
    const page = await suite.browser.newPage({ viewport: { width, height: 860 } });
    await page.goto(suite.server.url(host));
    await page.waitForSelector('html[data-boot="mounted"]');
    return page;
  }

  it('shows the spec messages, then logs in with the demo id', async () => {
    for (const width of [375, 1280]) {
      const page = await open('localhost', width);
      await page.getByRole('button', { name: 'Log In' }).click();
      const dialog = page.getByTestId('auth-dialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => dialog.getByRole('alert').allInnerTexts()).toEqual(['Phone Number is required', 'Password is required']);
      await dialog.getByLabel('Phone Number').fill('98765');
      await dialog.getByLabel('Password').fill('abc');
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => dialog.getByRole('alert').allInnerTexts()).toEqual(['Phone Number must be 10 digits', 'Password must be at least 5 characters']);
      await page.screenshot({ path: join(SHOTS, `auth-login-red-${width}.png`) });
      await dialog.getByRole('button', { name: 'Login With Demo Id' }).click();
      await page.getByTestId('header-balance').waitFor();
      await expect.poll(() => page.getByTestId('header-balance').innerText()).toBe('₹1,00,000.00');
      await page.getByText('User Login Success').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('isLogin'))).toBe('true');
      await page.reload();
      await page.waitForSelector('html[data-boot="mounted"]');
      await expect.poll(() => page.getByTestId('header-balance').innerText()).toBe('₹1,00,000.00');
      await page.close();
    }
  });

  it('shows a wrong password as the server says it', async () => {
    const page = await open('green.localhost', 375);
    await page.getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByTestId('auth-dialog');
    await dialog.getByLabel('Phone Number').fill('9999999999');
    await dialog.getByLabel('Password').fill('Wrong@123');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Invalid username or password.').waitFor();
    await page.close();
  });

  it('hides sign-up and OTP login where the brand turns them off', async () => {
    const page = await open('yellow.localhost', 375);
    expect(await page.getByRole('button', { name: 'Sign Up' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByTestId('auth-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('tab').allInnerTexts()).toEqual(['Login']);
    expect(await dialog.getByText('Log In with OTP?').count()).toBe(0);
    expect(await dialog.getByText('New User? Create an account').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'auth-login-yellow-375.png') });
    await page.close();
  });

  it('signs up with the OTP from the outbox', async () => {
    const page = await open('localhost', 1280);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByTestId('auth-dialog');
    await dialog.waitFor();
    const phone = `7${String(Date.now()).slice(-9)}`;
    await dialog.getByLabel('Phone Number').fill(phone);
    expect(await dialog.getByTestId('register-phone-counter').innerText()).toBe('10/10');
    await dialog.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByText(`OTP sent to +91 ${phone}`).first().waitFor();
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(join(suite.server.dataDir, 'otp-outbox.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { phone: string; code: string });
    await dialog.getByLabel('OTP', { exact: true }).fill(lines.filter((l) => l.phone === phone).pop()!.code);
    await dialog.getByLabel('Password', { exact: true }).fill('Cricket@2026');
    await dialog.getByLabel('Confirm Password').fill('Cricket@2026');
    await dialog.getByLabel('Promo Code (optional)').fill('WELCOME100');
    await page.screenshot({ path: join(SHOTS, 'auth-register-red-1280.png') });
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByTestId('header-balance').innerText()).toBe('₹0.00');
    await page.close();
  });

  it('gets a locked-out player back in with Forgot password: phone, OTP, a new password; every old session ends', async () => {
    const api = (path: string, body: unknown, token?: string) =>
      fetch(suite.server.url('localhost', `/api/${path}`), { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    const { readFileSync } = await import('node:fs');
    const lastCode = (phone: string) =>
      readFileSync(join(suite.server.dataDir, 'otp-outbox.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { phone: string; code: string }).filter((l) => l.phone === phone).pop()!.code;
    // A player who signed up earlier and is still logged in on another device.
    const phone = `6${String(Date.now()).slice(-9)}`;
    const otp = (await (await api('createOtp/', { phone, managerId: 'red-manager' })).json()) as { orderId: string };
    const signedUp = (await (await api('createUserOtp/', { details: { _id: 'red-manager', username: 'redadmin', role: 'admin' }, newUser: { username: phone, fullname: '', password: 'Cricket@2026' }, otp: lastCode(phone), orderId: otp.orderId })).json()) as { output: { token: string } };
    const otherDevice = signedUp.output.token;
    expect((await api('getUserDetails', {}, otherDevice)).status).toBe(200);

    const page = await open('localhost', 375);
    await page.getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByTestId('auth-dialog');
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await dialog.getByLabel('Phone Number').fill(phone);
    await dialog.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByText(`OTP sent to +91 ${phone}`).first().waitFor();
    await dialog.getByLabel('OTP', { exact: true }).fill(lastCode(phone));
    await dialog.getByLabel('New Password', { exact: true }).fill('weak');
    await dialog.getByLabel('Confirm New Password').fill('weak');
    await dialog.getByRole('button', { name: 'Change Password and Log In' }).click();
    // The sign-up rules hold here too.
    await expect.poll(() => dialog.getByRole('alert').count()).toBeGreaterThan(0);
    await dialog.getByLabel('New Password', { exact: true }).fill('Better@2027');
    await dialog.getByLabel('Confirm New Password').fill('Better@2027');
    await page.screenshot({ path: join(SHOTS, 'auth-forgot-red-375.png') });
    await dialog.getByRole('button', { name: 'Change Password and Log In' }).click();
    await page.getByText('Your password has been changed.').first().waitFor();
    await expect.poll(() => page.getByTestId('header-balance').innerText()).toBe('₹0.00');
    // The other device is logged out; the new password logs in, the old one no longer does.
    expect((await api('getUserDetails', {}, otherDevice)).status).toBe(401);
    expect((await api('user/userLogin', { username: phone, password: 'Better@2027' })).status).toBe(200);
    expect((await api('user/userLogin', { username: phone, password: 'Cricket@2026' })).status).toBe(401);
    await page.close();
  });

  it('offers Forgot password on a brand without OTP login or sign-up, at both widths', async () => {
    for (const width of [375, 1280]) {
      const page = await open('yellow.localhost', width);
      await page.getByRole('button', { name: 'Log In' }).click();
      const dialog = page.getByTestId('auth-dialog');
      await dialog.getByRole('button', { name: 'Forgot password?' }).click();
      await dialog.getByRole('form', { name: 'Reset password' }).waitFor();
      await page.screenshot({ path: join(SHOTS, `auth-forgot-yellow-${width}.png`) });
      await dialog.getByRole('button', { name: 'Remembered it? Login' }).click();
      await dialog.getByRole('form', { name: 'Log in' }).waitFor();
      await page.close();
    }
  });
});
