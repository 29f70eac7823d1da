/**
 * Production as an operator runs it: the repository's files, the build, only `dependencies` installed
 * (`npm prune --omit=dev`), then `NODE_ENV=production npm run serve`. Without its secrets it stops and
 * names each one; with them it is ready, serves its figures and the home page with prices; a stale build
 * stops it with the command to run. The packages are hard-linked from this checkout (a fresh install of
 * the same lockfile takes minutes here; `npm run bench -- production` times one).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../bench/server-process';
import { PROJECT_ROOT } from '../support/fixtures';

const built = existsSync(join(PROJECT_ROOT, 'dist/server/serve.mjs'));
if (!built) console.warn('Production install test skipped: no build (npm run build).');

const secret = () => randomBytes(24).toString('hex');

/** The repository's files as a fresh clone has them (tracked and new, not ignored), their times kept. */
function copyOfRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wl-production-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(PROJECT_ROOT, file))) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(PROJECT_ROOT, file), join(dir, file), { preserveTimestamps: true });
  }
  return dir;
}

/** Hard links to this checkout's files, except npm's own record, which prune rewrites in place. */
function linkTree(from: string, to: string): void {
  execFileSync('cp', ['-al', from, to]);
  rmSync(join(to, '.package-lock.json'), { force: true });
}

function serve(dir: string, env: Record<string, string>): { exited: Promise<number>; output: () => string; stop: () => void } {
  const child = spawn(process.execPath, ['--v8-pool-size=0', 'dist/server/serve.mjs'], { cwd: dir, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  return { exited, output: () => output, stop: () => child.kill('SIGTERM') };
}

describe.skipIf(!built)('a production install', () => {
  let dir: string;

  beforeAll(() => {
    dir = copyOfRepository();
    linkTree(join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules'));
    execFileSync('cp', ['-al', join(PROJECT_ROOT, 'dist'), join(dir, 'dist')]);
    const pruned = spawnSync('npm', ['prune', '--omit=dev', '--offline', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8' });
    expect(pruned.status, pruned.stderr).toBe(0);
  }, 120_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('has only the dependencies: no TypeScript runner, bundler or test runner', () => {
    for (const dev of ['tsx', 'rollup', 'vitest', 'typescript']) expect(existsSync(join(dir, 'node_modules', dev)), dev).toBe(false);
    for (const needed of ['fastify', 'pino', 'prom-client', 'socket.io']) expect(existsSync(join(dir, 'node_modules', needed)), needed).toBe(true);
  });

  it('refuses to start without its secrets, naming each one', async () => {
    const server = serve(dir, { NODE_ENV: 'production', PORT: '0' });
    expect(await server.exited).toBe(78);
    for (const name of ['TOKEN_SECRET', 'ADMIN_TOKEN', 'CASINO_PROVIDER_SECRET', 'CASINO_PROVIDER_ORIGIN']) expect(server.output()).toContain(`${name} is required in production`);
  });

  it('with them is ready, serves its figures and the home page with prices, takes a bet on its writer thread, and logs JSON', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'wl-production-data-'));
    const server = serve(dir, { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BET_DELAY_MS: '0', TOKEN_SECRET: secret(), ADMIN_TOKEN: secret(), CASINO_PROVIDER_SECRET: secret(), CASINO_PROVIDER_ORIGIN: `http://casino-provider.localhost:${port}` });
    try {
      const base = `http://127.0.0.1:${port}`;
      let ready: Response | undefined;
      for (let tries = 0; tries < 200 && !ready?.ok; tries += 1) {
        ready = await fetch(`${base}/readyz`).catch(() => undefined);
        if (!ready?.ok) await new Promise((resolve) => setTimeout(resolve, 150));
      }
      expect(ready?.status, server.output()).toBe(200);
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await metrics.text()).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m);
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toMatch(/<button[^>]*data-side="back"[^>]*>(?:(?!<\/button>).)*<b>\d+\.\d+<\/b>/s);
      // On a database file the bets are written by the compiled writer thread.
      const token = (await (await fetch(`${base}/api/LoginWithDemo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()).token.accessToken as string;
      const events = (await (await fetch(`${base}/api/exchange/odds/eventType/1`)).json()).result as Array<{ markets: Array<{ marketId: string; runners: Array<{ selectionId: string }> }> }>;
      const market = events.find((e) => e.markets.length > 0)!.markets[0]!;
      const order = [{ side: 0, price: 101, selectionId: market.runners[0]!.selectionId, marketId: market.marketId, totalSize: 100, betSlipRef: 'production-1' }];
      const placed = await fetch(`${base}/api/exchange/order/`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(order) });
      expect(placed.status, await placed.clone().text()).toBe(200);
      expect((await placed.json()).result[0]).toMatchObject({ betSlipRef: 'production-1' });
      const lines = server.output().split('\n').filter(Boolean);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    } finally {
      server.stop();
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('stops with the command to run when the sources differ from the build', async () => {
    appendFileSync(join(dir, 'server', 'app.ts'), '\n// changed after the build\n');
    const server = serve(dir, { NODE_ENV: 'production', TOKEN_SECRET: secret(), ADMIN_TOKEN: secret(), CASINO_PROVIDER_SECRET: secret(), CASINO_PROVIDER_ORIGIN: 'https://games.example.com' });
    expect(await server.exited).toBe(78);
    expect(server.output()).toBe('The build in dist/ was made from other sources than these: run npm run build again.\n');
  });
});
