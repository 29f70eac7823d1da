/**
 * The HTTP server: the built app (dist/) with SPA fallback, the brands' manifests and assets, the brand
 * index, and the sandbox exchange (API under /api, realtime over socket.io).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { proxyTrust } from './api/client-address';
import { paymentEvents } from './api/payment-wire';
import { registerApi } from './api/register';
import { readBrandData } from './brand-files';
import { createPageRenderer } from './page-html';
import { startExchangeRuntime, type ExchangeRuntime, type RuntimeOptions } from './exchange-runtime';
import { attachRealtime, type Realtime } from './realtime/sockets';
import { useRedisAdapter } from './realtime/redis';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox';
import { startAutoApproval } from './wallet/auto-approval';

export interface ServerOptions {
  /** Project folder holding dist/. */
  root: string;
  /** Folder holding brands/ (defaults to root); tests point it at a copy. */
  brandsRoot?: string;
  logger?: boolean;
  sandbox?: SandboxOptions;
  runtime?: RuntimeOptions;
  redisUrl?: string;
  /**
   * Proxies whose X-Forwarded-For, -Host and -Proto are believed (TRUSTED_PROXIES: addresses, CIDR
   * ranges, `loopback`, `linklocal`, `uniquelocal`); none by default, so those headers are ignored.
   */
  trustedProxies?: string;
}

export interface ExchangeServer extends FastifyInstance {
  sandbox: Sandbox;
  runtime: ExchangeRuntime;
  realtime: Realtime;
}

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self' ws: wss: http: https:",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

export async function createServer(options: ServerOptions): Promise<ExchangeServer> {
  const brandsRoot = options.brandsRoot ?? options.root;
  const dist = join(options.root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run npm run build first.`);
  const brands = readBrandData(brandsRoot, options.root);
  for (const problem of brands.appConfig.problems) console.warn(`app config: ${problem}`);
  const renderPage = createPageRenderer({ indexHtml: readFileSync(join(dist, 'index.html'), 'utf8'), assetsDir: join(dist, 'assets'), brandsRoot, brands });

  const trust = proxyTrust(options.trustedProxies);
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024, trustProxy: trust ? (address: string) => trust(address) : false, ajv: { customOptions: { allowUnionTypes: true } } });
  const sandbox = await createSandbox(options.sandbox);
  const runtime = await startExchangeRuntime(sandbox, options.runtime);
  const realtime = attachRealtime(app.server, sandbox, runtime.feed, runtime.orderEvents, { trust, brandIndex: brands.index });
  runtime.attach(realtime);
  if (options.redisUrl) await useRedisAdapter(realtime, options.redisUrl);
  const payments = paymentEvents(realtime.emitToPlayer);
  const stopAutoApproval = startAutoApproval(sandbox.wallet, payments.changed);
  app.addHook('onClose', async () => {
    runtime.stop();
    await stopAutoApproval();
    await realtime.close();
    await runtime.idle();
    await sandbox.close();
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('Content-Security-Policy', CSP);
    if (request.url.startsWith('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
  });

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
  await registerApi(app, sandbox, runtime, brands, payments);

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !/\.[a-z0-9]+(?:\?|$)/i.test(request.url);
    if (wantsPage) return reply.type('text/html; charset=utf-8').send(renderPage(request.hostname, request.url.split('?')[0]));
    return reply.code(404).send({ success: false, message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
  return Object.assign(app, { sandbox, runtime, realtime }) as unknown as ExchangeServer;
}
