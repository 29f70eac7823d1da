/**
 * Every login is followed, 300 ms later, by the fair-play warning (a modal: the page under it takes no
 * clicks until it is closed). Browser tests that go on using the page after a login close it here.
 */
import type { Page } from 'playwright-core';

export async function dismissFairPlay(page: Page): Promise<void> {
  const warning = page.getByTestId('fair-play-dialog');
  await warning.waitFor();
  await page.keyboard.press('Escape');
  await warning.waitFor({ state: 'detached' });
}
