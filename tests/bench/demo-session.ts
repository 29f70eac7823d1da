import type { Page } from 'playwright-core';

/** A demo player's stored session, made by the demo login (POST LoginWithDemo) of the page's own app. */
export async function demoSession(page: Page, url: string): Promise<Record<string, string>> {
  await page.goto(url);
  await page.waitForSelector('html[data-boot="mounted"]');
  await page.getByRole('button', { name: 'Log In' }).first().click();
  await page.getByRole('button', { name: 'Login With Demo Id' }).click();
  await page.getByTestId('header-balance').first().waitFor();
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''])));
}
