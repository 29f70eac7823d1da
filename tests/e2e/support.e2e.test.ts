import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeInChromium, SHOTS } from '../support/browser-suite';

describeInChromium('support plugin in Chromium', (suite) => {
  /** `clock`: the page's timers run on a clock the test steps (installed before the page loads). */
  async function open(host: string, path: string, width: number, clock = false): Promise<Page> {
    const page = await suite.browser.newPage({ viewport: { width, height: 800 } });
    if (clock) await page.clock.install();
    await page.goto(suite.server.url(host, path));
    await page.waitForSelector('html[data-boot="mounted"]');
    await page.waitForSelector('footer');
    return page;
  }

  it('shows the WhatsApp button on home only, expanding on hover and collapsing after 3 s', async () => {
    const page = await open('localhost', '/', 375, true);
    const button = page.getByTestId('whatsapp-button');
    await button.waitFor();
    expect(await button.getAttribute('href')).toBe('https://wa.me/919876543210?text=Hi%2C%20I%20need%20help%20with%20my%20account.');
    const collapsed = (await button.boundingBox())!.width;
    // From here the page's time moves only when stepped: the 3 s run from the hover.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await button.hover();
    await expect.poll(async () => (await button.boundingBox())!.width).toBeGreaterThan(collapsed + 40);
    expect(await button.getAttribute('data-expanded')).toBe('true');
    // Still open 1 ms short of 3 s after the hover, whether or not the pointer stays; closed at 3 s.
    await page.mouse.move(10, 400);
    await page.clock.runFor(2999);
    expect(await button.getAttribute('data-expanded')).toBe('true');
    await page.clock.runFor(1);
    await expect.poll(() => button.getAttribute('data-expanded')).toBe('false');
    await page.clock.resume();
    await page.goto(suite.server.url('localhost', '/default-page'));
    await page.waitForSelector('footer');
    expect(await page.getByTestId('whatsapp-button').count()).toBe(0);
    await page.close();
  });

  it('leaves the WhatsApp button out where no number is configured', async () => {
    const page = await open('yellow.localhost', '/', 375);
    await page.getByTestId('contact-block-footer').waitFor();
    expect(await page.getByTestId('whatsapp-button').count()).toBe(0);
    expect(await page.getByTestId('contact-block-footer').getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')))).toEqual(['Telegram', 'E-mail']);
    await page.close();
  });

  it('shows the contact block on home, and off home only at 1024 px and wider', async () => {
    const phoneHome = await open('green.localhost', '/', 375);
    await phoneHome.getByTestId('contact-block-footer').waitFor();
    expect(await phoneHome.getByTestId('contact-block-sidebar').count()).toBe(0);
    await phoneHome.goto(suite.server.url('green.localhost', '/default-page'));
    await phoneHome.waitForSelector('footer');
    expect(await phoneHome.getByTestId('contact-block-footer').count()).toBe(0);
    await phoneHome.close();

    const desktop = await open('green.localhost', '/default-page', 1280);
    await desktop.getByTestId('contact-block-sidebar').waitFor();
    await desktop.getByTestId('contact-block-footer').waitFor();
    await desktop.close();
  });

  it('opens the support panel with every channel, and closes it with Escape', async () => {
    for (const width of [375, 1280]) {
      const page = await open('localhost', '/', width);
      await page.getByTestId('contact-block-footer').getByRole('button', { name: 'Help & Support' }).click();
      const panel = page.getByRole('dialog', { name: 'Help & Support' });
      await panel.waitFor();
      expect(await panel.locator('li strong').allInnerTexts()).toEqual(['WhatsApp', 'Instagram', 'Facebook', 'Twitter', 'Telegram', 'E-mail']);
      expect(await panel.innerText()).toContain('Our support team is available 24x7, including match days.');
      await page.screenshot({ path: join(SHOTS, `support-panel-red-${width}.png`) });
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await page.close();
    }
  });
});
