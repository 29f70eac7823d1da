/**
 * The conditions the page benchmarks load under: cache disabled (a cold load), and, when throttled,
 * Lighthouse's "slow 4G" (150 ms latency, 1.6 Mbps down, 750 kbps up) with a 4× CPU slowdown.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { slowCpu } from './cpu-slowdown';
import type { Load } from './verdict';

export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** What a throttled page offers, against what the page targets name: 4× CPU, 150 ms and 1.6 Mbps. */
export const SLOW_PHONE_LOADS: readonly Load[] = [
  { unit: '× CPU slowdown', offered: CPU_SLOWDOWN, required: 4, exactly: true },
  { unit: 'ms network latency', offered: SLOW_4G.latency, required: 150, exactly: true },
  { unit: 'Mbps down', offered: (SLOW_4G.downloadThroughput * 8) / 1024 / 1024, required: 1.6, exactly: true },
];

/** A new page of `context` with its cache disabled and, when `throttled`, on slow 4G at 4× CPU. */
export async function coldPage(context: BrowserContext, throttled = true): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await slowCpu(cdp, CPU_SLOWDOWN);
  }
  return page;
}
