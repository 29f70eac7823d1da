/**
 * Runs `server/main.ts` in a child process on a free port, for benchmarks and crash tests; with load of a
 * benchmark's own (a storm of price changes, a lobby of thousands), `tests/bench/bench-server.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../support/fixtures';

/** The Node options `npm start` gives the server (package.json's start script): a benchmark measures the server as it is run. */
export const START_NODE_OPTIONS: readonly string[] = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

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

/** Each thread's time on a CPU and waiting for one so far, in seconds, by thread id (Linux /proc; empty elsewhere). */
export function threadCpuSeconds(pid: number | undefined): Map<string, { cpu: number; waiting: number }> {
  const threads = new Map<string, { cpu: number; waiting: number }>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const [cpu, waiting] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
      threads.set(tid, { cpu: cpu! / 1e9, waiting: waiting! / 1e9 });
    }
  } catch {
    // Not Linux, or the process is gone.
  }
  return threads;
}

/**
 * The busiest threads between two readings, as percentages of one core over `ms`, each with the share
 * of the time it was ready to run but waiting for a core: "62 % (waiting 20 %), 35 % (waiting 9 %)".
 */
export function busiestThreads(before: Map<string, { cpu: number; waiting: number }>, after: Map<string, { cpu: number; waiting: number }>, ms: number, count = 4): string {
  const shares = [...after].map(([tid, now]) => ({ cpu: ((now.cpu - (before.get(tid)?.cpu ?? 0)) * 1e5) / ms, waiting: ((now.waiting - (before.get(tid)?.waiting ?? 0)) * 1e5) / ms })).sort((a, b) => b.cpu - a.cpu);
  return shares
    .slice(0, count)
    .map((share) => `${share.cpu.toFixed(0)} % (waiting ${share.waiting.toFixed(0)} %)`)
    .join(', ');
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

/** `root`: the project folder whose server runs (another checkout, to compare builds); `port`: a fixed port (a proxy in front expects it). */
export interface ServerPlace {
  root?: string;
  port?: number;
  /** Where the server's output goes (appended), instead of this process's stderr. */
  logFile?: string;
  /** Runs the compiled server (dist/server/serve.mjs, `npm run serve`) instead of the TypeScript. */
  compiled?: boolean;
  /** Load no setting offers, added by the bench's own entry (bench-server.ts). */
  load?: BenchServerLoad;
}

export interface BenchServerLoad {
  /** Market `stress.1` moving this many times a second (price-storm.ts). */
  priceStorm?: number;
  /** The casino lobby listing this many games, the catalogue padded with numbered fillers. */
  lobbyGames?: number;
}

/** The Node arguments that run the server of `root`: main.ts, the compiled build, or the bench's entry when it adds load. */
function serverEntry(root: string, place: ServerPlace): string[] {
  if (place.load && place.compiled) throw new Error('A benchmark\'s own load runs on the TypeScript server (bench-server.ts), not the compiled one.');
  if (place.load) return ['--import', 'tsx', join(root, 'tests/bench/bench-server.ts'), JSON.stringify(place.load)];
  return place.compiled ? [join(root, 'dist/server/serve.mjs')] : ['--import', 'tsx', join(root, 'server/main.ts')];
}

export async function startServerProcess(env: Record<string, string> = {}, nodeArgs: string[] = [], givenDataDir?: string, place: ServerPlace = {}): Promise<ServerProcess> {
  // BENCH_SERVER_ROOT runs another checkout's server (the same benchmark, two builds compared).
  const root = place.root ?? process.env.BENCH_SERVER_ROOT ?? PROJECT_ROOT;
  const port = place.port ?? (await freePort());
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'wl-bench-'));
  // BENCH_SERVER_NODE_ARGS adds Node options to every server a benchmark starts (e.g. --trace-gc).
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...START_NODE_OPTIONS, ...nodeArgs, ...extra, ...serverEntry(root, place)], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BET_DELAY_MS: '0', LOG_LEVEL: 'silent', LOG: 'off' /* LOG=off: builds before LOG_LEVEL, compared with BENCH_SERVER_ROOT */, ...env },
    stdio: place.logFile ? ['ignore', openSync(place.logFile, 'a'), openSync(place.logFile, 'a')] : ['ignore', extra.length ? 'inherit' : 'ignore', 'inherit'],
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
