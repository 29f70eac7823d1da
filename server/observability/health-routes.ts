/**
 * /healthz: the process answers. /readyz: it can serve players (database, Redis when configured,
 * migrations, front-end build), 503 with the failing checks otherwise and while it shuts down, so a
 * load balancer stops sending it players. /metrics: Prometheus text, behind METRICS_TOKEN when set.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerMetrics } from './metrics';

export interface ReadinessCheck {
  name: string;
  /** Resolves when ready; rejects (or returns a reason) when not. */
  run(): Promise<string | void>;
}

const CHECK_TIMEOUT_MS = 2000;

async function runCheck(check: ReadinessCheck): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`no answer in ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS)));
  try {
    return (await Promise.race([check.run().then((reason) => reason ?? 'ok'), timeout])) || 'ok';
  } catch (error) {
    return (error as Error)?.message || String(error);
  } finally {
    clearTimeout(timer);
  }
}

function tokenMatches(expected: string, header: string | undefined): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function healthRoutes(app: FastifyInstance, options: { checks: readonly ReadinessCheck[]; metrics: ServerMetrics; metricsToken?: string; draining: () => boolean }): void {
  const plain = { logLevel: 'warn' as const };
  app.get('/healthz', plain, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', plain, async (_request, reply) => {
    const results = await Promise.all(options.checks.map(async (check) => [check.name, await runCheck(check)] as const));
    if (options.draining()) results.push(['shutdown', 'the server is shutting down']);
    const ready = results.every(([, result]) => result === 'ok');
    return reply.code(ready ? 200 : 503).header('Cache-Control', 'no-store').send({ status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) });
  });
  app.get('/metrics', plain, async (request, reply) => {
    if (options.metricsToken && !tokenMatches(options.metricsToken, request.headers.authorization)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ success: false, message: 'The metrics need the token set in METRICS_TOKEN.' });
    }
    return reply.header('Content-Type', options.metrics.registry.contentType).header('Cache-Control', 'no-store').send(await options.metrics.registry.metrics());
  });
}
