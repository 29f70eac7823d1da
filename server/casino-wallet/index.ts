/**
 * The operator's side of the casino: the seamless wallet game providers call and the launch call the
 * browser makes (paths and payloads in routes.ts). The provider is reached only over signed HTTP.
 */
import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../sandbox';
import { casinoLaunchRoutes, casinoWalletRoutes, type ProviderLink } from './routes';
import { walletWriterThread } from './writer-thread';

export type { ProviderLink } from './routes';

export async function mountCasinoWallet(app: FastifyInstance, sandbox: Sandbox, provider: ProviderLink): Promise<void> {
  const database = sandbox.database;
  // On a database file the wallet's transactions run on a thread of their own; in memory (tests), here.
  const writer = database.sqlite && database.file ? walletWriterThread(database.file) : undefined;
  if (writer) app.addHook('onClose', () => writer.close());
  await casinoWalletRoutes(app, { db: database.db, dialect: database.dialect, now: sandbox.now, ...(database.sqlite ? { sqlite: database } : {}), ...(writer ? { writer } : {}) }, [provider], sandbox.metrics.walletCall);
  casinoLaunchRoutes(app, sandbox, provider);
}
