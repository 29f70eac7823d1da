/**
 * nginx (Debian's package) in front of the cluster benchmark's server processes, run from the
 * repository's own config (deploy/nginx/cluster.conf) with its ports replaced by the benchmark's.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../support/fixtures';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const NGINX_CONFIG = join(PROJECT_ROOT, 'deploy/nginx/cluster.conf');

export interface Proxy {
  url: string;
  /** nginx's error log so far, counted by what it says (addresses and times left out). */
  errors(): Map<string, number>;
  stop(): Promise<void>;
}

export function nginxAvailable(): boolean {
  return existsSync(NGINX);
}

/** The repository's config with nginx on `listen` and one upstream line per backend port, in both upstreams. */
export function clusterConfig(listen: number, backends: readonly number[], prefix: string): string {
  const source = readFileSync(NGINX_CONFIG, 'utf8');
  const servers = (line: string) => backends.map((port) => line.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${port}`)).join('\n');
  // Each upstream lists 8081 then 8082: the first line becomes one per backend, the second goes.
  const config = source
    .replace(/^(\s*server 127\.0\.0\.1:8081[^\n]*)\n\s*server 127\.0\.0\.1:8082[^\n]*$/gm, (_all, first: string) => servers(first))
    .replace(/listen 8080;/, `listen 127.0.0.1:${listen};`);
  const asRoot = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${asRoot}pid ${join(prefix, 'nginx.pid')};\nerror_log ${join(prefix, 'error.log')} warn;\ndaemon off;\n${config}`;
}

export async function startNginx(listen: number, backends: readonly number[]): Promise<Proxy> {
  const prefix = mkdtempSync(join(tmpdir(), 'wl-nginx-'));
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, clusterConfig(listen, backends, prefix));
  const checked = spawnSync(NGINX, ['-t', '-p', prefix, '-c', file], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused the config: ${checked.stderr}`);
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/brand-index.json`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    errors() {
      const counted = new Map<string, number>();
      const log = join(prefix, 'error.log');
      if (!existsSync(log)) return counted;
      for (const line of readFileSync(log, 'utf8').split('\n')) {
        const what = line.replace(/^\S+ \S+ \[(\w+)\] \d+#\d+: (\*\d+ )?/, '$1: ').replace(/, client: .*$/, '').replace(/\d+\.\d+\.\d+\.\d+(:\d+)?/g, '…');
        if (what.trim()) counted.set(what, (counted.get(what) ?? 0) + 1);
      }
      return counted;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
