/** A running sandbox exchange on a free port, on SQLite or PostgreSQL, with helpers for calling it. */
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { createServer, type ExchangeServer, type ServerOptions } from '../../server/app';
import { buildIfNeeded } from '../../server/build-if-needed';
import { POSTGRES_URL } from '../../server/exchange/test-support';
import { PROJECT_ROOT } from './fixtures';

export interface Harness {
  app: ExchangeServer;
  url: string;
  /** `from`: the caller's address (127.0.0.1 by default). */
  call(method: string, path: string, body?: unknown, token?: string | null, headers?: Record<string, string>, from?: string): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  lastOtp(phone: string): string;
  /** Everything the OTP outbox holds for a phone: codes and messages. */
  outbox(phone: string): Array<{ phone: string; code?: string; message?: string; purpose: string }>;
  socket(namespace?: string): Promise<Socket>;
  close(): Promise<void>;
}

export async function startHarness(kind: 'sqlite' | 'postgres', betDelayMs = 0, ballMs = 1000, server: Pick<ServerOptions, 'trustedProxies'> = {}): Promise<Harness> {
  buildIfNeeded(PROJECT_ROOT, () => {});
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-api-'));
  const schema = kind === 'postgres' ? `wl_api_${randomBytes(5).toString('hex')}` : undefined;
  const app = await createServer({
    root: PROJECT_ROOT,
    sandbox: { memory: kind === 'sqlite', dataDir, betDelayMs, log: () => {}, ...(schema ? { databaseUrl: POSTGRES_URL, databaseSchema: schema } : {}) },
    runtime: { ballMs },
    ...server,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const sockets: Socket[] = [];
  const outbox = (phone: string) => {
    const file = join(dataDir, 'otp-outbox.jsonl');
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { phone: string; code?: string; message?: string; purpose: string }).filter((l) => l.phone === phone);
  };
  return {
    app,
    url,
    async call(method, path, body, token, headers = {}, from) {
      const response = await app.inject({
        method: method as 'GET',
        ...(from ? { remoteAddress: from } : {}),
        url: `/api/${path.replace(/^\//, '')}`,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(body === undefined ? {} : typeof body === 'string' ? { payload: body } : { payload: body as object }),
      });
      let parsed: unknown = response.body;
      try {
        parsed = JSON.parse(response.body);
      } catch {
        // not JSON
      }
      return { status: response.statusCode, body: parsed, headers: response.headers };
    },
    lastOtp(phone) {
      const codes = outbox(phone).filter((l) => l.code);
      if (!codes.length) throw new Error(`No OTP sent to ${phone}`);
      return codes[codes.length - 1]!.code!;
    },
    outbox,
    async socket(namespace = '/') {
      const socket = io(`${url}${namespace}`, { transports: ['websocket'], forceNew: true, reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    async close() {
      for (const socket of sockets) socket.disconnect();
      await app.close();
      if (schema) {
        const pg = (await import('pg')).default;
        const client = new pg.Client({ connectionString: POSTGRES_URL });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function once<T = any>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timeout waiting for ${event}`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
