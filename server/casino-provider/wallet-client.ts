/**
 * The provider's side of the seamless wallet: signed JSON calls to the operator's wallet over HTTP,
 * on kept-alive connections. Calls made together (the bets of one moment at a busy table) travel in one
 * batch request, each answered as on its own. An answer is the operator's JSON; a network failure, or
 * the wallet failing on a call, is thrown, and the caller decides (a debit whose fate is unknown is
 * rolled back).
 */
import { createHmac } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { CasinoWalletOk, CasinoWalletRefusal, WalletCreditBody, WalletDebitBody, WalletRollbackBody } from '../../schemas/wire';

/** The operator's answer to one call: gone through, or refused. */
export type WalletAnswer = CasinoWalletOk | CasinoWalletRefusal;

export interface WalletClient {
  balance(token: string): Promise<WalletAnswer>;
  debit(call: WalletDebitBody): Promise<WalletAnswer>;
  /** `referenceTransactionId`: the debit a per-bet credit pays (it then settles that bet only, not the player's round). */
  credit(call: WalletCreditBody): Promise<WalletAnswer>;
  rollback(call: WalletRollbackBody): Promise<WalletAnswer>;
  close(): Promise<void>;
}

export interface WalletClientOptions {
  providerId: string;
  secret: string;
  /** The operator's wallet base, e.g. http://127.0.0.1:8080/api/casino/wallet (read at each call: the port is known only once listening). */
  walletUrl: () => string;
  /** At least this long between one stake batch and the next (default STAKE_SPACING_MS). */
  stakeSpacingMs?: number;
  /** Sends one batch and resolves with the wallet's status and JSON answer (default: a signed POST to `walletUrl()/batch`). */
  sendBatch?: (payload: { calls: object[] }) => Promise<{ status: number; answer: unknown }>;
}

/** Calls sent in one batch at most; more wait for the next. */
const BATCH_LIMIT = 500;
const REQUEST_TIMEOUT_MS = 15_000;

interface Pending {
  call: string;
  payload: object;
  resolve(answer: WalletAnswer): void;
  reject(error: Error): void;
}

/**
 * Stakes (balance and debit calls, which a player waits on) and settlements (credits and rollbacks)
 * travel in lanes of their own, so a round's payouts never hold up another table's bets. Up to two stake
 * batches are on their way at once, so a slow batch does not hold up the bets made behind it (a player's
 * stakes are each their own transaction; the wallet checks each against the money as it stands).
 * Settlements go one batch at a time: a round's credit and a rollback of its stake keep their order.
 *
 * A stake batch goes at most every STAKE_SPACING_MS: a lone bet goes at once, and at a busy table the
 * bets of those milliseconds travel together. Each request, and each ledger transaction it becomes,
 * costs much the same whatever it carries: at 5,000 bets a second, batches of about 4 bets (one a turn of
 * the event loop) took 215 µs of server CPU a bet, and spaced batches of about 8, 188 µs, with a
 * database log a quarter smaller.
 */
const IN_FLIGHT = { stake: 2, settle: 1 } as const;
const STAKE_SPACING_MS = 2;
const laneOf = (call: string): 'stake' | 'settle' => (call === 'debit' || call === 'balance' ? 'stake' : 'settle');

export function walletClient(options: WalletClientOptions): WalletClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 16, keepAliveMsecs: 30_000 });
  const post = (path: string, payload: object): Promise<{ status: number; answer: unknown }> =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify(payload);
      const signature = createHmac('sha256', options.secret).update(body).digest('hex');
      const outgoing = request(
        `${options.walletUrl()}/${path}`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-casino-provider': options.providerId, 'x-casino-signature': signature } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            try {
              resolve({ status: response.statusCode ?? 500, answer: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown });
            } catch (error) {
              reject(error as Error);
            }
          });
        },
      );
      outgoing.on('error', reject);
      // A wallet that does not answer must not hold a lane: its calls fail, and their callers decide.
      outgoing.setTimeout(REQUEST_TIMEOUT_MS, () => outgoing.destroy(new Error(`the wallet did not answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
      outgoing.end(body);
    });

  const sendBatch = options.sendBatch ?? ((payload: { calls: object[] }) => post('batch', payload));

  // Each lane has at most its IN_FLIGHT batches on their way, and the stake lane one batch a spacing;
  // calls made meanwhile gather into its next batch, so a batch grows with the load (one request and one
  // database transaction for many bets) and, when quiet, a call goes at the next turn of the event loop.
  const lane = (most: number, spacingMs: number) => ({ queue: [] as Pending[], busy: 0, most, spacingMs, sentAt: -Infinity, scheduled: false });
  const lanes = { stake: lane(IN_FLIGHT.stake, options.stakeSpacingMs ?? STAKE_SPACING_MS), settle: lane(IN_FLIGHT.settle, 0) };
  const schedule = (l: ReturnType<typeof lane>) => {
    if (l.scheduled || l.busy >= l.most || l.queue.length === 0) return;
    l.scheduled = true;
    const wait = l.sentAt + l.spacingMs - performance.now();
    if (wait > 0) setTimeout(() => flush(l), wait);
    else setImmediate(() => flush(l));
  };
  const flush = (l: ReturnType<typeof lane>) => {
    l.scheduled = false;
    const batch = l.queue.splice(0, BATCH_LIMIT);
    if (batch.length === 0) return;
    l.busy += 1;
    l.sentAt = performance.now();
    sendBatch({ calls: batch.map((item) => ({ call: item.call, ...item.payload })) })
      .then(({ status, answer }) => {
        const answers = (answer as { answers?: unknown }).answers;
        if (status !== 200 || !Array.isArray(answers) || answers.length !== batch.length) throw new Error(`wallet batch failed (${status}): ${(answer as { message?: string }).message ?? ''}`);
        batch.forEach((item, i) => {
          const one = answers[i] as WalletAnswer;
          // The wallet failed on this call (nothing happened): as for a call on its own, its fate is the caller's to decide.
          if (one.status === 'ERROR' && one.code === 'INTERNAL') item.reject(new Error(`wallet ${item.call} failed: ${one.message}`));
          else item.resolve(one);
        });
      })
      .catch((error: Error) => {
        for (const item of batch) item.reject(error);
      })
      .finally(() => {
        l.busy -= 1;
        schedule(l);
      });
  };
  const send = (call: string, payload: object): Promise<WalletAnswer> =>
    new Promise((resolve, reject) => {
      const l = lanes[laneOf(call)];
      l.queue.push({ call, payload, resolve, reject });
      schedule(l);
    });
  return {
    balance: (token) => send('balance', { token }),
    debit: (call) => send('debit', call),
    credit: (call) => send('credit', call),
    rollback: (call) => send('rollback', call),
    close: async () => agent.destroy(),
  };
}
