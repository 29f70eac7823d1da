/** When a server start rebuilds dist/: a source of the app or of the provider's pages changed after the last build. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isBuildStale } from './build-if-needed';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A project whose every file was written `secondsAgo` ago, built 100 s ago. */
function project(files: Record<string, number>): string {
  root = mkdtempSync(join(tmpdir(), 'wl-stale-'));
  const now = Date.now() / 1000;
  for (const [path, secondsAgo] of Object.entries({ ...files, 'dist/.build-stamp': 100, 'dist/index.html': 100 })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), 'x');
    utimesSync(join(root, path), now - secondsAgo, now - secondsAgo);
  }
  return root;
}

describe('isBuildStale', () => {
  it.each([
    ['nothing changed since the build', { 'engine/main.tsx': 200, 'server/aviator/page/main.ts': 200 }, false],
    ['an engine file changed', { 'engine/main.tsx': 10 }, true],
    ["the Aviator page's code changed", { 'server/aviator/page/main.ts': 10 }, true],
    ["a casino table page's code changed", { 'server/casino-provider/table-page/main.ts': 10 }, true],
    ['only server code the bundle does not hold changed', { 'server/app.ts': 10, 'engine/main.tsx': 200 }, false],
  ])('%s → %s', (_name, files, stale) => {
    expect(isBuildStale(project(files))).toBe(stale);
  });

  it('is stale when nothing was built', () => {
    root = mkdtempSync(join(tmpdir(), 'wl-stale-'));
    expect(isBuildStale(root)).toBe(true);
  });
});
