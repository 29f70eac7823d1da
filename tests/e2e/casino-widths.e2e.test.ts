/**
 * Every casino table, the lobby and Aviator at each phone width and on desktop, logged in: nothing is
 * wider than its frame or the screen, and every control of a game is inside the frame's width, where
 * a thumb can reach it. Screenshots of each go to test-results/screenshots.
 */
import { join } from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInChromium, SHOTS } from '../support/browser-suite';
import { demoPlayer } from '../support/demo-player';

const WIDTHS = [320, 360, 375, 390, 412, 1280];
const TABLES = [
  { path: '/casino-live/7001/T001', name: 'Teen Patti 20-20' },
  { path: '/casino-live/7002/T002', name: 'Andar Bahar' },
  { path: '/casino-live/7003/T003', name: 'Dragon Tiger' },
  { path: '/casino-live/7004/T004', name: '32 Cards' },
  { path: '/casino-live/7005/T005', name: 'Lucky 7' },
];

/** How far the document scrolls sideways, and the controls that stick out of the viewport's width. */
function sideways(): { overflow: number; outside: string[] } {
  const width = document.documentElement.clientWidth;
  const outside = [...document.querySelectorAll('button, input, select, a[href], [role="button"]')]
    .filter((node) => {
      const box = node.getBoundingClientRect();
      const off = (b: DOMRect) => b.left < -0.5 || b.right > width + 0.5;
      if (box.width === 0 || !off(box)) return false;
      // A row that scrolls sideways on its own (the sport and category strips) brings its controls in.
      for (let up = node.parentElement; up; up = up.parentElement) {
        if (/(auto|scroll)/.test(getComputedStyle(up).overflowX) && up.scrollWidth > up.clientWidth) return off(up.getBoundingClientRect());
      }
      return true;
    })
    .map((node) => `${node.tagName.toLowerCase()} "${(node.textContent || node.getAttribute('aria-label') || '').trim().slice(0, 40)}"`);
  return { overflow: document.documentElement.scrollWidth - width, outside };
}

async function expectFits(where: Page | FrameLocator, label: string): Promise<void> {
  const found = 'evaluate' in where ? await where.evaluate(sideways) : await where.locator('html').evaluate(sideways);
  expect(found, label).toEqual({ overflow: 0, outside: [] });
}

async function closeCasinoNotice(page: Page): Promise<void> {
  const notice = page.getByTestId('casino-notice');
  if (await notice.isVisible().catch(() => false)) {
    await notice.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'detached' });
  }
}

describeInChromium('casino and Aviator at every width', (suite) => {
  it.each(WIDTHS)('at %i px every table, the lobby and Aviator fit, every control within reach', async (width) => {
    const page = await demoPlayer(suite, 'localhost', width);
    const open = (path: string) => page.goto(suite.server.url('localhost', path));
    for (const table of TABLES) {
      await open(table.path);
      const frame = page.frameLocator('[data-testid="game-frame"]');
      await frame.getByTestId('casino-table').getByRole('heading', { name: table.name }).waitFor({ timeout: 60_000 });
      await closeCasinoNotice(page);
      // The strip of results is the widest thing a table draws; a table just started has few, so it is
      // filled to the twelve it shows at most, with the longest label, before measuring.
      await frame.getByTestId('results-strip').evaluate((strip) => {
        while (strip.children.length < 12) strip.append(Object.assign(document.createElement('li'), { textContent: 'Tie' }));
      });
      await expectFits(frame, `${table.name} at ${width} px`);
      await expectFits(page, `${table.name} page at ${width} px`);
      await page.screenshot({ path: join(SHOTS, `table-${table.path.split('/').pop()}-${width}.png`) });
    }
    await open('/casino-lobby/casino');
    await page.getByTestId('game-tile').first().waitFor();
    await closeCasinoNotice(page);
    await expectFits(page, `lobby at ${width} px`);
    await open('/aviator');
    const aviator = page.frameLocator('[data-testid="game-frame"]');
    await expect.poll(() => aviator.getByTestId('aviator-balance').innerText(), { timeout: 30_000 }).toContain('₹');
    await expectFits(aviator, `Aviator at ${width} px`);
    await expectFits(page, `Aviator page at ${width} px`);
    await page.screenshot({ path: join(SHOTS, `aviator-${width}.png`) });
    await page.close();
  });
});
