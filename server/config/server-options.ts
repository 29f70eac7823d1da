/** The validated configuration turned into the server's options: the only place settings reach the server. */
import { join } from 'node:path';
import type { ServerOptions } from '../app';
import type { Config } from './settings';

const defined = <T extends object>(value: T): Partial<T> => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export function serverOptions(config: Config, root: string): ServerOptions {
  return {
    root,
    brandsRoot: config.BRANDS_ROOT ?? root,
    production: config.NODE_ENV === 'production',
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    trustedProxies: config.TRUSTED_PROXIES,
    corsOrigins: (config.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean),
    metricsToken: config.METRICS_TOKEN,
    sandbox: {
      dataDir: config.DATA_DIR.startsWith('/') ? config.DATA_DIR : join(root, config.DATA_DIR),
      databaseUrl: config.DATABASE_URL,
      databaseSchema: config.DATABASE_SCHEMA,
      betDelayMs: config.BET_DELAY_MS,
      adminToken: config.ADMIN_TOKEN,
      tokenSecret: config.TOKEN_SECRET,
      autoApproval: { who: config.DEPOSIT_AUTO_APPROVE, delayMs: config.DEPOSIT_AUTO_APPROVE_SECONDS * 1000 },
      casino: defined({ secret: config.CASINO_PROVIDER_SECRET }),
    },
    runtime: defined({ seed: config.FEED_SEED, epoch: config.FEED_EPOCH, ballMs: config.BALL_MS, conflateMs: config.PRICE_CONFLATE_MS }),
    casino: { off: config.CASINO === 'off', publicOrigin: config.CASINO_PROVIDER_ORIGIN, timing: defined({ bettingMs: config.CASINO_BETTING_MS, revealMs: config.CASINO_REVEAL_MS, resultMs: config.CASINO_RESULT_MS }) },
    aviator: { off: config.AVIATOR === 'off', simulatedBettors: (config.AVIATOR_SIMULATED_BETTORS ?? (config.NODE_ENV === 'production' ? 'off' : 'on')) === 'on', timing: defined({ bettingMs: config.AVIATOR_BETTING_MS, pauseMs: config.AVIATOR_PAUSE_MS, speed: config.AVIATOR_SPEED }) },
  };
}
