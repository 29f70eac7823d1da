/** Starts the real server on a free loopback port for browser tests. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ExchangeServer, type ServerOptions } from '../../server/app';
import { FAST_BALL_MS } from '../../server/feed/simulator';
import { buildIfNeeded } from '../../server/build-if-needed';
import { PROJECT_ROOT } from './fixtures';

export interface RunningServer {
  port: number;
  /** Holds the OTP outbox. */
  dataDir: string;
  url(host: string, path?: string): string;
  /** The server itself, for tests that watch what it hears. */
  app: ExchangeServer;
  close(): Promise<void>;
}

export async function startServer(brandsRoot: string = PROJECT_ROOT, options: Partial<ServerOptions> = {}): Promise<RunningServer> {
  buildIfNeeded(PROJECT_ROOT, (line) => console.log(line));
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-data-'));
  // Sandbox options given by a test (a bet delay, say) go over the defaults; the data folder stays this one.
  const { sandbox, ...rest } = options;
  // Browser suites watch play move: the fast pace unless a test sets its own.
  const app: ExchangeServer = await createServer({ root: PROJECT_ROOT, brandsRoot, ...rest, runtime: { ballMs: FAST_BALL_MS, ...rest.runtime }, sandbox: { memory: true, dataDir, betDelayMs: 0, log: () => {}, ...sandbox } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    dataDir,
    url: (host, path = '/') => `http://${host}:${port}${path}`,
    app,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A copy of brands/ that a test may break. */
export function copyOfBrands(): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'wl-e2e-brands-'));
  cpSync(join(PROJECT_ROOT, 'brands'), join(root, 'brands'), { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
