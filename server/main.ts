/**
 * npm start: build when needed, then serve every brand and the sandbox exchange on PORT (default 8080).
 * DATA_DIR (default .data) keeps the SQLite database and the OTP outbox; DATABASE_URL switches to
 * PostgreSQL; REDIS_URL fans socket events out across processes.
 *
 * npm start gives Node --v8-pool-size=0 (package.json): V8's background threads, which run its garbage
 * collector's concurrent and parallel work, are as many as the machine has cores less one, instead of
 * Node's fixed four. On two cores, four of them marking at once took both cores from the thread serving
 * sockets and the wallet's writer for tens of milliseconds, once or twice in every 10 s of 5,000 casino
 * bets a second (200 to 850 acknowledgements over 20 ms in a second): in seven alternating runs the
 * second round's ack p99 was 21 to 62 ms with four (met in none) and 9 to 38 ms with one (met in five).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './app';
import { buildIfNeeded } from './build-if-needed';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const env = (name: string) => (process.env[name] ? process.env[name] : undefined);

/** DEPOSIT_AUTO_APPROVE: demo (default), all or off; DEPOSIT_AUTO_APPROVE_SECONDS: the wait, default 30. */
function autoApproval(who: string | undefined, seconds: string | undefined): { who?: 'demo' | 'all' | 'off'; delayMs?: number } {
  if (who !== undefined && who !== 'demo' && who !== 'all' && who !== 'off') throw new Error(`DEPOSIT_AUTO_APPROVE must be demo, all or off, not ${who}.`);
  const wait = seconds === undefined ? undefined : Number(seconds);
  if (wait !== undefined && !(Number.isFinite(wait) && wait >= 0)) throw new Error(`DEPOSIT_AUTO_APPROVE_SECONDS must be a number of seconds, not ${seconds}.`);
  return { ...(who ? { who } : {}), ...(wait === undefined ? {} : { delayMs: wait * 1000 }) };
}

buildIfNeeded(root, (line) => console.log(line));
const app = await createServer({
  root,
  brandsRoot: env('BRANDS_ROOT') ?? root,
  logger: process.env.LOG !== 'off',
  redisUrl: env('REDIS_URL'),
  redisPrefix: env('REDIS_PREFIX'),
  trustedProxies: env('TRUSTED_PROXIES'),
  sandbox: {
    dataDir: env('DATA_DIR') ?? join(root, '.data'),
    databaseUrl: env('DATABASE_URL'),
    databaseSchema: env('DATABASE_SCHEMA'),
    betDelayMs: env('BET_DELAY_MS') === undefined ? undefined : Number(env('BET_DELAY_MS')),
    adminToken: env('ADMIN_TOKEN'),
    autoApproval: autoApproval(env('DEPOSIT_AUTO_APPROVE'), env('DEPOSIT_AUTO_APPROVE_SECONDS')),
  },
  runtime: {
    seed: env('FEED_SEED') ? Number(env('FEED_SEED')) : undefined,
    epoch: env('FEED_EPOCH') ? Number(env('FEED_EPOCH')) : undefined,
    ballMs: env('BALL_MS') ? Number(env('BALL_MS')) : undefined,
    conflateMs: env('PRICE_CONFLATE_MS') === undefined ? undefined : Number(env('PRICE_CONFLATE_MS')),
    stressUpdatesPerSecond: env('PRICE_STORM') ? Number(env('PRICE_STORM')) : undefined,
  },
});
await app.listen({ port, host });
console.log(`Serving all brands on http://localhost:${port} (default), http://green.localhost:${port}, http://yellow.localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
