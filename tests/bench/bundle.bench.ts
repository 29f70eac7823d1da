/**
 * For each brand's home route: the gzipped JavaScript the browser loads before first render, and the
 * size of every plugin chunk. Target: at most 120 KB gzip for the home route's initial JavaScript. The
 * shipped brands are measured beside `lean` (tests/fixtures/lean-brand), which enables only support: what
 * a brand saves by leaving plugins out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../support/chromium';
import { PROJECT_ROOT } from '../support/fixtures';
import { chunkPlugins, pluginsLoaded } from '../support/chunk-owners';
import { brandsWithLean, LEAN_HOST } from '../support/lean-brand';
import { startServer } from '../support/test-server';
import { FIRST_RENDER_MARK } from '../../engine/boot/marks';
import { judge, type Verdict } from './verdict';

export const HOME_JS_BUDGET_KB = 120;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function runBundleBench(): Promise<Verdict> {
  const brands = brandsWithLean();
  const server = await startServer(PROJECT_ROOT, { brandsRoot: brands.root });
  const browser = await launchChromium();
  const owners = chunkPlugins();
  let withinBudget = true;
  let verdict: Verdict;
  try {
    console.log('\nHome route: gzipped JavaScript loaded before first render');
    for (const host of ['localhost', 'green.localhost', 'yellow.localhost', LEAN_HOST]) {
      const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
      await page.goto(server.url(host));
      await page.waitForSelector('html[data-boot="mounted"]');
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_RENDER_MARK);
      await page.waitForTimeout(1000);
      // Scripts whose request started before the first render was committed.
      const before: string[] = await page.evaluate((mark) => {
        const rendered = performance.getEntriesByName(mark)[0]!.startTime;
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js') && e.startTime < rendered)
          .map((e) => new URL(e.name).pathname);
      }, FIRST_RENDER_MARK);
      const scripts = new Map(before.map((path) => [path, gzipSync(readFileSync(join(PROJECT_ROOT, 'dist', path)), { level: 9 }).length]));
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      withinBudget &&= total <= HOME_JS_BUDGET_KB * 1024;
      console.log(`  ${host.padEnd(18)} ${kb(total).padStart(9)}  plugins: ${pluginsLoaded(before, owners).join(', ') || 'none'}`);
      console.log(`  ${''.padEnd(18)} ${''.padStart(9)}  (${[...scripts.entries()].map(([f, s]) => `${f.replace('/assets/', '')} ${kb(s)}`).join(', ')})`);
      await page.close();
    }
    verdict = judge(`home route's JavaScript before the first render ≤ ${HOME_JS_BUDGET_KB} KB gzipped, each brand`, withinBudget, []);

    console.log('\nChunks (gzip)');
    const assets = join(PROJECT_ROOT, 'dist', 'assets');
    for (const file of readdirSync(assets).filter((f) => f.endsWith('.js')).sort()) {
      const size = gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
      const kind = file.startsWith('plugin-') ? 'plugin' : file.startsWith('vendor-') ? 'lazy vendor' : file.startsWith('main-') ? 'engine' : 'lazy page';
      console.log(`  ${file.padEnd(44)} ${kb(size).padStart(9)}  ${kind}`);
    }
  } finally {
    await browser.close();
    await server.close();
    brands.remove();
  }
  return verdict;
}
