/**
 * The operator's API under admin/, for a bearer token equal to the sandbox's admin token (ADMIN_TOKEN,
 * or the random one in DATA_DIR/admin-token): list payment requests, see one with its screenshot,
 * approve or reject it. Each decision posts to the ledger once and tells the player on their socket.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import walletSchemas from '../../schemas/api/wallet.schema.json' with { type: 'json' };
import type { PaymentRequestAnswer, PaymentRequestList, RejectBody } from '../../schemas/wire';
import type { Sandbox } from '../sandbox';
import { decide, findRequest, listRequests, type Decision, type PaymentRequest } from '../wallet/payments';
import { bearer } from './auth-guard';
import { paymentRequestWire, type PaymentEvents } from './payment-wire';
import { answerRefusal, requestFilter, sendScreenshot } from './routes-wallet';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the admin token (compared in constant time). */
export function isOperator(request: FastifyRequest, adminToken: string): boolean {
  const token = bearer(request);
  return token !== null && adminToken.length > 0 && timingSafeEqual(digest(token), digest(adminToken));
}

export function adminRoutes(app: FastifyInstance, sandbox: Sandbox, events: PaymentEvents): void {
  const deps = sandbox.wallet;

  void app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request, reply) => {
        if (!isOperator(request, sandbox.adminToken)) return reply.code(401).send({ success: false, message: 'The operator API needs the admin token (Authorization: Bearer <ADMIN_TOKEN>).' });
      });

      const withMember = async (requests: PaymentRequest[]) => {
        const ids = [...new Set(requests.map((r) => r.user_id))];
        const users = ids.length ? await deps.db.selectFrom('users').select(['id', 'member_code', 'username', 'is_demo']).where('id', 'in', ids).execute() : [];
        const byId = new Map(users.map((u) => [u.id, u]));
        return requests.map((r) => ({ ...paymentRequestWire(r), memberCode: byId.get(r.user_id)?.member_code ?? null, username: byId.get(r.user_id)?.username ?? null, isDemo: byId.get(r.user_id)?.is_demo === 1 }));
      };
      const refNo = (request: FastifyRequest) => (request.params as { refrenceNo: string }).refrenceNo;

      admin.get('/payment-requests', async (request, reply) => {
        const query = request.query as { type?: string; status?: string; limit?: string };
        const filter = requestFilter(query);
        if (typeof filter === 'string') return reply.code(400).send({ success: false, message: filter });
        const limit = query.limit === undefined ? 200 : Number(query.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) return reply.code(400).send({ success: false, message: 'limit must be a whole number from 1 to 1000.' });
        return { success: true, result: await withMember(await listRequests(deps, { ...filter, limit })) } satisfies PaymentRequestList;
      });

      admin.get('/payment-requests/:refrenceNo', async (request, reply) => {
        const found = await findRequest(deps, refNo(request));
        if (!found) return reply.code(404).send({ success: false, message: `No request ${refNo(request)}.` });
        return { success: true, result: (await withMember([found]))[0] };
      });

      admin.get('/payment-requests/:refrenceNo/screenshot', async (request, reply) => sendScreenshot(sandbox, reply, await findRequest(deps, refNo(request))));

      const decideRoute = async (request: FastifyRequest, reply: FastifyReply, decision: Decision) => {
        try {
          const decided = await decide(deps, refNo(request), decision, 'operator');
          events.changed(decided);
          return { success: true, message: `${decided.type === 'deposit' ? 'Deposit' : 'Withdrawal'} ${decided.id} ${decided.status}.`, result: (await withMember([decided]))[0]! } satisfies PaymentRequestAnswer;
        } catch (error) {
          return answerRefusal(reply, error);
        }
      };
      admin.post('/payment-requests/:refrenceNo/approve', async (request, reply) => decideRoute(request, reply, { to: 'approved' }));
      admin.post('/payment-requests/:refrenceNo/reject', { schema: { body: walletSchemas.definitions.reject } }, async (request, reply) =>
        decideRoute(request, reply, { to: 'rejected', reason: (request.body as RejectBody).reason }),
      );
    },
    { prefix: '/admin' },
  );
}
