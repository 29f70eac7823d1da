/**
 * axe-core finds no serious or critical violation on any route of the app, for a logged-in player, in
 * every brand at phone and desktop widths. The routes walked are checked against the plugins' and the
 * engine's route tables, so a page added later is walked too (or this test says which one is missing).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousAxeFindings, type AxeFinding } from '../support/axe';
import { describeInChromium } from '../support/browser-suite';
import { PROJECT_ROOT } from '../support/fixtures';
import { dismissFairPlay } from '../support/post-login';

const BRANDS = [
  ['red', 'localhost'],
  ['green', 'green.localhost'],
  ['yellow', 'yellow.localhost'],
] as const;

/** Each route pattern with a path that opens it (ids filled in from the running sandbox). */
function routeWalk(eventId: string): Array<[pattern: string, path: string]> {
  return [
    ['/', '/'],
    ['/sports-page/:sportsName/:eventTypeId', '/sports-page/Cricket/4'],
    ['/competition-detail-page/:competitionName/:eventTypeId/:competitionId', '/competition-detail-page/Indian%20Premier%20League/4/101480'],
    ['/event-page/:eventTypeId/:eventId', `/event-page/4/${eventId}`],
    ['/virtual-event-page/:eventTypeId', '/virtual-event-page/v9'],
    ['/horse-racing', '/horse-racing'],
    ['/greyhound-racing', '/greyhound-racing'],
    ['/indian-card-games', '/indian-card-games'],
    ['/casino-lobby/*', '/casino-lobby/casino'],
    ['/casino-live/:gameId/:tableId', '/casino-live/7003/T003'],
    ['/table-casino-live/:eventName', '/table-casino-live/dragon-tiger'],
    ['/casino_live/:id', '/casino_live/7001'],
    ['/aviator', '/aviator'],
    ['/open-bets', '/open-bets'],
    ['/settings', '/settings'],
    ['/account-statement', '/account-statement'],
    ['/account-statement-details', '/account-statement-details'],
    ['/betting-profit-loss', '/betting-profit-loss'],
    ['/betting-profit-loss-details', '/betting-profit-loss-details'],
    ['/transfer-statement', '/transfer-statement'],
    ['/deposit', '/deposit'],
    ['/withdraw', '/withdraw'],
    ['/transactions', '/transactions'],
    ['/transactions-details/:type/:refrenceNo', '/transactions-details/deposit/1'],
    ['change-password', '/change-password'],
    ['time-setting', '/time-setting'],
    ['rules-regulations', '/rules-regulations'],
    ['exclusion-policy', '/exclusion-policy'],
    ['responsible-gambling', '/responsible-gambling'],
    ['privacy-policy', '/privacy-policy'],
    ['download-apk', '/download-apk'],
  ];
}

/** Every route pattern the plugins and the engine's account pages declare, read from their sources. */
function declaredRoutes(): string[] {
  const plugins = readdirSync(join(PROJECT_ROOT, 'plugins')).map((id) => join(PROJECT_ROOT, 'plugins', id, 'index.ts'));
  const sources = [...plugins, join(PROJECT_ROOT, 'engine/pages/account-routes.tsx')].map((file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  });
  return sources.flatMap((source) => [...source.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]!));
}

describeInChromium('axe on every route', (suite) => {
  async function player(host: string, width: number): Promise<Page> {
    const page = await suite.browser.newPage({ viewport: { width, height: 860 } });
    await page.goto(suite.server.url(host));
    await page.waitForSelector('html[data-boot="mounted"]');
    await page.getByRole('button', { name: 'Log In' }).first().click();
    await page.getByRole('button', { name: 'Login With Demo Id' }).click();
    await page.getByTestId('header-balance').first().waitFor();
    await dismissFairPlay(page);
    return page;
  }

  async function anEvent(): Promise<string> {
    const body = (await (await fetch(suite.server.url('localhost', '/api/exchange/odds/eventType/4'))).json()) as { result: Array<{ eventId: string; inPlay?: boolean }> };
    return (body.result.find((e) => e.inPlay) ?? body.result[0]!).eventId;
  }

  it('walks every route the app declares', async () => {
    const walked = new Set(routeWalk(await anEvent()).map(([pattern]) => pattern));
    expect(declaredRoutes().filter((pattern) => !walked.has(pattern))).toEqual([]);
  });

  for (const [brand, host] of BRANDS) {
    for (const width of [375, 1280]) {
      it(`${brand} at ${width} px: no serious or critical finding on any route`, async () => {
        const page = await player(host, width);
        const found: Record<string, AxeFinding[]> = {};
        for (const [, path] of routeWalk(await anEvent())) {
          await page.goto(suite.server.url(host, path));
          await page.waitForSelector('html[data-boot="mounted"]');
          await page.locator('main').first().waitFor({ state: 'attached' });
          // Let the page's data arrive (most findings are in what it draws from it): no loading line left in main.
          await page
            .waitForFunction(() => !document.querySelector('[data-testid="fallback-loader"]') && !/Loading…/.test(document.querySelector('main')?.textContent ?? 'Loading…'), undefined, { timeout: 10_000 })
            .catch(() => undefined);
          const findings = await seriousAxeFindings(page);
          if (findings.length) found[path] = findings;
        }
        expect(found).toEqual({});
        await page.close();
      }, 240_000);
    }
  }
});
