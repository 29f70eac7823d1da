/**
 * The HTTP server: the built app (dist/) with SPA fallback, the brands' manifests and assets, the brand
 * index and the app config. The sandbox exchange's API grows under /api/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { readBrandData, supportWire } from './brand-files';

export interface ServerOptions {
  /** Project folder holding dist/. */
  root: string;
  /** Folder holding brands/ (defaults to root); tests point it at a copy. */
  brandsRoot?: string;
  logger?: boolean;
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
  "frame-ancestors 'none'",
].join('; ');

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const brandsRoot = options.brandsRoot ?? options.root;
  const dist = join(options.root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run npm run build first.`);
  const data = readBrandData(brandsRoot, options.root);
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const problem of data.appConfig.problems) console.warn(`app config: ${problem}`);

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('Content-Security-Policy', CSP);
    if (request.url.startsWith('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
  });

  await app.register(fastifyStatic, { root: join(dist, 'assets'), prefix: '/assets/', index: false, serveDotFiles: false });
  await app.register(fastifyStatic, {
    root: join(brandsRoot, 'brands'),
    prefix: '/brands/',
    decorateReply: false,
    index: false,
    allowedPath: (path) => /^\/[a-z][a-z0-9-]{1,31}\/(?:manifest\.json|assets\/[A-Za-z0-9._/-]+)$/.test(path) && !path.includes('..'),
  });

  app.get('/brand-index.json', async () => data.index);

  app.get('/api/app-config', async (_request, reply) => {
    if (!data.appConfig.config) return reply.code(503).send({ success: false, message: 'The app config is invalid; see the server log.' });
    return { success: true, result: data.appConfig.config };
  });

  app.post('/api/getWpNumber', async (request, reply) => {
    const siteurl = (request.body as { siteurl?: unknown } | undefined)?.siteurl;
    if (typeof siteurl !== 'string' || !siteurl) return reply.code(400).send({ success: false, message: 'siteurl is required.' });
    const support = data.supportBySite.get(siteurl);
    if (!support) return reply.code(404).send({ success: false, message: `No site is registered as ${siteurl}.` });
    return { success: true, response: supportWire(support) };
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !/\.[a-z0-9]+(?:\?|$)/i.test(request.url);
    if (wantsPage) return reply.type('text/html; charset=utf-8').send(indexHtml);
    return reply.code(404).send({ success: false, message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}
