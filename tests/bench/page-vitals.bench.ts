/**
 * The home page's largest contentful paint and cumulative layout shift in Chromium on a slow phone:
 * 4× CPU slowdown and a 150 ms, 1.6 Mbps network (Lighthouse's "slow 4G"), for a visitor and for a
 * logged-in player, cold cache each time. Targets: LCP ≤ 1.8 s, CLS ≤ 0.05.
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { coldPage, SLOW_PHONE_LOADS } from './slow-phone';
import { demoSession } from './demo-session';
import { percentile } from './trace';
import { startServer } from '../support/test-server';
import { FIRST_RENDER_MARK } from '../../engine/boot/marks';
import { judge, type Verdict } from './verdict';

export const LCP_TARGET_MS = 1800;
export const CLS_TARGET = 0.05;

const RUNS = 3;

interface Vitals {
  lcp: number;
  cls: number;
  lcpElement: string;
  /** When the app itself first rendered (the server draws the home heading before that). */
  appRendered: number;
}

/** Observers installed before any page script runs, so no entry is missed. */
function installObservers(): void {
  const w = window as unknown as { __vitals: { lcp: number; cls: number; lcpElement: string } };
  w.__vitals = { lcp: 0, cls: 0, lcpElement: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element }>) {
      w.__vitals.lcp = entry.startTime;
      const el = entry.element;
      w.__vitals.lcpElement = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"` : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) w.__vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function measure(browser: Browser, url: string, storage: Record<string, string> | null): Promise<Vitals> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true });
  if (storage) {
    await context.addInitScript((items) => {
      if (!sessionStorage.getItem('__seeded')) {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        sessionStorage.setItem('__seeded', '1');
      }
    }, storage);
  }
  await context.addInitScript(installObservers);
  const page = await coldPage(context);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-boot="mounted"]', { timeout: 60_000 });
  // Late content (market lists, balance) may still become the largest paint or shift the page.
  await page.waitForTimeout(4000);
  const vitals = await page.evaluate((mark) => ({
    ...(window as unknown as { __vitals: Vitals }).__vitals,
    appRendered: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
  }), FIRST_RENDER_MARK);
  await context.close();
  return vitals;
}

const median = (values: number[]) => percentile(values, 50);

export async function runPageVitalsBench(): Promise<Verdict> {
  const server = await startServer();
  const browser = await launchChromium();
  let met = true;
  let verdict: Verdict;
  try {
    console.log(`\nHome page vitals at 375 px, 4× CPU slowdown, 150 ms and 1.6 Mbps, cold cache (median of ${RUNS})`);
    const setup = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const player = await demoSession(setup, server.url('localhost'));
    await setup.close();
    // The stored session belongs to the origin it was made on, so the player runs on that brand only.
    const cases = [
      { who: 'visitor', host: 'localhost', storage: null },
      { who: 'visitor', host: 'green.localhost', storage: null },
      { who: 'player', host: 'localhost', storage: player },
    ];
    for (const { who, host, storage } of cases) {
      const runs: Vitals[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, server.url(host), storage));
      const lcp = median(runs.map((r) => r.lcp));
      const cls = median(runs.map((r) => r.cls));
      met &&= lcp <= LCP_TARGET_MS && cls <= CLS_TARGET;
      const element = runs[runs.length - 1]!.lcpElement;
      const app = median(runs.map((r) => r.appRendered));
      console.log(`  ${who.padEnd(8)} ${host.padEnd(16)} LCP ${Math.round(lcp).toString().padStart(5)} ms  CLS ${cls.toFixed(3)}  app rendered ${Math.round(app)} ms  (largest: ${element})`);
    }
    verdict = judge(`home LCP ≤ ${LCP_TARGET_MS} ms, CLS ≤ ${CLS_TARGET}`, met, SLOW_PHONE_LOADS);
  } finally {
    await browser.close();
    await server.close();
  }
  return verdict;
}
