/**
 * Starts the server from its configuration: the one path shared by `npm start` (development, main.ts)
 * and `npm run serve` (production, serve.ts). Closes gracefully on SIGINT and SIGTERM.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ExchangeServer, type ServerOptions } from './app';
import { ConfigError, loadConfig } from './config/load-config';
import { serverOptions } from './config/server-options';
import type { Config } from './config/settings';
import { configureLogging } from './log';
import { readBrandData } from './brand-files';
import { localBrandAddresses } from '../domain/brand/brand-index';

/** The project folder: the nearest one above this module holding package.json (from server/ or from the build). */
export function projectRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

/** The configuration, or the process ends naming every problem (before any logger exists to say so). */
export function configOrExit(env?: Record<string, string | undefined>): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(78);
  }
}

/** What a caller of its own adds to a start (benchmarks add load no setting offers). */
export interface StartSteps {
  /** Runs once logging is set up, before the server is made (`npm start` builds the front end here). */
  before?: () => void;
  /** The options made from the settings, as the server is to get them. */
  options?: (options: ServerOptions) => ServerOptions;
  /** The server once made, before it listens. */
  made?: (app: ExchangeServer) => void;
}

export async function start(config: Config, root: string, steps: StartSteps = {}): Promise<void> {
  const logger = configureLogging({ level: config.LOG_LEVEL, format: config.LOG_FORMAT ?? (config.NODE_ENV === 'production' ? 'json' : 'pretty') });
  steps.before?.();
  const options = serverOptions(config, root);
  const app = await createServer(steps.options?.(options) ?? options);
  steps.made?.(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  const port = config.PORT || (app.server.address() as { port: number }).port;
  const brands = localBrandAddresses(readBrandData(config.BRANDS_ROOT ?? root, root).index, port);
  logger.info({ port, mode: config.NODE_ENV }, `Serving all brands on ${brands.join(', ')}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      logger.info(`${signal}: closing`);
      void app.close().then(() => {
        logger.flush();
        process.exit(0);
      });
    });
  }
}
