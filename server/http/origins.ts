/**
 * The game provider and the brands on origins of their own: the provider's pages answer only on the
 * provider's host, and nothing else does (no brand page, no API), so a game page and a brand page can
 * never share an origin. Its sockets (/casino, /aviator) take browser pages of the provider's origin
 * only, and the operator's sockets never take them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paths the provider's host answers: its pages, their scripts, the health routes. */
const PROVIDER_PATHS = /^\/(?:casino-provider\/|assets\/|healthz$|readyz$|metrics$|favicon\.ico$)/;
/** The provider's page routes (its launch call is a signed server-to-server API, reached on any host). */
const PROVIDER_PAGES = /^\/casino-provider\/(?!launch(?:$|\?))/;
export const PROVIDER_NAMESPACES = ['/casino', '/aviator'];

export function hostnameOf(origin: string): string {
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return '';
  }
}

export function guardOrigins(app: FastifyInstance, providerOrigin: () => string): void {
  const onProviderHost = (request: FastifyRequest) => request.hostname.toLowerCase() === hostnameOf(providerOrigin());
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/socket.io/')) return;
    const provider = onProviderHost(request);
    if (provider && !PROVIDER_PATHS.test(path)) return reply.code(404).type('application/json').send({ success: false, message: 'Not found: this host serves the game provider’s pages only.' });
    if (!provider && PROVIDER_PAGES.test(path)) return reply.code(404).type('application/json').send({ success: false, message: 'Not found: the game provider’s pages are on its own host.' });
  });
}

/**
 * Whether a socket may join `namespace`: pages of the provider's origin only on its namespaces, and
 * never on the operator's. A connection without an Origin is not a browser page and passes.
 */
export function namespaceAllows(namespace: string, origin: string | undefined, providerOrigin: string): boolean {
  if (origin === undefined) return true;
  const fromProvider = origin.replace(/\/+$/, '').toLowerCase() === providerOrigin.toLowerCase();
  return PROVIDER_NAMESPACES.includes(namespace) ? fromProvider : !fromProvider;
}
