/**
 * HTTP doors of the casino on the operator's side:
 * - POST /api/casino/wallet/{balance|debit|credit|rollback}: the seamless wallet a game provider calls.
 *   The body is JSON; X-Casino-Provider names the provider and X-Casino-Signature carries
 *   HMAC-SHA256(provider secret, raw body) in hex. Amounts are integer paise. Success is 200
 *   `{ status: 'OK', playerId, currency: 'INR', balance, transactionId?, roundId? }` (balance: paise the
 *   player may stake after the call); a refusal is `{ status: 'ERROR', code, message, balance? }` with
 *   401 (INVALID_SIGNATURE, INVALID_TOKEN, TOKEN_EXPIRED: the game session expired or the player logged
 *   out; balance and debit only), 402 (INSUFFICIENT_FUNDS), 403 (PLAYER_BLOCKED; LOSS_LIMIT_REACHED: the
 *   stake could take the player's losses today past their daily loss limit), 404 (UNKNOWN_TRANSACTION),
 *   409 (DUPLICATE; ROUND_SETTLED: a rollback of a debit whose round was already credited to the player,
 *   which changes nothing) or 400 (INVALID_REQUEST); 500 (INTERNAL) when the wallet failed and nothing
 *   happened.
 * - POST /api/casino/wallet/batch `{ calls: [{ call: 'debit', ...its body }, ...] }` (up to 1,000),
 *   signed the same way: each call runs as on its own endpoint, and the answer is 200
 *   `{ status: 'OK', answers: [...] }`, each answer in the order of its call. Calls naming the same
 *   token take effect in their order; others run together. A provider with many
 *   players at a table sends the bets of one moment together: one request, and debits that arrive
 *   together share one database transaction.
 * - POST /api/casino/launch `{ gameId, tableId? }` with the player's bearer token: opens a game session
 *   and asks the provider for the game's URL; answers `{ success, result: { url, gameId, tableId, name,
 *   provider, available, expiresAt } }`.
 */
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import casinoSchemas from '../../schemas/api/casino.schema.json' with { type: 'json' };
import { createAjv } from '../../schemas/compile';
import type { CasinoWalletRefusal, LaunchBody, WalletBalanceBody, WalletCreditBody, WalletDebitBody, WalletRollbackBody } from '../../schemas/wire';
import { requirePlayer } from '../api/auth-guard';
import { CASINO_GAMES } from '../catalogue/casino-games';
import type { Sandbox } from '../sandbox';
import { OrderRejected } from '../exchange/orders';
import { checkPlayerMayBet } from '../exchange/placement-decision';
import { openGameSession } from './sessions';
import { PROVIDER_HEADER, SIGNATURE_HEADER, signatureMatches, signBody } from './signature';
import { walletBalance, walletCredit, walletDebit, WalletRefusal, walletRollback, type CasinoWalletDeps, type WalletCode } from './wallet';

/** A game provider the operator works with: its id, the secret both sides sign with, and where it answers launches. */
export interface ProviderLink {
  id: string;
  secret: string;
  /** The provider's launch endpoint (POST, signed like wallet calls). */
  launchUrl: () => string;
  /** How long a game token lasts. */
  sessionTtlMs: number;
}

const STATUS: Record<WalletCode, number> = {
  INVALID_REQUEST: 400,
  INVALID_SIGNATURE: 401,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 401,
  INSUFFICIENT_FUNDS: 402,
  PLAYER_BLOCKED: 403,
  LOSS_LIMIT_REACHED: 403,
  UNKNOWN_TRANSACTION: 404,
  DUPLICATE: 409,
  ROUND_SETTLED: 409,
};

const ajv = createAjv();
ajv.addSchema(casinoSchemas);
const validator = (name: string) => ajv.getSchema(`${casinoSchemas.$id}#/definitions/${name}`)!;
const validateBatch = validator('walletBatch');
/** Each call's validator, and what it does with a body that validator passed. */
const CALLS = {
  balance: { validate: validator('walletBalance'), run: (deps: CasinoWalletDeps, provider: string, body: unknown) => walletBalance(deps, provider, (body as WalletBalanceBody).token) },
  debit: { validate: validator('walletDebit'), run: (deps: CasinoWalletDeps, provider: string, body: unknown) => walletDebit(deps, provider, body as WalletDebitBody) },
  credit: { validate: validator('walletCredit'), run: (deps: CasinoWalletDeps, provider: string, body: unknown) => walletCredit(deps, provider, body as WalletCreditBody) },
  rollback: { validate: validator('walletRollback'), run: (deps: CasinoWalletDeps, provider: string, body: unknown) => walletRollback(deps, provider, body as WalletRollbackBody) },
} as const;

type CallName = keyof typeof CALLS;

/** A call's answer and the HTTP status it is sent with on its own endpoint. */
interface Outcome {
  httpStatus: number;
  body: Record<string, unknown>;
}
type Refusal = Outcome;

function refusal(code: WalletCode, message: string, balance?: number): Refusal {
  return { httpStatus: STATUS[code], body: { status: 'ERROR', code, message, ...(balance === undefined ? {} : { balance }) } satisfies CasinoWalletRefusal };
}

function invalid(validate: ValidateFunction): Refusal {
  const first = validate.errors?.[0];
  return refusal('INVALID_REQUEST', `${first?.instancePath.replace(/^\//, '') || (first?.params as { missingProperty?: string })?.missingProperty || 'body'} ${first?.message ?? 'is not valid'}.`);
}

/**
 * One wallet call on a signed, parsed body: its answer, a refusal, or INTERNAL when the wallet failed
 * (500: the effect did not happen; the same call again with the same transactionId is safe).
 */
async function runCall(deps: CasinoWalletDeps, providerId: string, name: CallName, body: unknown, log: (error: unknown) => void): Promise<Outcome> {
  const call = CALLS[name];
  if (!call.validate(body)) return invalid(call.validate);
  try {
    return { httpStatus: 200, body: { ...(await call.run(deps, providerId, body)) } };
  } catch (error) {
    if (error instanceof WalletRefusal) return refusal(error.code, error.message, error.balance);
    log(error);
    return { httpStatus: 500, body: { status: 'ERROR', code: 'INTERNAL', message: 'The wallet failed; try the call again with the same transactionId.' } satisfies CasinoWalletRefusal };
  }
}

/** `observe`: hears each call's name and result (OK, or the refusal code), for the metrics. */
export async function casinoWalletRoutes(app: FastifyInstance, deps: CasinoWalletDeps, providers: readonly ProviderLink[], observe: (call: string, result: string) => void = () => {}): Promise<void> {
  const counted = async (name: CallName, run: Promise<Outcome>): Promise<Outcome> => {
    const outcome = await run;
    observe(name, String((outcome.body as { code?: unknown }).code ?? 'OK'));
    return outcome;
  };
  await app.register(
    async (wallet) => {
      // The signature covers the exact bytes sent, so the body is kept as text and parsed here.
      wallet.removeAllContentTypeParsers();
      wallet.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
      const send = (reply: FastifyReply, outcome: Outcome) => reply.code(outcome.httpStatus).send(outcome.body);
      wallet.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
        if (error.statusCode && error.statusCode < 500) return send(reply, refusal('INVALID_REQUEST', error.message));
        request.log.error(error);
        return reply.code(500).send({ status: 'ERROR', code: 'INTERNAL', message: 'The wallet failed; try the call again with the same transactionId.' });
      });
      const signed = (request: FastifyRequest): { provider: ProviderLink; body: unknown } | { refused: Refusal } => {
        const provider = providers.find((p) => p.id === request.headers[PROVIDER_HEADER]);
        const raw = typeof request.body === 'string' ? request.body : '';
        if (!provider || !signatureMatches(provider.secret, raw, request.headers[SIGNATURE_HEADER])) return { refused: refusal('INVALID_SIGNATURE', 'The signature does not match the body under this provider’s secret.') };
        try {
          return { provider, body: JSON.parse(raw) };
        } catch {
          return { refused: refusal('INVALID_REQUEST', 'The body is not valid JSON.') };
        }
      };

      wallet.post('/batch', { bodyLimit: 1024 * 1024 }, async (request, reply) => {
        const checked = signed(request);
        if ('refused' in checked) return send(reply, checked.refused);
        if (!validateBatch(checked.body)) return send(reply, invalid(validateBatch));
        const calls = (checked.body as { calls: Array<Record<string, unknown>> }).calls;
        // A token's calls take effect in their order; different tokens' calls run together, so that the
        // debits of many players arriving together share one database transaction (see sqlite-group.ts).
        const byToken = new Map<unknown, number[]>();
        calls.forEach((c, i) => byToken.set(c.token, [...(byToken.get(c.token) ?? []), i]));
        const outcomes: Outcome[] = [];
        await Promise.all(
          [...byToken.values()].map(async (indexes) => {
            for (const i of indexes) {
              const { call, ...body } = calls[i]!;
              outcomes[i] = await counted(call as CallName, runCall(deps, checked.provider.id, call as CallName, body, (error) => request.log.error(error)));
            }
          }),
        );
        return { status: 'OK', answers: outcomes.map((outcome) => outcome.body) };
      });

      wallet.post('/:call', async (request, reply) => {
        const name = (request.params as { call: string }).call;
        if (!Object.hasOwn(CALLS, name)) return send(reply, refusal('INVALID_REQUEST', 'The wallet answers balance, debit, credit, rollback and batch.'));
        const checked = signed(request);
        if ('refused' in checked) return send(reply, checked.refused);
        return send(reply, await counted(name as CallName, runCall(deps, checked.provider.id, name as CallName, checked.body, (error) => request.log.error(error))));
      });
    },
    { prefix: '/api/casino/wallet' },
  );
}

/** Asks the provider for a game's URL, signed as the wallet calls are. */
async function askProvider(provider: ProviderLink, launch: Record<string, unknown>): Promise<{ url: string; available: boolean }> {
  const body = JSON.stringify(launch);
  const response = await fetch(provider.launchUrl(), { method: 'POST', headers: { 'content-type': 'application/json', [PROVIDER_HEADER]: provider.id, [SIGNATURE_HEADER]: signBody(provider.secret, body) }, body });
  const answer = (await response.json().catch(() => ({}))) as { url?: unknown; available?: unknown; message?: unknown };
  if (!response.ok || typeof answer.url !== 'string') throw new Error(typeof answer.message === 'string' ? answer.message : `The game provider answered ${response.status}.`);
  return { url: answer.url, available: answer.available !== false };
}

export function casinoLaunchRoutes(app: FastifyInstance, sandbox: Sandbox, provider: ProviderLink): void {
  app.post('/api/casino/launch', { schema: { body: casinoSchemas.definitions.launch } }, async (request, reply) => {
    const player = await requirePlayer(sandbox, request, reply);
    if (!player) return reply;
    const { gameId, tableId } = request.body as LaunchBody;
    const game = CASINO_GAMES.find((g) => g.gameId === gameId);
    if (!game) return reply.code(404).send({ success: false, message: `There is no casino game ${gameId}.` });
    if (tableId && tableId !== game.tableId) return reply.code(404).send({ success: false, message: `${game.name} has no table ${tableId}; its table is ${game.tableId}.` });
    const now = sandbox.now();
    // A self-excluded or locked player is told at the door, not left clicking bets a table refuses.
    try {
      checkPlayerMayBet(player.user, now);
    } catch (error) {
      if (!(error instanceof OrderRejected)) throw error;
      return reply.code(403).send({ success: false, message: `${error.message} Casino games stay closed while you cannot bet.` });
    }
    const session = await openGameSession(sandbox.database.db, { providerId: provider.id, userId: player.user.id, gameId: game.gameId, tableId: game.tableId, now, ttlMs: provider.sessionTtlMs });
    try {
      const launched = await askProvider(provider, { token: session.token, gameId: game.gameId, tableId: game.tableId, playerId: player.user.id, playerName: player.user.username, gameName: game.name, currency: 'INR', expiresAt: session.expiresAt });
      return { success: true, result: { url: launched.url, gameId: game.gameId, tableId: game.tableId, name: game.name, provider: game.provider, available: launched.available, expiresAt: new Date(session.expiresAt).toISOString() } };
    } catch (error) {
      request.log.error(error);
      return reply.code(502).send({ success: false, message: `${game.name} cannot be opened now: the game provider did not answer. Please try again.` });
    }
  });
}
