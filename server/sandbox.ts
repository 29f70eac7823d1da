/** The sandbox exchange's services, shared by the HTTP routes and the socket handlers. */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenDatabase } from './db/database';
import { openDatabase } from './db/database';
import { outboxSender, type OtpSender } from './accounts/otp';
import { sharedSecret } from './accounts/shared-secrets';
import { SessionEndings } from './accounts/session-endings';
import { TokenIssuer } from './accounts/tokens';
import { CASINO_GAMES, type CasinoGame } from './catalogue/casino-games';
import { MarketBoard } from './feed/market-board';
import type { ExchangeDeps } from './exchange/orders';
import { placementStore } from './exchange/placement-store';
import { DEFAULT_BET_DELAY_SECONDS } from './exchange/market-types';
import type { AutoApproval, WalletDeps } from './wallet/payments';
import { ScreenshotStore } from './wallet/screenshots';
import { logInfo } from './log';
import { createMetrics, type ServerMetrics } from './observability/metrics';

export interface SandboxOptions {
  dataDir?: string;
  databaseUrl?: string;
  databaseSchema?: string;
  memory?: boolean;
  /** Overrides every market type's bet delay (tests and benchmarks use 0). */
  betDelayMs?: number;
  tokenSecret?: string;
  tokenTtlSeconds?: number;
  log?: (message: string) => void;
  /** The operator API's bearer token (ADMIN_TOKEN); without one, a random token made once and kept in the database, written to DATA_DIR/admin-token. */
  adminToken?: string;
  /** Which pending deposits approve themselves and after how long (DEPOSIT_AUTO_APPROVE, DEPOSIT_AUTO_APPROVE_SECONDS); demo players' after 30 s by default. */
  autoApproval?: Partial<AutoApproval>;
  /**
   * The sandbox game provider's shared secret (CASINO_PROVIDER_SECRET; without one, made once and kept in
   * the database), how long a game token lasts, and the games its lobby lists, read at each request (the
   * catalogue by default; benchmarks and tests list thousands).
   */
  casino?: { secret?: string; sessionTtlMs?: number; lobby?: () => readonly CasinoGame[] };
}

export interface Sandbox {
  database: OpenDatabase;
  board: MarketBoard;
  tokens: TokenIssuer;
  otp: OtpSender;
  exchange: ExchangeDeps;
  now: () => number;
  outboxFile: string;
  /** Demo players start with this many paise. */
  demoBalance: number;
  /** Logouts and password changes, for the sockets to drop ended sessions. */
  sessionEndings: SessionEndings;
  /** Deposits and withdrawals. */
  wallet: WalletDeps;
  /** Payment screenshots, under DATA_DIR/uploads. */
  screenshots: ScreenshotStore;
  /** The operator API's bearer token. */
  adminToken: string;
  /** The sandbox game provider as the operator knows it: its id, the secret wallet calls are signed with, game-token lifetime, the lobby's games. */
  casino: { providerId: string; secret: string; sessionTtlMs: number; lobby: () => readonly CasinoGame[] };
  /** The figures /metrics serves. */
  metrics: ServerMetrics;
  close(): Promise<void>;
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const dataDir = options.dataDir ?? '.data';
  const database = await openDatabase({ dataDir, databaseUrl: options.databaseUrl, schema: options.databaseSchema, memory: options.memory });
  const board = new MarketBoard();
  const now = () => Date.now();
  const log = options.log ?? logInfo;
  const outboxFile = join(dataDir, 'otp-outbox.jsonl');
  const store = placementStore(database);
  const metrics = createMetrics();
  // Given, or made once and kept in the database: the same in every process and after a restart.
  const secret = await sharedSecret(database.db, 'token-secret', options.tokenSecret);
  const casinoSecret = await sharedSecret(database.db, 'casino-provider-secret', options.casino?.secret);
  const adminToken = options.adminToken ?? writeAdminToken(dataDir, await sharedSecret(database.db, 'admin-token', undefined, 24), log);
  return {
    database,
    wallet: { db: database.db, dialect: database.dialect, now, autoApproval: { who: options.autoApproval?.who ?? 'demo', delayMs: options.autoApproval?.delayMs ?? 30_000 } },
    screenshots: new ScreenshotStore(join(dataDir, 'uploads')),
    adminToken,
    casino: { providerId: 'sandbox', secret: casinoSecret, sessionTtlMs: options.casino?.sessionTtlMs ?? 3600_000, lobby: options.casino?.lobby ?? (() => CASINO_GAMES) },
    board,
    metrics,
    tokens: new TokenIssuer(secret, options.tokenTtlSeconds ?? 12 * 3600),
    otp: outboxSender(outboxFile, log),
    exchange: {
      db: database.db,
      dialect: database.dialect,
      store,
      markets: board,
      now,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      betDelayMs: (key) => options.betDelayMs ?? DEFAULT_BET_DELAY_SECONDS[key] * 1000,
    },
    now,
    outboxFile,
    demoBalance: 1_00_000 * 100,
    sessionEndings: new SessionEndings(),
    close: async () => {
      await store.close();
      await database.close();
    },
  };
}

/** The operator token in DATA_DIR/admin-token (mode 0600), where `wl sandbox payments` finds it. */
function writeAdminToken(dataDir: string, token: string, log: (message: string) => void): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, 'admin-token');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  log(`Operator API token written to ${file} (set ADMIN_TOKEN to choose one).`);
  return token;
}
