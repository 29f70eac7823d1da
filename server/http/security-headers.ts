/**
 * Headers on every answer: no sniffing, a referrer policy, the request id, each page's
 * Content-Security-Policy (page-policy.ts), and caching: hashed assets for a year, the rest revalidated.
 */
import type { FastifyInstance } from 'fastify';

export interface PagePolicies {
  brand(hostname: string, host: string): string;
  provider(host: string): string;
}

export function securityHeaders(app: FastifyInstance, policies: PagePolicies): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Request-Id', request.id);
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('Content-Security-Policy', request.url.startsWith('/casino-provider/') ? policies.provider(request.host) : policies.brand(request.hostname, request.host));
    }
    if (request.url.startsWith('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
  });
}
