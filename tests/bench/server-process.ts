/** Runs `server/main.ts` in a child process on a free port, for benchmarks and crash tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../support/fixtures';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** SIGTERM, then removes the data folder (unless it was given). */
  stop(): Promise<void>;
  /** SIGKILL, keeping the data folder. */
  kill(): Promise<void>;
}

/** CPU seconds a process has used so far, all its threads (Linux /proc; NaN elsewhere). */
export function processCpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createNetServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

export async function startServerProcess(env: Record<string, string> = {}, nodeArgs: string[] = [], givenDataDir?: string): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'wl-bench-'));
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(PROJECT_ROOT, 'server/main.ts')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BET_DELAY_MS: '0', LOG: 'off', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/server-time`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = new Promise((r) => child.once('exit', r));
  return {
    url,
    child,
    dataDir,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
