/**
 * The provider's side of the seamless wallet: signed JSON calls to the operator's wallet over HTTP,
 * on kept-alive connections. An answer is the operator's JSON whatever its HTTP status; a network
 * failure is thrown, and the caller decides (a debit whose fate is unknown is rolled back).
 */
import { createHmac } from 'node:crypto';
import { Agent, request } from 'node:http';

export interface WalletOk {
  status: 'OK';
  playerId: string;
  balance: number;
  transactionId?: string;
  roundId?: string;
}
export interface WalletError {
  status: 'ERROR';
  code: string;
  message: string;
  balance?: number;
}
export type WalletAnswer = WalletOk | WalletError;

export interface WalletClient {
  balance(token: string): Promise<WalletAnswer>;
  debit(call: { token: string; transactionId: string; roundId: string; amount: number }): Promise<WalletAnswer>;
  /** `referenceTransactionId`: the debit a per-bet credit pays (it then settles that bet only, not the player's round). */
  credit(call: { token: string; transactionId: string; roundId: string; amount: number; referenceTransactionId?: string }): Promise<WalletAnswer>;
  rollback(call: { token: string; transactionId: string; roundId: string; referenceTransactionId: string }): Promise<WalletAnswer>;
  close(): Promise<void>;
}

export interface WalletClientOptions {
  providerId: string;
  secret: string;
  /** The operator's wallet base, e.g. http://127.0.0.1:8080/api/casino/wallet (read at each call: the port is known only once listening). */
  walletUrl: () => string;
}

export function walletClient(options: WalletClientOptions): WalletClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 128, keepAliveMsecs: 30_000 });
  const send = (call: string, payload: object): Promise<WalletAnswer> =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify(payload);
      const signature = createHmac('sha256', options.secret).update(body).digest('hex');
      const outgoing = request(
        `${options.walletUrl()}/${call}`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-casino-provider': options.providerId, 'x-casino-signature': signature } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            try {
              const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as WalletAnswer;
              if ((response.statusCode ?? 500) >= 500) reject(new Error(`wallet ${call} failed (${response.statusCode}): ${(answer as WalletError).message ?? ''}`));
              else resolve(answer);
            } catch (error) {
              reject(error as Error);
            }
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  return {
    balance: (token) => send('balance', { token }),
    debit: (call) => send('debit', call),
    credit: (call) => send('credit', call),
    rollback: (call) => send('rollback', call),
    close: async () => agent.destroy(),
  };
}
