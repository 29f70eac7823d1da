/**
 * nginx (Debian's package) run from one of the repository's configs under deploy/nginx, in a folder of
 * its own, in the foreground; stopped gracefully. Tests and benchmarks replace the config's ports and
 * paths with theirs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  /** nginx's error log so far, counted by what it says (addresses and times left out). */
  errors(): Map<string, number>;
  stop(): Promise<void>;
}

export function nginxAvailable(): boolean {
  return existsSync(NGINX);
}

/** Runs `config` (an http{} config without pid, error_log or daemon lines) with nginx listening on 127.0.0.1:`listen`; `probe` is a path that answers once it is up. */
export async function startNginx(config: (prefix: string) => string, listen: number, probe = '/'): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'wl-nginx-'));
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  const file = join(prefix, 'nginx.conf');
  const asRoot = process.getuid?.() === 0 ? 'user root;\n' : '';
  writeFileSync(file, `${asRoot}pid ${join(prefix, 'nginx.pid')};\nerror_log ${join(prefix, 'error.log')} warn;\ndaemon off;\n${config(prefix)}`);
  const checked = spawnSync(NGINX, ['-t', '-p', prefix, '-c', file], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused the config: ${checked.stderr}`);
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      await fetch(`${url}${probe}`);
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
