/**
 * The HTTP server: the built app (dist/) with SPA fallback, the brands' manifests and assets, the brand
 * index, and the sandbox exchange (API under /api, realtime over socket.io).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { proxyTrust } from './api/client-address';
import { mountCasinoWallet } from './casino-wallet';
import { createCasinoProvider, type CasinoProviderOptions, type RoundTiming } from './casino-provider';
import { createAviatorProvider, type AviatorTimingOptions } from './aviator';
import { AVIATOR_PAGE_GAME, aviatorPageRoute, aviatorPageScript } from './aviator/page-route';
import { paymentEvents } from './api/payment-wire';
import { registerApi } from './api/register';
import { readBrandData, verifiedByBuild, type BrandData } from './brand-files';
import { createPageRenderer } from './page-html';
import { startExchangeRuntime, type ExchangeRuntime, type RuntimeOptions } from './exchange-runtime';
import { attachRealtime, homeMarkets, type Realtime } from './realtime/sockets';
import { drawFirstScreen, type FirstScreenSource } from './first-screen';
import { casinoGamesBody } from './api/routes-lists';
import { eventGroupBody, eventTypeBody } from './api/odds-bodies';
import { useRedisAdapter } from './realtime/redis';
import { localCoordination } from './cluster/coordination';
import { forgetSession, forgetUser } from './api/auth-guard';
import { redisCoordination } from './cluster/redis-coordination';
import { roleCalls } from './cluster/role-calls';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox';
import { startAutoApproval } from './wallet/auto-approval';
import { pagePolicies } from './api/page-policy';
import { allowOrigins } from './http/cors';
import { guardOrigins, namespaceAllows } from './http/origins';
import { pageCache } from './http/page-cache';
import { securityHeaders } from './http/security-headers';
import { observeServer, readinessChecks } from './observability/observe-server';
import { logger } from './log';

export interface ServerOptions {
  /** Project folder holding dist/. */
  root: string;
  /** Folder holding brands/ (defaults to root); tests point it at a copy. */
  brandsRoot?: string;
  sandbox?: SandboxOptions;
  runtime?: RuntimeOptions;
  /** REDIS_URL: several processes share roles, the feed and socket events through this Redis. */
  redisUrl?: string;
  /** REDIS_PREFIX: the start of every key and channel, so clusters sharing a Redis stay apart; `wl:<DATABASE_SCHEMA or main>:` by default. */
  redisPrefix?: string;
  /**
   * Proxies whose X-Forwarded-For, -Host and -Proto are believed (TRUSTED_PROXIES: addresses, CIDR
   * ranges, `loopback`, `linklocal`, `uniquelocal`); none by default, so those headers are ignored.
   */
  trustedProxies?: string;
  /** The sandbox game provider: round timing (CASINO_BETTING_MS, CASINO_REVEAL_MS, CASINO_RESULT_MS), or off. */
  /** publicOrigin: where browsers reach the game provider's pages (CASINO_PROVIDER_ORIGIN; default casino-provider.localhost on this port). */
  casino?: { timing?: Partial<RoundTiming>; off?: boolean; publicOrigin?: string };
  /** The sandbox provider's Aviator: round timing and clock speed (AVIATOR_BETTING_MS, AVIATOR_PAUSE_MS, AVIATOR_SPEED), simulated bettors in its lists (AVIATOR_SIMULATED_BETTORS), or off. */
  aviator?: { timing?: AviatorTimingOptions; off?: boolean; simulatedBettors?: boolean };
  /** NODE_ENV=production: brand origins in policies are https only. */
  production?: boolean;
  /** Brand sites served from other origins that may call the API and open sockets (CORS_ORIGINS). */
  corsOrigins?: readonly string[];
  /** When set, /metrics asks for it as a bearer token (METRICS_TOKEN). */
  metricsToken?: string;
}

export interface ExchangeServer extends FastifyInstance {
  sandbox: Sandbox;
  runtime: ExchangeRuntime;
  realtime: Realtime;
}

/**
 * Where players' browsers reach the sandbox game provider's pages: an origin of its own, so a game
 * frame with scripts and same-origin access can never reach the brand's page. CASINO_PROVIDER_ORIGIN
 * in production; in development casino-provider.localhost on this server's port.
 */
function providerOrigin(app: FastifyInstance, configured: string | undefined): string {
  if (configured) return configured.replace(/\/+$/, '');
  const address = app.server.address();
  return `http://casino-provider.localhost:${typeof address === 'object' && address ? address.port : 80}`;
}

/** The built table page's script (dist/assets/casino-table-*.js), as a path the provider's page loads. */
function tableScript(dist: string): string | null {
  const file = existsSync(join(dist, 'assets')) ? readdirSync(join(dist, 'assets')).find((name) => /^casino-table-[\w-]+\.js$/.test(name)) : undefined;
  return file ? `/assets/${file}` : null;
}

/** This server's own loopback address, for the calls the operator and the sandbox provider make to each other. */
function ownUrl(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 80}`;
}

/** br or gzip when the browser takes it (a q=0 refuses); null for neither. */
export function pageEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const offered = new Map(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .map(([name, ...params]) => [name!.trim().toLowerCase(), params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p)) ? 0 : 1] as const),
  );
  if (offered.get('br')) return 'br';
  if (offered.get('gzip')) return 'gzip';
  return null;
}

export async function createServer(options: ServerOptions): Promise<ExchangeServer> {
  const { brandsRoot, dist, brands } = readBuiltBrands(options);
  const trust = proxyTrust(options.trustedProxies);
  const gameOrigin = () => providerOrigin(app, options.casino?.publicOrigin);
  // Bodies are taken as typed (no coercion): a stake sent as the string "100" is refused, as the schemas say.
  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger, genReqId: () => randomUUID(), bodyLimit: 64 * 1024, trustProxy: trust ? (address: string) => trust(address) : false, ajv: { customOptions: { allowUnionTypes: true, coerceTypes: false } } });
  const sandbox = await createSandbox(options.sandbox);
  // Alone, a process holds every role; with Redis, processes share the roles and hear each other.
  const redisPrefix = options.redisPrefix ?? `wl:${options.sandbox?.databaseSchema ?? 'main'}:`;
  const coordination = options.redisUrl ? await redisCoordination({ url: options.redisUrl, prefix: redisPrefix }) : localCoordination();
  const calls = await roleCalls(coordination);
  const cluster = { coordination, calls, db: sandbox.database.db };
  // Every process forgets the tokens it checked of a player whose session ended or access changed, wherever that happened.
  sandbox.sessionEndings.onChange((change) => (change.ended && change.sid ? forgetSession(change.sid) : forgetUser(change.userId)));
  const stopHearingAccess = await sandbox.sessionEndings.connect(coordination.bus, coordination.processId);
  const runtime = await startExchangeRuntime(sandbox, coordination, options.runtime);
  const realtime = attachRealtime(app.server, sandbox, runtime.feed, runtime.orderEvents, { trust, brandIndex: brands.index, corsOrigins: options.corsOrigins ?? [] });
  for (const namespace of ['/', '/admin', '/casino', '/aviator']) {
    realtime.io.of(namespace).use((socket, next) => next(namespaceAllows(namespace, socket.handshake.headers.origin, gameOrigin()) ? undefined : new Error('This page may not open that connection.')));
  }
  runtime.attach(realtime);
  const renderPage = firstScreenRenderer(dist, brandsRoot, brands, sandbox, runtime);
  if (options.redisUrl) await useRedisAdapter(realtime, options.redisUrl, `${redisPrefix}socket.io`);
  const payments = paymentEvents(realtime.emitToPlayer);
  const stopAutoApproval = startAutoApproval(sandbox.wallet, payments.changed);
  // Websocket connections are not requests: the HTTP server's close would wait on them for ever. Players'
  // sockets are told first, and no new one is taken, so their pages see the drop and reconnect elsewhere.
  app.addHook('preClose', async () => realtime.stopAccepting());
  app.addHook('onClose', async () => {
    await runtime.stop();
    await stopAutoApproval();
    await realtime.close();
    await runtime.idle();
    await stopHearingAccess();
    await calls.close();
    await coordination.close();
    await sandbox.close();
  });

  guardOrigins(app, gameOrigin);
  allowOrigins(app, options.corsOrigins ?? []);
  securityHeaders(app, pagePolicies(brandsRoot, brands.index, gameOrigin, options.production ?? false));
  observeServer(app, sandbox, realtime, { checks: readinessChecks(sandbox, coordination, dist), metricsToken: options.metricsToken });
  const page = pageCache(renderPage);

  await serveFiles(app, dist, brandsRoot, brands);
  await registerApi(app, sandbox, runtime, brands, payments);
  await mountCasinoWallet(app, sandbox, { id: sandbox.casino.providerId, secret: sandbox.casino.secret, sessionTtlMs: sandbox.casino.sessionTtlMs, launchUrl: () => `${ownUrl(app)}/casino-provider/launch` });
  startGameProviders(app, { sandbox, realtime, cluster, options, dist, gameOrigin });
  servePages(app, page);
  return Object.assign(app, { sandbox, runtime, realtime }) as unknown as ExchangeServer;
}

/** The brands as the build saw them; there must be a build to serve. */
function readBuiltBrands(options: ServerOptions): { brandsRoot: string; dist: string; brands: BrandData } {
  const brandsRoot = options.brandsRoot ?? options.root;
  const dist = join(options.root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run npm run build first.`);
  const brands = readBrandData(brandsRoot, options.root);
  Object.assign(brands.index, verifiedByBuild(dist));
  for (const problem of brands.appConfig.problems) logger.warn(`app config: ${problem}`);
  return { brandsRoot, dist, brands };
}

/** The app's page for a brand, with its first screen drawn from this server's own markets, prices and casino games. */
function firstScreenRenderer(dist: string, brandsRoot: string, brands: BrandData, sandbox: Sandbox, runtime: ExchangeRuntime) {
  const firstScreenSource: FirstScreenSource = {
    homeMarkets: () => homeMarkets(sandbox, runtime.feed),
    eventType: (eventTypeId) => eventTypeBody(sandbox, runtime.feed, eventTypeId),
    eventGroup: (eventId) => eventGroupBody(sandbox, runtime.feed, eventId),
    casinoGames: () => casinoGamesBody(sandbox.casino.lobby()),
  };
  return createPageRenderer({
    indexHtml: readFileSync(join(dist, 'index.html'), 'utf8'),
    assetsDir: join(dist, 'assets'),
    brandsRoot,
    brands,
    firstScreen: (path, manifest) => drawFirstScreen(path, manifest, firstScreenSource),
  });
}

/** The built assets, the brands' manifests and assets (nothing else of their folders), and the brand index. */
async function serveFiles(app: FastifyInstance, dist: string, brandsRoot: string, brands: BrandData): Promise<void> {
  // wl build writes .br and .gz beside every asset; the smallest the browser accepts is sent.
  await app.register(fastifyStatic, { root: join(dist, 'assets'), prefix: '/assets/', index: false, serveDotFiles: false, preCompressed: true });
  await app.register(fastifyStatic, {
    root: join(brandsRoot, 'brands'),
    prefix: '/brands/',
    decorateReply: false,
    index: false,
    allowedPath: (path) => /^\/[a-z][a-z0-9-]{1,31}\/(?:manifest\.json|assets\/[A-Za-z0-9._/-]+)$/.test(path) && !path.includes('..'),
  });
  app.get('/brand-index.json', async () => brands.index);
}

interface GameProviderParts {
  sandbox: Sandbox;
  realtime: Realtime;
  cluster: CasinoProviderOptions['cluster'];
  options: ServerOptions;
  dist: string;
  gameOrigin: () => string;
}

/** The sandbox game provider's tables and its Aviator, each unless turned off. */
function startGameProviders(app: FastifyInstance, { sandbox, realtime, cluster, options, dist, gameOrigin }: GameProviderParts): void {
  if (!options.casino?.off) {
    // The provider is a separate party reaching the operator's wallet over HTTP: its tables start once the server listens.
    const casino = createCasinoProvider(app, realtime.io, { providerId: sandbox.casino.providerId, secret: sandbox.casino.secret, walletUrl: () => `${ownUrl(app)}/api/casino/wallet`, publicOrigin: gameOrigin, tableScript: tableScript(dist), pageGames: options.aviator?.off ? [] : [AVIATOR_PAGE_GAME], dataDir: options.sandbox?.dataDir ?? '.data', cluster, timing: options.casino?.timing, log: options.sandbox?.log });
    app.addHook('onListen', async () => void casino.start().catch((error: unknown) => logger.error({ err: error }, 'casino provider failed to start')));
    app.addHook('preClose', () => casino.stop());
  }
  if (!options.aviator?.off) {
    const aviator = createAviatorProvider(realtime.io, { providerId: sandbox.casino.providerId, secret: sandbox.casino.secret, walletUrl: () => `${ownUrl(app)}/api/casino/wallet`, dataDir: options.sandbox?.dataDir ?? '.data', cluster, timing: options.aviator?.timing, simulatedBettors: options.aviator?.simulatedBettors, log: options.sandbox?.log });
    aviatorPageRoute(app, { script: aviatorPageScript(dist) });
    app.addHook('onListen', async () => void aviator.start().catch((error: unknown) => logger.error({ err: error }, 'aviator failed to start')));
    app.addHook('preClose', () => aviator.stop());
  }
}

/** Any other GET of a path without a file extension is the app's page (the SPA routes it); the rest is not found. */
function servePages(app: FastifyInstance, page: ReturnType<typeof pageCache>): void {
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !/\.[a-z0-9]+(?:\?|$)/i.test(request.url);
    if (wantsPage) {
      reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
      // The page carries its first screen (markets, prices and their answers): compressed, it reaches a slow phone sooner.
      const encoding = pageEncoding(request.headers['accept-encoding']);
      const body = await page(request.hostname, request.url.split('?')[0]!, encoding);
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(body);
    }
    return reply.code(404).send({ success: false, message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
