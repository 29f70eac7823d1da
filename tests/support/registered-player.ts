/**
 * A browser page logged in as a new registered player: signed up with an OTP from the sandbox's outbox,
 * fair-play warning closed. A registered player, unlike a demo one, may withdraw; `rupees` puts money
 * in the balance as the sandbox's own credit, so a test can withdraw without a deposit first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { findUserByLogin, fund } from '../../server/accounts/users';
import type { BrowserSuite } from './browser-suite';
import { dismissFairPlay } from './post-login';

let serial = 0;

/**
 * Fills and sends the open sign-up dialog for `phone` (a new one by default), password Cricket@2026, with
 * the OTP the sandbox wrote to its outbox in `dataDir`; answers the phone.
 */
export async function signUp(page: Page, dataDir: string, options: { phone?: string; promoCode?: string } = {}): Promise<string> {
  const dialog = page.getByTestId('auth-dialog');
  const phone = options.phone ?? `8${String(Date.now() + serial++).slice(-9)}`;
  await dialog.getByLabel('Phone Number').fill(phone);
  await dialog.getByRole('button', { name: 'Get OTP' }).click();
  await page.getByText(`OTP sent to +91 ${phone}`).first().waitFor();
  const sent = readFileSync(join(dataDir, 'otp-outbox.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { phone: string; code: string });
  await dialog.getByLabel('OTP', { exact: true }).fill(sent.filter((l) => l.phone === phone).pop()!.code);
  await dialog.getByLabel('Password', { exact: true }).fill('Cricket@2026');
  await dialog.getByLabel('Confirm Password').fill('Cricket@2026');
  if (options.promoCode) await dialog.getByLabel('Promo Code (optional)').fill(options.promoCode);
  await dialog.getByRole('button', { name: 'Register' }).click();
  return phone;
}

export async function registeredPlayer(suite: BrowserSuite, host: string, width: number, options: { rupees?: number; promoCode?: string } = {}): Promise<Page> {
  const page = await suite.browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(suite.server.url(host));
  await page.waitForSelector('html[data-boot="mounted"]');
  await page.getByRole('button', { name: 'Sign Up' }).first().click();
  const phone = await signUp(page, suite.server.dataDir, { promoCode: options.promoCode });
  const balance = () => page.getByTestId('header-balance').first().innerText();
  // The new account's balance comes with its first getUserDetails answer: slower on a busy machine.
  await expect.poll(balance, { timeout: 15_000 }).toBe('₹0.00');
  await dismissFairPlay(page);
  if (options.rupees) {
    const db = suite.server.app.sandbox.database.db;
    const user = (await findUserByLogin(db, phone))!;
    await fund(db, user.id, options.rupees * 100, `seed:${user.id}`, 'Sandbox credit', Date.now());
    await page.reload();
    await page.waitForSelector('html[data-boot="mounted"]');
    await expect.poll(balance, { timeout: 15_000 }).toBe(`₹${options.rupees.toLocaleString('en-IN')}.00`);
  }
  return page;
}
