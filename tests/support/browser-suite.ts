/**
 * Shared set-up of the browser suites: Chromium and a running server for the suite, screenshots in
 * test-results/screenshots, and a clear message when Chromium is not installed.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { chromiumAvailable, CHROMIUM_PATH, launchChromium } from './chromium';
import { PROJECT_ROOT } from './fixtures';
import type { ServerOptions } from '../../server/app';
import { startServer, type RunningServer } from './test-server';

export const SHOTS = join(PROJECT_ROOT, 'test-results', 'screenshots');

export interface BrowserSuite {
  browser: Browser;
  server: RunningServer;
}

/** `serverOptions` reach the suite's server (a bet delay, a ball every few seconds). */
export function describeInChromium(name: string, body: (suite: BrowserSuite) => void, serverOptions: Partial<ServerOptions> = {}): void {
  const available = chromiumAvailable();
  if (!available) console.warn(`Browser tests skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium).`);
  describe.skipIf(!available)(name, () => {
    const suite = {} as BrowserSuite;
    beforeAll(async () => {
      suite.server = await startServer(PROJECT_ROOT, serverOptions);
      suite.browser = await launchChromium();
      mkdirSync(SHOTS, { recursive: true });
    });
    afterAll(async () => {
      await suite.browser?.close();
      await suite.server?.close();
    });
    body(suite);
  });
}
