/**
 * Every setting the server reads, in one table: its type, default and what it does. The loader
 * (load-config.ts) validates the environment against the schema built from it; the operator guide's
 * table is written from it (`npm run wl -- docs config`) and a test keeps the two in step.
 */

export type SettingType = 'string' | 'integer' | 'number' | 'boolean';

export interface SettingSpec {
  type: SettingType;
  description: string;
  /** Heading the setting is listed under. */
  group: 'Server' | 'Data' | 'Secrets' | 'Game provider' | 'Exchange' | 'Wallet' | 'Observability';
  default?: string | number | boolean;
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
  /** Never logged or shown back; in production at least 32 characters. */
  secret?: boolean;
}

export const SETTINGS = {
  NODE_ENV: { type: 'string', enum: ['development', 'production', 'test'], default: 'development', group: 'Server', description: 'production: runs only a compiled build, requires the secrets, logs JSON.' },
  PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 8080, group: 'Server', description: 'TCP port the server listens on.' },
  HOST: { type: 'string', default: '0.0.0.0', group: 'Server', description: 'Address the server listens on.' },
  BRANDS_ROOT: { type: 'string', group: 'Server', description: 'Folder holding brands/ (default: the project folder).' },
  TRUSTED_PROXIES: { type: 'string', group: 'Server', description: 'Proxies whose X-Forwarded-For, -Host and -Proto are believed: addresses, CIDR ranges, loopback, linklocal, uniquelocal. None by default.' },
  CORS_ORIGINS: { type: 'string', group: 'Server', description: 'Comma-separated origins of brand sites served from elsewhere (a static host or CDN) that may call the API and open sockets.' },
  DATA_DIR: { type: 'string', default: '.data', group: 'Data', description: 'SQLite database, OTP outbox, payment screenshots and game journals of a single process.' },
  DATABASE_URL: { type: 'string', group: 'Data', description: 'PostgreSQL connection string; without it, SQLite in DATA_DIR. Required with REDIS_URL.' },
  DATABASE_SCHEMA: { type: 'string', group: 'Data', description: 'PostgreSQL schema to use (default public).' },
  REDIS_URL: { type: 'string', group: 'Data', description: 'Redis for several processes: shared roles, the feed and socket events.' },
  REDIS_PREFIX: { type: 'string', group: 'Data', description: 'Start of every Redis key and channel, so clusters sharing a Redis stay apart (default wl:<DATABASE_SCHEMA or main>:).' },
  TOKEN_SECRET: { type: 'string', secret: true, group: 'Secrets', description: 'Signs players\u2019 session tokens. Development: made once and kept in the database.' },
  CASINO_PROVIDER_SECRET: { type: 'string', secret: true, group: 'Secrets', description: 'Signs the game provider\u2019s wallet calls. Development: made once and kept in the database.' },
  ADMIN_TOKEN: { type: 'string', secret: true, group: 'Secrets', description: 'Bearer token of the operator API. Development: made once, kept in the database and written to DATA_DIR/admin-token.' },
  METRICS_TOKEN: { type: 'string', secret: true, group: 'Secrets', description: 'When set, /metrics asks for it as a bearer token.' },
  CASINO_PROVIDER_ORIGIN: { type: 'string', group: 'Game provider', description: 'Origin browsers reach the game provider\u2019s pages on (https://games.example.com). Development: http://casino-provider.localhost:PORT. Required in production.' },
  CASINO: { type: 'string', enum: ['on', 'off'], default: 'on', group: 'Game provider', description: 'off: no card tables in this server.' },
  AVIATOR: { type: 'string', enum: ['on', 'off'], default: 'on', group: 'Game provider', description: 'off: no Aviator in this server.' },
  CASINO_BETTING_MS: { type: 'integer', minimum: 0, group: 'Game provider', description: 'Card tables: betting time of a round (default 15000).' },
  CASINO_REVEAL_MS: { type: 'integer', minimum: 0, group: 'Game provider', description: 'Card tables: time between two cards dealt (default 1000).' },
  CASINO_RESULT_MS: { type: 'integer', minimum: 0, group: 'Game provider', description: 'Card tables: time the result stays up (default 5000).' },
  AVIATOR_BETTING_MS: { type: 'integer', minimum: 0, group: 'Game provider', description: 'Aviator: betting time before a flight (default 5000).' },
  AVIATOR_PAUSE_MS: { type: 'integer', minimum: 0, group: 'Game provider', description: 'Aviator: pause after a crash (default 3000).' },
  AVIATOR_SIMULATED_BETTORS: { type: 'string', enum: ['on', 'off'], group: 'Game provider', description: 'Aviator: on seats 12 to 30 simulated bettors in every round\u2019s All Bets, tagged as simulated, moving no money; on by default outside production (a demo table looks live), off by default in production.' },
  AVIATOR_SPEED: { type: 'number', minimum: 0.01, group: 'Game provider', description: 'Aviator: clock speed, 1 real time (demos and tests fly faster).' },
  BET_DELAY_MS: { type: 'integer', minimum: 0, group: 'Exchange', description: 'Overrides every market type\u2019s bet delay (default the spec\u2019s delays, 5 s for match odds).' },
  FEED_SEED: { type: 'integer', group: 'Exchange', description: 'Seed of the simulated feed (default 20261122).' },
  FEED_EPOCH: { type: 'integer', group: 'Exchange', description: 'Start time of the simulated card, in ms since 1970 (default now).' },
  BALL_MS: { type: 'integer', minimum: 1, group: 'Exchange', description: 'Simulated cricket: milliseconds per ball of a real match (default 30000, about two balls a minute; 4000 plays fast for demos and tests).' },
  PRICE_CONFLATE_MS: { type: 'integer', minimum: 0, group: 'Exchange', description: 'Price updates of a market sent at most once per this many ms (0: every change).' },
  DEPOSIT_AUTO_APPROVE: { type: 'string', enum: ['demo', 'all', 'off'], default: 'demo', group: 'Wallet', description: 'Which pending deposits approve themselves: demo players\u2019, all, or none.' },
  DEPOSIT_AUTO_APPROVE_SECONDS: { type: 'number', minimum: 0, default: 30, group: 'Wallet', description: 'How long a deposit waits before it approves itself.' },
  LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info', group: 'Observability', description: 'Least severe log level written; silent for none.' },
  LOG_FORMAT: { type: 'string', enum: ['json', 'pretty'], group: 'Observability', description: 'json (default in production) or pretty (default in development).' },
} as const satisfies Record<string, SettingSpec>;

export type SettingName = keyof typeof SETTINGS;

type ValueOf<S> = S extends { enum: readonly (infer E)[] } ? E : S extends { type: 'integer' | 'number' } ? number : S extends { type: 'boolean' } ? boolean : string;

/** The settings as the server uses them: those with a default are always there. */
export type Config = { readonly [K in SettingName]: (typeof SETTINGS)[K] extends { default: unknown } ? ValueOf<(typeof SETTINGS)[K]> : ValueOf<(typeof SETTINGS)[K]> | undefined };
