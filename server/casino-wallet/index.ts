/**
 * The operator's side of the casino: the seamless wallet game providers call and the launch call the
 * browser makes (paths and payloads in routes.ts). The provider is reached only over signed HTTP.
 */
import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../sandbox';
import { casinoLaunchRoutes, casinoWalletRoutes, type ProviderLink } from './routes';

export type { ProviderLink } from './routes';

export async function mountCasinoWallet(app: FastifyInstance, sandbox: Sandbox, provider: ProviderLink): Promise<void> {
  const database = sandbox.database;
  await casinoWalletRoutes(app, { db: database.db, dialect: database.dialect, now: sandbox.now, ...(database.sqlite ? { sqlite: database } : {}) }, [provider]);
  casinoLaunchRoutes(app, sandbox, provider);
}
