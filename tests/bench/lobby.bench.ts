/**
 * The casino lobby on a slow phone: time from navigation to the first game tile on screen, for a
 * logged-in player at 375 × 812 with a 4× CPU slowdown and a 150 ms, 1.6 Mbps network (Lighthouse's "slow
 * 4G"), cold cache, median of 5 loads; with when the games request left, to show it goes out while the
 * page's code loads. Target: first tile ≤ 1.2 s.
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { startServer } from '../support/test-server';
import { coldPage, SLOW_PHONE_LOADS } from './slow-phone';
import { demoSession } from './demo-session';
import { percentile } from './trace';
import { judge, type Verdict } from './verdict';

export const LOBBY_TILES_TARGET_MS = 1200;
const RUNS = 5;
const PATH = '/casino-lobby/casino';

interface LobbyLoad {
  tile: number;
  gamesRequest: number;
}

/** Marks the first frame with a game tile in the viewport, from before the page's own scripts run. */
function installTileProbe(): void {
  const w = window as unknown as { __tile: number };
  w.__tile = Number.NaN;
  const look = () => {
    const tile = document.querySelector('[data-testid="game-tile"]');
    if (tile && tile.getBoundingClientRect().top < innerHeight) requestAnimationFrame(() => (w.__tile = performance.now()));
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

async function measureLobby(browser: Browser, url: string, storage: Record<string, string>): Promise<LobbyLoad> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true });
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
  await context.addInitScript({ content: `(() => { const __name = (f) => f; (${installTileProbe.toString()})(); })();` });
  const page = await coldPage(context);
  await page.goto(url, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(() => !Number.isNaN((window as unknown as { __tile: number }).__tile), null, { timeout: 60_000, polling: 100 }).then(() => true, () => false);
  const result = await page.evaluate(() => ({
    tile: (window as unknown as { __tile: number }).__tile,
    gamesRequest: performance.getEntriesByType('resource').find((e) => e.name.includes('/casino/games'))?.startTime ?? Number.NaN,
  }));
  await context.close();
  return shown ? result : { tile: Number.POSITIVE_INFINITY, gamesRequest: result.gamesRequest };
}

export async function runLobbyBench(): Promise<Verdict> {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const setup = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const player = await demoSession(setup, server.url('localhost'));
    await setup.close();
    const loads: LobbyLoad[] = [];
    for (let i = 0; i < RUNS; i += 1) loads.push(await measureLobby(browser, server.url('localhost', PATH), player));
    const tile = percentile(loads.map((l) => l.tile), 50);
    const request = percentile(loads.map((l) => l.gamesRequest), 50);
    console.log(`\nCasino lobby (${PATH}), player at 375 × 812, 4× CPU, slow 4G, cold cache, median of ${RUNS}:`);
    console.log(`  first tile ${Math.round(tile)} ms (runs: ${loads.map((l) => Math.round(l.tile)).join(', ')}); games requested at ${Math.round(request)} ms`);
    return judge(`first game tile ≤ ${LOBBY_TILES_TARGET_MS} ms`, tile <= LOBBY_TILES_TARGET_MS, SLOW_PHONE_LOADS);
  } finally {
    await browser.close();
    await server.close();
  }
}
