/**
 * Where links lead, in Chromium at 375 and 1280 px: a path no page serves shows 'Page not found' in the
 * brand's frame with the way home; a visitor on a guarded page gets the login popup and, logged in,
 * the page asked for; menu entries a brand marks coming soon open the coming-soon popup; Download APK and the
 * footer's Android app open the brand's app page, or say the brand has none.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInChromium, SHOTS } from '../support/browser-suite';
import { dismissFairPlay } from '../support/post-login';

const WIDTHS = [375, 1280] as const;

describeInChromium('missing pages in Chromium', (suite) => {
  async function open(host: string, path: string, width: number): Promise<Page> {
    const page = await suite.browser.newPage({ viewport: { width, height: 860 } });
    await page.goto(suite.server.url(host, path));
    await page.waitForSelector('html[data-boot="mounted"]');
    return page;
  }

  it.each(WIDTHS)('a path no page serves is not found, in the frame, with the way home, at %i px', async (width) => {
    const page = await open('localhost', '/poker-room/lobby', width);
    const notFound = page.getByTestId('not-found-page');
    await notFound.waitFor();
    expect(new URL(page.url()).pathname).toBe('/poker-room/lobby');
    expect(await notFound.getByRole('heading').innerText()).toBe('Page not found');
    expect(await notFound.innerText()).toContain('There is no page at /poker-room/lobby on Crimson Exchange.');
    // The brand's frame around it: header with the logo and Log In, the footer below.
    expect(await page.getByRole('banner').getByRole('button', { name: 'Log In' }).count()).toBe(1);
    await page.getByText('Pay with').waitFor();
    expect(await page.getByTestId('auth-dialog').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, `not-found-red-${width}.png`) });
    await notFound.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('home-markets').waitFor();
    await page.close();
  });

  it.each(WIDTHS)('a visitor on a guarded page gets the login popup and, logged in, the page asked for, at %i px', async (width) => {
    const page = await open('green.localhost', '/change-password', width);
    const dialog = page.getByTestId('auth-dialog');
    await dialog.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('page'))).toBe('/change-password');
    await page.screenshot({ path: join(SHOTS, `guarded-login-green-${width}.png`) });
    await dialog.getByRole('button', { name: 'Login With Demo Id' }).click();
    await page.waitForURL((url) => url.pathname === '/change-password');
    await dismissFairPlay(page);
    await page.getByTestId('change-password-page').waitFor();
    await page.close();
  });

  it.each(WIDTHS)('the Horse Racing entry, coming soon in this brand, opens the coming-soon popup at %i px', async (width) => {
    const page = await open('localhost', '/', width);
    const menu = width < 1024 ? page.getByTestId('phone-menu-row') : page.getByRole('banner');
    await menu.getByRole('button', { name: 'Horse Racing' }).click();
    const soon = page.getByTestId('coming-soon');
    await soon.waitFor();
    expect(await soon.innerText()).toContain('Will Be Available Soon');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it("Download APK in the phone drawer opens the brand's Android app page at 375 px", async () => {
    const page = await open('localhost', '/', 375);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('mobile-drawer').getByRole('link', { name: 'Download APK' }).click();
    const download = page.getByTestId('download-app-page');
    await download.waitFor();
    expect(new URL(page.url()).pathname).toBe('/download-apk');
    expect(await download.getByRole('heading').innerText()).toBe('Crimson Exchange for Android');
    expect(await download.getByRole('link', { name: 'Download the Android app' }).getAttribute('href')).toBe('https://crimsonexchange.in/downloads/crimson-exchange.apk');
    expect(await page.getByTestId('header-title').innerText()).toBe('Download APK');
    await page.screenshot({ path: join(SHOTS, 'download-apk-red-375.png') });
    await page.close();
  });

  it.each(WIDTHS)('the footer Android app link says plainly when the brand has no app, at %i px', async (width) => {
    const page = await open('yellow.localhost', '/', width);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Android app' }).click();
    const download = page.getByTestId('download-app-page');
    await download.waitFor();
    expect(new URL(page.url()).pathname).toBe('/download-apk');
    expect(await download.getByRole('heading').innerText()).toBe('Android app not available');
    expect(await download.innerText()).toContain('Sunrise Exchange does not offer an Android app.');
    await page.screenshot({ path: join(SHOTS, `download-apk-yellow-${width}.png`) });
    await download.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });
});
