/** A browser page logged in as a new demo player (₹1,00,000, fair-play warning closed), and opening a page of the app until it has loaded. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BrowserSuite } from './browser-suite';
import { dismissFairPlay } from './post-login';

/** `touch`: a phone's touch screen (taps, no mouse). */
export async function demoPlayer(suite: BrowserSuite, host: string, width: number, touch = false): Promise<Page> {
  const page = await suite.browser.newPage({ viewport: { width, height: 900 }, ...(touch ? { hasTouch: true, isMobile: true } : {}) });
  await page.goto(suite.server.url(host));
  await page.waitForSelector('html[data-boot="mounted"]');
  await page.getByRole('button', { name: 'Log In' }).first().click();
  await page.getByRole('button', { name: 'Login With Demo Id' }).click();
  await expect.poll(() => page.getByTestId('header-balance').first().innerText(), { timeout: 15_000 }).toBe('₹1,00,000.00');
  await dismissFairPlay(page);
  return page;
}

/** Opens `path` on the page's host and waits for `testId` to show without its Loading… line. */
export async function showPage(suite: BrowserSuite, page: Page, path: string, testId: string): Promise<void> {
  await page.goto(suite.server.url(new URL(page.url()).hostname, path));
  await page.waitForSelector('html[data-boot="mounted"]');
  await page.getByTestId(testId).waitFor();
  await page.getByTestId(testId).getByText('Loading…').waitFor({ state: 'detached' });
}
