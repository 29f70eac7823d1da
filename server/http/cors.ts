/**
 * Brand sites served from another origin (a static host or CDN, CORS_ORIGINS) calling the API: their
 * origins get CORS answers, preflights included; every other origin gets none, so browsers refuse it.
 * The refreshed session token rides in the `authorization` response header, so it is exposed.
 */
import type { FastifyInstance } from 'fastify';

export function allowOrigins(app: FastifyInstance, origins: readonly string[]): void {
  if (!origins.length) return;
  const allowed = new Set(origins.map((origin) => origin.toLowerCase()));
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin.toLowerCase())) return;
    reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin').header('Access-Control-Expose-Headers', 'authorization');
    if (request.method !== 'OPTIONS') return;
    return reply
      .code(204)
      .header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE')
      .header('Access-Control-Allow-Headers', String(request.headers['access-control-request-headers'] ?? 'authorization, content-type').slice(0, 200))
      .header('Access-Control-Max-Age', '600')
      .send();
  });
}
