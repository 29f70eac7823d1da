/**
 * The conditions the page benchmarks load under: cache disabled (a cold load), and, when throttled,
 * Lighthouse's "slow 4G" (150 ms latency, 1.6 Mbps down, 750 kbps up) with a 4× CPU slowdown.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { slowCpu } from './cpu-slowdown';

export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** A new page of `context` with its cache disabled and, when `throttled`, on slow 4G at 4× CPU. */
export async function coldPage(context: BrowserContext, throttled = true): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await slowCpu(cdp, 4);
  }
  return page;
}
