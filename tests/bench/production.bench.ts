/**
 * Numbers for operators, from a production install: how long `npm ci --omit=dev` takes in a fresh clone,
 * cold start of `npm run serve` to ready, resident memory idle and after 1,000 page loads, and the home
 * page's requests a second with p99 through nginx (deploy/nginx/cluster.conf, one process) under wrk.
 * No target is named for these: the figures are printed for operators to plan with.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_SOURCES } from '../../server/build-digest.mjs';
import { PROJECT_ROOT } from '../support/fixtures';
import { nginxAvailable } from '../support/nginx';
import { startNginx } from './cluster-nginx';
import { freePort } from './server-process';
import { machineLoad } from './verdict';

const WRK = '/usr/bin/wrk';
const secret = () => randomBytes(24).toString('hex');

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? NaN) / 1024;
}

async function untilReady(base: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if ((await fetch(`${base}/readyz`).catch(() => undefined))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the server did not become ready in 60 s');
}

/** wrk's requests a second and p99 (ms) from its --latency report. */
function wrkFigures(output: string): { perSecond: number; p99: number } {
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const [, value, unit] = /\s99%\s+([\d.]+)(us|ms|s)/.exec(output) ?? [];
  const p99 = Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
  return { perSecond, p99 };
}

export async function runProductionBench(): Promise<void> {
  console.log('\nProduction: install, start, memory, home page through nginx');
  if (!existsSync(join(PROJECT_ROOT, 'dist/server/serve.mjs'))) return console.log('  not run: no build (npm run build)');
  const dir = mkdtempSync(join(tmpdir(), 'wl-production-bench-'));
  try {
    execFileSync('git', ['clone', '--quiet', PROJECT_ROOT, dir]);
    for (const file of ['package.json', 'package-lock.json']) execFileSync('cp', ['-p', join(PROJECT_ROOT, file), join(dir, file)]);
    let started = performance.now();
    const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8' });
    const installSeconds = (performance.now() - started) / 1000;
    if (install.status !== 0) return console.log(`  not run: npm ci --omit=dev failed: ${install.stderr.slice(-400)}`);
    console.log(`  npm ci --omit=dev in a fresh clone: ${installSeconds.toFixed(1)} s`);
    // The build is made where devDependencies are (here, this checkout), then shipped; a clone of the
    // same commit with the working tree's sources would match its digest.
    execFileSync('rm', ['-rf', join(dir, 'dist')]);
    execFileSync('cp', ['-a', join(PROJECT_ROOT, 'dist'), join(dir, 'dist')]);
    for (const source of BUILD_SOURCES) {
      rmSync(join(dir, source), { recursive: true, force: true });
      if (existsSync(join(PROJECT_ROOT, source))) execFileSync('cp', ['-a', join(PROJECT_ROOT, source), join(dir, source)]);
    }

    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'wl-production-data-'));
    const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TOKEN_SECRET: secret(), ADMIN_TOKEN: secret(), CASINO_PROVIDER_SECRET: secret(), CASINO_PROVIDER_ORIGIN: `http://casino-provider.localhost:${port}` };
    started = performance.now();
    const child = spawn(process.execPath, ['--v8-pool-size=0', 'dist/server/serve.mjs'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
    const base = `http://127.0.0.1:${port}`;
    try {
      await untilReady(base, Date.now() + 60_000);
      console.log(`  cold start to /readyz 200: ${Math.round(performance.now() - started)} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5000));
      console.log(`  resident memory idle (5 s after ready): ${rssMb(child.pid!).toFixed(0)} MB`);
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      for (let done = 0; done < 1000; done += 10) await Promise.all(Array.from({ length: 10 }, async () => (await fetch(`${base}/`, { headers })).arrayBuffer()));
      console.log(`  resident memory after 1,000 page loads: ${rssMb(child.pid!).toFixed(0)} MB`);
      if (!nginxAvailable() || !existsSync(WRK)) return console.log('  home page through nginx: not run (apt-get install -y nginx wrk)');
      const listen = await freePort();
      const proxy = await startNginx(listen, [port]);
      try {
        const wrk = spawnSync(WRK, ['-t2', '-c32', '-d15s', '--latency', '-H', 'Accept-Encoding: gzip, deflate, br', `${proxy.url}/`], { encoding: 'utf8' });
        const { perSecond, p99 } = wrkFigures(wrk.stdout);
        console.log(`  home page through nginx (wrk, 2 threads, 32 connections, 15 s): ${perSecond.toFixed(0)} requests/s, p99 ${p99.toFixed(1)} ms`);
      } finally {
        await proxy.stop();
      }
    } finally {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    console.log(`  no target (figures for operators); ${machineLoad()}`);
  }
}
