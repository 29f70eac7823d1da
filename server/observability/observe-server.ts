/** Wires the server's figures and health routes: HTTP latency by route, sockets, the settlement backlog, readiness checks. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Coordination } from '../cluster/coordination';
import type { Realtime } from '../realtime/sockets';
import type { Sandbox } from '../sandbox';
import { healthRoutes, type ReadinessCheck } from './health-routes';

export function readinessChecks(sandbox: Sandbox, coordination: Coordination, dist: string): ReadinessCheck[] {
  let migrated = false;
  const checks: ReadinessCheck[] = [
    { name: 'database', run: async () => void (await sql`select 1`.execute(sandbox.database.db)) },
    {
      name: 'migrations',
      run: async () => {
        if (migrated) return;
        const pending = await sandbox.database.pendingMigrations();
        if (pending.length) return `not run: ${pending.join(', ')}`;
        migrated = true;
      },
    },
    { name: 'build', run: async () => (existsSync(join(dist, 'index.html')) ? undefined : `no front-end build in ${dist}: run npm run build`) },
  ];
  const redis = coordination.redis;
  if (redis) checks.push({ name: 'redis', run: async () => void (await redis.client.ping()) });
  return checks;
}

export function observeServer(app: FastifyInstance, sandbox: Sandbox, realtime: Realtime, options: { checks: readonly ReadinessCheck[]; metricsToken?: string }): void {
  const { metrics } = sandbox;
  let draining = false;
  app.addHook('preClose', async () => void (draining = true));
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });
  metrics.gauge('wl_socket_connections', 'Socket.IO connections open on this process', () => realtime.io.engine.clientsCount);
  const db = sandbox.database.db;
  metrics.gauge('wl_settlement_backlog_markets', 'Markets closed and waiting to be settled', async () => Number((await db.selectFrom('markets').select(db.fn.countAll().as('n')).where('status', '=', 'closed').executeTakeFirst())?.n ?? 0));
  metrics.gauge('wl_settlement_lag_seconds', 'How long the oldest closed market has waited for its settlement (0 when none waits)', async () => {
    const oldest = await db.selectFrom('markets').select(db.fn.min('closed_at').as('at')).where('status', '=', 'closed').executeTakeFirst();
    return oldest?.at ? Math.max(0, (sandbox.now() - Number(oldest.at)) / 1000) : 0;
  });
  healthRoutes(app, { checks: options.checks, metrics, metricsToken: options.metricsToken, draining: () => draining });
}
