/**
 * npm start builds first when dist/ is missing or older than any source it is made from. The build is
 * the `wl build` command, run as a child process: the server shares no code with the CLI.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sourceDigest } from './build-digest.mjs';

/** What rollup builds from: the app, and the game provider's pages (its tables and Aviator), which are bundled too. */
const SOURCES = ['domain', 'engine', 'plugins', 'schemas', 'server/casino-provider/table-page', 'server/casino-provider/page-kit', 'server/aviator/page', 'rollup.config.mjs', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'generated' || entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function newerThanBuild(root: string, sources: readonly string[]): string | undefined {
  const built = statSync(join(root, 'dist', '.build-stamp')).mtimeMs;
  return sources.find((source) => newestMtime(join(root, source)) > built);
}

export function isBuildStale(root: string): boolean {
  if (!existsSync(join(root, 'dist', '.build-stamp')) || !existsSync(join(root, 'dist', 'index.html'))) return true;
  return newerThanBuild(root, SOURCES) !== undefined;
}

/**
 * Why the compiled server cannot run from this folder, with the command that fixes it; null when it
 * can. `builtFrom`: the digest of the sources the running build was made from (build-digest.mjs).
 */
export function buildProblem(root: string, builtFrom: string): string | null {
  const missing = ['dist/.build-stamp', 'dist/index.html', 'dist/server/serve.mjs'].find((file) => !existsSync(join(root, file)));
  if (missing) return `No build here (${missing} is missing): run npm run build first.`;
  return sourceDigest(root) === builtFrom ? null : 'The build in dist/ was made from other sources than these: run npm run build again.';
}

export function buildIfNeeded(root: string, log: (line: string) => void): void {
  if (!isBuildStale(root)) return;
  log('dist/ is missing or older than the sources: building');
  const build = spawnSync(process.execPath, [join(root, 'cli', 'wl.mjs'), '--root', root, 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  for (const line of `${build.stdout ?? ''}${build.stderr ?? ''}`.split('\n')) if (line.trim()) log(line);
  if (build.status !== 0) throw new Error('The build failed; see the messages above.');
}
