/**
 * The player's wallet: payment methods, payout accounts, deposit and withdrawal requests (with a
 * deposit's screenshot), cancelling a pending withdrawal, and the list and details of requests.
 * Every path under account/{memberCode}/ answers only its own player; another player's reference is
 * not found.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import walletSchemas from '../../schemas/api/wallet.schema.json' with { type: 'json' };
import type { DepositBody, PaymentMethods, PaymentRequestAnswer, PaymentRequestList, PayoutAccountBody, Withdrawable, WithdrawalBody } from '../../schemas/wire';
import type { PaymentStatus, PaymentType } from '../db/schema';
import type { Sandbox } from '../sandbox';
import { PAYMENT_METHODS } from '../wallet/methods';
import { attachScreenshot, createDeposit, createWithdrawal, decide, findRequest, listRequests, PaymentRefused, payoutAccounts, removePayoutAccount, savePayoutAccount, screenshotOf, withdrawalStanding, type PaymentRequest } from '../wallet/payments';
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_TOO_LARGE } from '../wallet/screenshots';
import { requireOwnAccount, type Authenticated } from './auth-guard';
import { paymentRequestWire, payoutAccountWire, type PaymentEvents } from './payment-wire';
import { toRupees } from './wire';

type Player = Authenticated & { ok: true };

const TYPES: readonly PaymentType[] = ['deposit', 'withdrawal'];
const STATUSES: readonly PaymentStatus[] = ['pending', 'approved', 'rejected', 'cancelled'];
const FORBIDDEN = 'You can only use your own wallet.';

/** Answers a refusal with its status and message; anything else is left to the API's error handler. */
export async function answerRefusal(reply: FastifyReply, error: unknown): Promise<FastifyReply> {
  if (error instanceof PaymentRefused) return reply.code(error.status).send({ success: false, message: error.message });
  throw error;
}

/** type and status filters of a request list, or the message refusing them. */
export function requestFilter(query: { type?: string; status?: string }): { type?: PaymentType; status?: PaymentStatus } | string {
  if (query.type && !TYPES.includes(query.type as PaymentType)) return `type must be one of ${TYPES.join(', ')}.`;
  if (query.status && !STATUSES.includes(query.status as PaymentStatus)) return `status must be one of ${STATUSES.join(', ')}.`;
  return { type: query.type as PaymentType | undefined, status: query.status as PaymentStatus | undefined };
}

export function sendScreenshot(sandbox: Sandbox, reply: FastifyReply, request: PaymentRequest | undefined): FastifyReply {
  const stored = request && screenshotOf(request);
  const bytes = stored && sandbox.screenshots.read(stored);
  if (!stored || !bytes) return reply.code(404).send({ success: false, message: 'This request has no screenshot.' });
  return reply.type(stored.type).header('Cache-Control', 'private, no-store').header('Content-Disposition', 'inline').send(bytes);
}

/** What every wallet route needs: the wallet's services and the check that the path is the caller's own. */
interface WalletRouteKit {
  sandbox: Sandbox;
  deps: Sandbox['wallet'];
  own: (request: FastifyRequest, reply: FastifyReply) => Promise<Player | null>;
}

const refNo = (request: FastifyRequest) => (request.params as { refrenceNo: string }).refrenceNo;

export function walletRoutes(app: FastifyInstance, sandbox: Sandbox, events: PaymentEvents): void {
  const kit: WalletRouteKit = {
    sandbox,
    deps: sandbox.wallet,
    own: (request, reply) => requireOwnAccount(sandbox, request, reply, FORBIDDEN),
  };

  app.get('/wallet/payment-methods', async () => ({ success: true, result: PAYMENT_METHODS }) satisfies PaymentMethods);

  app.get('/account/:memberCode/withdrawable', async (request, reply) => {
    const player = await kit.own(request, reply);
    if (!player) return reply;
    const can = await withdrawalStanding(kit.deps.db, player.user);
    return { success: true, result: { balance: toRupees(can.balance), exposure: toRupees(can.exposure), lockedBonus: toRupees(can.lockedBonus), withdrawable: toRupees(can.withdrawable), ...(can.refusal ? { refusal: can.refusal } : {}) } } satisfies Withdrawable;
  });

  payoutAccountRoutes(app, kit);
  paymentRequestRoutes(app, kit, events);
  requestReadingRoutes(app, kit);
  screenshotUploadRoute(app, kit);
}

/** The accounts a withdrawal is paid into: listed, saved and removed. */
function payoutAccountRoutes(app: FastifyInstance, { deps, own }: WalletRouteKit): void {
  app.get('/account/:memberCode/payout-accounts', async (request, reply) => {
    const player = await own(request, reply);
    if (!player) return reply;
    return { success: true, result: (await payoutAccounts(deps, player.user.id)).map(payoutAccountWire) };
  });

  app.post('/account/:memberCode/payout-accounts', { schema: { body: walletSchemas.definitions.payoutAccount } }, async (request, reply) => {
    const player = await own(request, reply);
    if (!player) return reply;
    try {
      const account = await savePayoutAccount(deps, player.user.id, request.body as PayoutAccountBody);
      return { success: true, message: 'Payout account saved.', result: payoutAccountWire(account) };
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  app.delete('/account/:memberCode/payout-accounts/:id', async (request, reply) => {
    const player = await own(request, reply);
    if (!player) return reply;
    try {
      await removePayoutAccount(deps, player.user.id, (request.params as { id: string }).id);
      return { success: true, message: 'Payout account removed.' };
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });
}

/** Requests that move money: a deposit, a withdrawal, and cancelling a withdrawal still pending. */
function paymentRequestRoutes(app: FastifyInstance, { deps, own }: WalletRouteKit, events: PaymentEvents): void {
  app.post('/account/:memberCode/payment-requests/deposit', { schema: { body: walletSchemas.definitions.deposit } }, async (request, reply) => {
    const player = await own(request, reply);
    if (!player) return reply;
    try {
      const deposit = await createDeposit(deps, player.user, request.body as DepositBody);
      return { success: true, message: `Deposit request ${deposit.id} submitted. Your balance is updated once the payment is confirmed.`, result: paymentRequestWire(deposit) } satisfies PaymentRequestAnswer;
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  app.post('/account/:memberCode/payment-requests/withdrawal', { schema: { body: walletSchemas.definitions.withdrawal } }, async (request, reply) => {
    const player = await own(request, reply);
    if (!player) return reply;
    try {
      const withdrawal = await createWithdrawal(deps, player.user.id, request.body as WithdrawalBody);
      return { success: true, message: `Withdrawal request ${withdrawal.id} submitted. The amount is held from your balance until it is paid.`, result: paymentRequestWire(withdrawal) } satisfies PaymentRequestAnswer;
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  app.post('/account/:memberCode/payment-requests/withdrawal/:refrenceNo/cancel', async (request, reply) => {
    const player = await own(request, reply);
    if (!player) return reply;
    try {
      const cancelled = await decide(deps, refNo(request), { to: 'cancelled' }, 'player', player.user.id);
      events.changed(cancelled);
      return { success: true, message: `Withdrawal ${cancelled.id} cancelled; the amount is back in your balance.`, result: paymentRequestWire(cancelled) } satisfies PaymentRequestAnswer;
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });
}

/** The player's requests: the list (under two paths), one request, and a deposit's screenshot. */
function requestReadingRoutes(app: FastifyInstance, { sandbox, deps, own }: WalletRouteKit): void {
  const list = async (request: FastifyRequest, reply: FastifyReply) => {
    const player = await own(request, reply);
    if (!player) return reply;
    const filter = requestFilter(request.query as { type?: string; status?: string });
    if (typeof filter === 'string') return reply.code(400).send({ success: false, message: filter });
    return { success: true, result: (await listRequests(deps, { ...filter, userId: player.user.id })).map(paymentRequestWire) } satisfies PaymentRequestList;
  };
  app.get('/account/:memberCode/payment-requests', list);
  app.get('/account/:memberCode/transactions', list);

  const ownRequest = async (request: FastifyRequest, reply: FastifyReply, player: Player) => {
    const { type } = request.params as { type: string };
    const found = TYPES.includes(type as PaymentType) ? await findRequest(deps, refNo(request), player.user.id) : undefined;
    if (found && found.type === type) return found;
    await reply.code(404).send({ success: false, message: `No ${TYPES.includes(type as PaymentType) ? type : 'payment'} request ${refNo(request)} on your account.` });
    return null;
  };

  app.get('/account/:memberCode/payment-requests/:type/:refrenceNo', async (request, reply) => {
    const player = await own(request, reply);
    if (!player) return reply;
    const found = await ownRequest(request, reply, player);
    return found ? { success: true, result: paymentRequestWire(found) } : reply;
  });

  app.get('/account/:memberCode/payment-requests/:type/:refrenceNo/screenshot', async (request, reply) => {
    const player = await own(request, reply);
    if (!player) return reply;
    const found = await ownRequest(request, reply, player);
    return found ? sendScreenshot(sandbox, reply, found) : reply;
  });
}

/**
 * The screenshot's bytes are the raw body (any content type; the image type is read from the bytes),
 * up to 5 MB on this route only. The player is checked before a byte is read, and a larger body is
 * refused by its Content-Length before it is read.
 */
function screenshotUploadRoute(app: FastifyInstance, { sandbox, deps, own }: WalletRouteKit): void {
  void app.register(async (upload) => {
    const players = new WeakMap<FastifyRequest, Player>();
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: SCREENSHOT_MAX_BYTES }, (_request, body, done) => done(null, body));
    upload.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === 413) return reply.code(413).send({ success: false, message: SCREENSHOT_TOO_LARGE });
      throw error;
    });
    upload.put('/account/:memberCode/payment-requests/deposit/:refrenceNo/screenshot', {
      bodyLimit: SCREENSHOT_MAX_BYTES,
      onRequest: async (request, reply) => {
        const player = await own(request, reply);
        if (player) players.set(request, player);
        else return reply;
      },
    }, async (request, reply) => {
      const player = players.get(request)!;
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) return reply.code(400).send({ success: false, message: "Send the screenshot's bytes as the request body." });
      try {
        const updated = await attachScreenshot(deps, sandbox.screenshots, player.user.id, refNo(request), request.body);
        return { success: true, message: 'Screenshot added to your deposit request.', result: paymentRequestWire(updated) } satisfies PaymentRequestAnswer;
      } catch (error) {
        return answerRefusal(reply, error);
      }
    });
  });
}
