/**
 * Mounts the sandbox exchange's API under /api: form and JSON bodies, clear 4xx messages for bad input
 * (never a 500), and every route group.
 */
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { BrandData } from '../brand-files';
import { BUSY_MESSAGE, DatabaseBusy, isRetryableDatabaseError } from '../db/retry';
import type { ExchangeRuntime } from '../exchange-runtime';
import type { Sandbox } from '../sandbox';
import type { PaymentEvents } from './payment-wire';
import { accountRoutes } from './routes-account';
import { adminRoutes } from './routes-admin';
import { authRoutes } from './routes-auth';
import { marketsRoutes } from './routes-markets';
import { ordersRoutes } from './routes-orders';
import { listsRoutes } from './routes-lists';
import { responsibleGamblingRoutes } from './routes-responsible-gambling';
import { siteRoutes } from './routes-site';
import { statementsRoutes } from './routes-statements';
import { walletRoutes } from './routes-wallet';

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const field = (first.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || (first.params as { missingProperty?: string }).missingProperty || 'body';
  if (first.keyword === 'required') return `${(first.params as { missingProperty: string }).missingProperty} is required.`;
  if (first.keyword === 'pattern' && /phone|username$/.test(field)) return 'Phone Number must be 10 digits';
  return `${field} ${first.message ?? 'is not valid'}.`;
}

export async function registerApi(app: FastifyInstance, sandbox: Sandbox, runtime: ExchangeRuntime, brands: BrandData, payments: PaymentEvents): Promise<void> {
  await app.register(
    async (api) => {
      await api.register(formbody, { bodyLimit: 16 * 1024 });
      api.setErrorHandler((error: FastifyError, request, reply) => {
        if (error.validation) return reply.code(400).send({ success: false, status: false, message: validationMessage(error) });
        const status = error.statusCode ?? 500;
        if (status >= 400 && status < 500) return reply.code(status).send({ success: false, status: false, message: error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/.test(error.message) ? 'The request body is not valid JSON.' : error.message });
        // The database stayed busy (deadlocks, a failover) through every retry: the client may simply try again.
        if (error instanceof DatabaseBusy || isRetryableDatabaseError(error)) {
          request.log.warn(error);
          return reply.code(503).header('Retry-After', '1').send({ success: false, status: false, message: BUSY_MESSAGE });
        }
        request.log.error(error);
        return reply.code(500).send({ success: false, status: false, message: 'Something went wrong on our side. Please try again.' });
      });
      siteRoutes(api, brands);
      authRoutes(api, sandbox);
      accountRoutes(api, sandbox, brands);
      ordersRoutes(api, sandbox, runtime.orderEvents);
      marketsRoutes(api, sandbox, runtime.feed, brands);
      statementsRoutes(api, sandbox);
      listsRoutes(api, sandbox.casino.lobby);
      responsibleGamblingRoutes(api, sandbox);
      walletRoutes(api, sandbox, payments);
      adminRoutes(api, sandbox, payments);
    },
    { prefix: '/api' },
  );
}
