/**
 * The wallet in Chromium against the sandbox: a new demo player deposits by UPI with a UTR and a
 * screenshot, the operator approves it through the admin API and the player sees the toast and the
 * balance rise by the amount; a duplicate UTR is refused in the server's words with nothing lost; a
 * registered player adds a bank account, a withdrawal holds its amount at once and cancelling it gives it
 * back; a demo player is told why it cannot withdraw, with no form and nothing held. The yellow
 * brand (deposit and withdrawal off) has no /deposit or /withdraw but keeps /transactions. Each page is
 * drawn at 375 and 1280 px in every shipped brand's theme, never wider than the screen.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { describeInChromium, SHOTS } from '../support/browser-suite';
import { demoPlayer, showPage } from '../support/demo-player';
import { registeredPlayer } from '../support/registered-player';

const ADMIN_TOKEN = 'wallet-e2e-operator';
const HOSTS = ['localhost', 'green.localhost', 'yellow.localhost'];
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const utr = () => String(Date.now()).slice(-8).padStart(8, '0') + String(Math.floor(Math.random() * 10_000)).padStart(4, '0');

describeInChromium(
  'wallet in Chromium',
  (suite) => {
    const player = (host: string, width: number) => demoPlayer(suite, host, width);
    const show = (page: Page, path: string, testId: string) => showPage(suite, page, path, testId);

    async function operator(path: string, body?: unknown): Promise<{ success: boolean; message?: string }> {
      const headers: Record<string, string> = { Authorization: `Bearer ${ADMIN_TOKEN}` };
      if (body) headers['Content-Type'] = 'application/json';
      const response = await fetch(suite.server.url('localhost', `/api/admin/${path}`), { method: 'POST', headers, body: body ? JSON.stringify(body) : undefined });
      return (await response.json()) as { success: boolean; message?: string };
    }

    const balance = (page: Page) => page.getByTestId('header-balance').first().innerText();
    const alerts = (page: Page) => page.getByTestId('deposit-page').getByRole('alert').allInnerTexts();
    const toasts = (page: Page) => page.locator('.Toastify__toast').allInnerTexts();
    const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    it('deposits by UPI with a UTR and a screenshot; the operator approves and the balance rises by the amount; a used UTR is refused', async () => {
      const page = await player('localhost', 375);
      await show(page, '/deposit', 'deposit-page');
      const deposit = page.getByTestId('deposit-page');
      expect(await deposit.getByTestId('upi-qr').getAttribute('data-text')).toBe('upi://pay?pa=sandbox.exchange@upi&pn=Sandbox%20Exchange&cu=INR');

      // Bank transfer: the operator's account to copy, the button saying Copied.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url('localhost').replace(/\/$/, '') });
      await deposit.getByRole('group', { name: 'Payment method' }).getByRole('button', { name: 'Bank transfer (IMPS/NEFT)' }).click();
      const payTo = deposit.getByTestId('pay-to');
      expect((await payTo.innerText()).replace(/\s+/g, ' ')).toContain('Account number 000123456789');
      await payTo.getByRole('button', { name: 'Copy Account number' }).click();
      await payTo.getByRole('button', { name: 'Account number copied' }).waitFor();
      expect(await payTo.getByRole('button', { name: 'Account number copied' }).innerText()).toBe('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('000123456789');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SHOTS, 'wallet-deposit-bank-375.png'), fullPage: true });
      await deposit.getByRole('group', { name: 'Payment method' }).getByRole('button', { name: 'UPI' }).click();

      // Empty, then wrong fields: the messages, no call.
      await deposit.getByRole('button', { name: 'Submit deposit' }).click();
      await expect.poll(() => alerts(page)).toEqual(['Enter an amount.', 'Enter the UTR (reference) of your transfer.']);
      await deposit.getByLabel('Amount (₹)').fill('50');
      await deposit.getByLabel('UTR / reference number').fill('12345');
      await deposit.getByLabel('Payment screenshot (optional)').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('not an image, whatever its name and type say') });
      await deposit.getByRole('button', { name: 'Submit deposit' }).click();
      await expect.poll(() => alerts(page)).toEqual(['Amount for UPI must be between ₹100.00 and ₹1,00,000.00.', 'UTR must be exactly 12 digits for UPI.', 'The screenshot must be a PNG, JPEG or WebP image.']);

      // A quick amount puts the amount in the QR code.
      await deposit.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '₹500' }).click();
      expect(await deposit.getByTestId('upi-qr').getAttribute('data-text')).toBe('upi://pay?pa=sandbox.exchange@upi&pn=Sandbox%20Exchange&am=500.00&cu=INR');
      const reference = utr();
      await deposit.getByLabel('UTR / reference number').fill(reference);
      await deposit.getByLabel('Payment screenshot (optional)').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SHOTS, 'wallet-deposit-filled-375.png'), fullPage: true });
      await deposit.getByRole('button', { name: 'Submit deposit' }).click();
      const submitted = deposit.getByTestId('request-submitted');
      await submitted.waitFor();
      const referenceNo = await submitted.getByTestId('request-reference').innerText();
      expect(await submitted.innerText()).toContain(`Deposit request ${referenceNo} of ₹500.00 is pending.`);
      expect(await submitted.innerText()).not.toContain('The screenshot was not added');

      // The operator approves: the player is told and the balance rises by exactly ₹500.
      expect((await operator(`payment-requests/${encodeURIComponent(referenceNo)}/approve`)).success).toBe(true);
      await expect.poll(() => toasts(page), { timeout: 10_000 }).toContain('Deposit ₹500.00 approved');
      await expect.poll(() => balance(page), { timeout: 10_000 }).toBe('₹1,00,500.00');

      // Its details: approved, with the screenshot drawn from an object URL.
      await submitted.getByRole('link', { name: 'View request' }).click();
      const details = page.getByTestId('transaction-details');
      await details.getByTestId('request-details').waitFor();
      expect(await details.getByTestId('request-status').innerText()).toMatch(/approved/i);
      const image = details.getByTestId('request-screenshot');
      await image.waitFor();
      expect(await image.getAttribute('src')).toMatch(/^blob:/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SHOTS, 'wallet-details-375.png'), fullPage: true });

      // The same UTR again: refused as the server says, the form kept.
      await show(page, '/deposit', 'deposit-page');
      await deposit.getByLabel('Amount (₹)').fill('750');
      await deposit.getByLabel('UTR / reference number').fill(reference);
      await deposit.getByRole('button', { name: 'Submit deposit' }).click();
      await expect.poll(() => deposit.getByTestId('deposit-refusal').innerText().catch(() => '')).toBe(`UTR ${reference} has already been used for a deposit. Check the reference of your transfer.`);
      expect(await deposit.getByLabel('Amount (₹)').inputValue()).toBe('750');
      expect(await deposit.getByLabel('UTR / reference number').inputValue()).toBe(reference);

      // Transactions list it, approved.
      await show(page, '/transactions', 'transactions-page');
      const row = page.getByTestId('transaction-row').first();
      expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(new RegExp(`Deposit.*₹500\\.00.*UPI.*approved.*${referenceNo}`, 'i'));
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SHOTS, 'wallet-transactions-rows-375.png'), fullPage: true });
      await page.close();
    }, 120_000);

    it('a demo player is told it cannot withdraw, in the server’s words, with no form and nothing held', async () => {
      const page = await player('localhost', 375);
      await show(page, '/withdraw', 'withdraw-page');
      const withdraw = page.getByTestId('withdraw-page');
      expect(await withdraw.getByTestId('withdraw-not-allowed').innerText()).toBe('Demo accounts cannot withdraw. Register to withdraw real money.');
      expect(await withdraw.getByTestId('withdrawable').innerText()).toBe('₹0.00');
      expect(await withdraw.getByRole('form').count()).toBe(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeFindings(page, '[data-testid="withdraw-page"]')).toEqual([]);
      await page.screenshot({ path: join(SHOTS, 'wallet-withdraw-demo-375.png'), fullPage: true });
      expect(await balance(page)).toBe('₹1,00,000.00');
      await show(page, '/transactions', 'transactions-page');
      await page.getByTestId('transactions-page').getByText('No data found').waitFor();
      await page.close();
    }, 60_000);

    it('a registered player adds a bank account, withdraws (held from the balance at once) and cancels (given back)', async () => {
      const page = await registeredPlayer(suite, 'localhost', 1280, { rupees: 1_00_000 });
      await show(page, '/withdraw', 'withdraw-page');
      const withdraw = page.getByTestId('withdraw-page');
      expect(await withdraw.getByTestId('withdrawable').innerText()).toBe('₹1,00,000.00');

      const form = withdraw.getByRole('form', { name: 'Add payout account' });
      await form.getByLabel("Account holder's name").fill('Asha Rao');
      await form.getByLabel('Account number', { exact: true }).fill('123456789012');
      await form.getByLabel('Confirm account number').fill('123456789013');
      await form.getByLabel('IFSC').fill('sbin123');
      await form.getByRole('button', { name: 'Save account' }).click();
      await expect.poll(() => form.getByRole('alert').allInnerTexts()).toEqual(['Account numbers do not match.', 'IFSC must be 4 letters, a 0, then 6 letters or digits (like SBIN0001234).']);
      await form.getByLabel('Confirm account number').fill('123456789012');
      await form.getByLabel('IFSC').fill('sbin0001234');
      expect(await form.getByLabel('IFSC').inputValue()).toBe('SBIN0001234');
      await form.getByRole('button', { name: 'Save account' }).click();
      const account = withdraw.getByTestId('payout-account');
      await account.waitFor();
      expect(await account.innerText()).toContain('Asha Rao · A/c XXXXXXXX9012 · SBIN0001234');

      // More than can be withdrawn: refused before a call.
      await withdraw.getByLabel('Amount (₹)').fill('200000');
      await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
      await expect.poll(() => withdraw.getByRole('alert').allInnerTexts()).toEqual(['You can withdraw at most ₹1,00,000.00 now.']);

      await withdraw.getByLabel('Amount (₹)').fill('1000');
      await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
      await withdraw.getByTestId('request-submitted').waitFor();
      await expect.poll(() => balance(page), { timeout: 10_000 }).toBe('₹99,000.00');
      await expect.poll(() => withdraw.getByTestId('withdrawable').innerText()).toBe('₹99,000.00');
      const pending = withdraw.getByTestId('pending-withdrawal');
      expect(await pending.innerText()).toContain('₹1,000.00');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SHOTS, 'wallet-withdraw-pending-1280.png'), fullPage: true });

      await pending.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => balance(page), { timeout: 10_000 }).toBe('₹1,00,000.00');
      await expect.poll(() => toasts(page), { timeout: 10_000 }).toContain('Withdrawal ₹1,000.00 cancelled');
      await expect.poll(() => pending.count()).toBe(0);
      await show(page, '/transactions', 'transactions-page');
      expect((await page.getByTestId('transaction-row').first().innerText()).replace(/\s+/g, ' ')).toMatch(/Withdrawal.*₹1,000\.00.*cancelled/i);

      // Another, rejected by the operator: the toast gives the reason, the amount comes back, the details say why.
      await show(page, '/withdraw', 'withdraw-page');
      await withdraw.getByLabel('Amount (₹)').fill('600');
      await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
      const referenceNo = await withdraw.getByTestId('request-reference').innerText();
      await expect.poll(() => balance(page), { timeout: 10_000 }).toBe('₹99,400.00');
      expect((await operator(`payment-requests/${encodeURIComponent(referenceNo)}/reject`, { reason: 'The account name does not match.' })).success).toBe(true);
      await expect.poll(() => toasts(page), { timeout: 10_000 }).toContain('Withdrawal ₹600.00 rejected: The account name does not match.');
      await expect.poll(() => balance(page), { timeout: 10_000 }).toBe('₹1,00,000.00');
      await withdraw.getByRole('link', { name: 'View request' }).click();
      await page.getByTestId('transaction-details').getByTestId('rejection-reason').waitFor();
      expect(await page.getByTestId('rejection-reason').innerText()).toBe('Reason: The account name does not match.');
      expect(await page.getByTestId('transaction-details').getByRole('button', { name: 'Cancel withdrawal' }).count()).toBe(0);
      await page.screenshot({ path: join(SHOTS, 'wallet-details-rejected-1280.png'), fullPage: true });
      await page.close();
    }, 120_000);

    it('the yellow brand (deposit and withdrawal off) has no /deposit or /withdraw and no link to them, but keeps /transactions; an unknown reference is not found', async () => {
      const page = await player('yellow.localhost', 375);
      for (const path of ['/deposit', '/withdraw']) {
        await page.goto(suite.server.url('yellow.localhost', path));
        await page.getByTestId('not-found-page').waitFor();
        expect(await page.getByTestId('not-found-page').innerText()).toContain(`There is no page at ${path}`);
        expect(await page.locator('a[href="/deposit"], a[href="/withdraw"]').count()).toBe(0);
      }
      await page.getByTestId('header-balance').first().click();
      const drawer = page.getByTestId('signed-in-drawer');
      expect(await drawer.locator('a[href="/deposit"], a[href="/withdraw"]').count()).toBe(0);
      await drawer.getByRole('region', { name: 'Statements' }).getByRole('link', { name: 'Transactions' }).click();
      await page.waitForURL((url) => url.pathname === '/transactions');
      await page.getByTestId('transactions-page').getByText('No data found').waitFor();

      // Someone else's or a made-up reference: not found, in the server's words.
      await page.goto(suite.server.url('yellow.localhost', '/transactions-details/deposit/D0000000000'));
      await page.getByTestId('transaction-details').getByText('No deposit request D0000000000 on your account.').waitFor();
      await page.close();
    }, 60_000);

    it('Free Cash: signed up with WELCOME100, the first approved deposit is matched; played, it is bet with but locked from withdrawal', async () => {
      const page = await registeredPlayer(suite, 'localhost', 375, { promoCode: 'WELCOME100' });

      // Before any deposit: the promotion waits for it.
      await show(page, '/deposit', 'deposit-page');
      const freeCash = page.getByTestId('free-cash');
      await freeCash.waitFor();
      expect(await freeCash.getByTestId('free-cash-bonus').getAttribute('data-status')).toBe('awaiting-deposit');
      const deposit = page.getByTestId('deposit-page');
      await deposit.getByLabel('Amount (₹)').fill('1000');
      await deposit.getByLabel('UTR / reference number').fill(utr());
      await deposit.getByRole('button', { name: 'Submit deposit' }).click();
      const referenceNo = await deposit.getByTestId('request-reference').innerText();
      expect(await operator(`payment-requests/${referenceNo}/approve`)).toMatchObject({ success: true });
      await expect.poll(() => balance(page), { timeout: 15_000 }).toBe('₹1,000.00');

      // Matched 100 %: ₹1,000 Free Cash, played into the balance, the withdrawable amount leaving it out.
      await show(page, '/withdraw', 'withdraw-page');
      await expect.poll(() => freeCash.getByTestId('free-cash-amount').innerText()).toBe('₹1,000.00');
      await freeCash.getByRole('button', { name: 'Play with ₹1,000.00 Free Cash' }).click();
      await expect.poll(() => toasts(page)).toContain('₹1,000.00 Free Cash is now in your balance to bet with.');
      await expect.poll(() => balance(page), { timeout: 15_000 }).toBe('₹2,000.00');
      await expect.poll(() => page.getByTestId('withdrawable').innerText()).toBe('₹1,000.00');
      expect(await freeCash.getByTestId('free-cash-locked').innerText()).toBe('₹1,000.00');
      expect(await freeCash.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
      expect(await freeCash.innerText()).toContain('Wagered ₹0.00 of ₹10,000.00: ₹10,000.00 more on settled bets releases ₹1,000.00.');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SHOTS, 'wallet-free-cash-375.png'), fullPage: true });
      await page.close();
    }, 120_000);

    it.each([375, 1280])('every wallet page in every brand at %i px: themed, no wider than the screen, no serious accessibility finding', async (width) => {
      for (const host of HOSTS) {
        const page = await player(host, width);
        const pages = host.startsWith('yellow') ? [['/transactions', 'transactions-page']] : [['/deposit', 'deposit-page'], ['/withdraw', 'withdraw-page'], ['/transactions', 'transactions-page']];
        for (const [path, testId] of pages) {
          await show(page, path!, testId!);
          expect(await overflow(page), `${host}${path} at ${width}`).toBeLessThanOrEqual(0);
          expect(await seriousAxeFindings(page, `[data-testid="${testId}"]`), `${host}${path} at ${width}`).toEqual([]);
          await page.screenshot({ path: join(SHOTS, `wallet-${host.split('.')[0]}${path!.replace('/', '-')}-${width}.png`), fullPage: true });
        }
        await page.close();
      }
    }, 180_000);
  },
  { sandbox: { adminToken: ADMIN_TOKEN, autoApproval: { who: 'off' } } },
);
