/**
 * The provider's wallet client: calls made together travel in one signed batch, each answered as on its
 * own; stakes may have two batches on their way at once, settlements one, and a batch that fails fails
 * each of its calls. Signing and the HTTP path run against a stand-in operator; the lanes' limits and
 * spacing run against an operator in memory, under fake timers, so they depend on no machine's pace.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signatureMatches } from '../casino-wallet/signature';
import { walletClient, type WalletClient } from './wallet-client';

const SECRET = 'client-test-secret';

interface Received {
  calls: Array<Record<string, unknown>>;
  signed: boolean;
  answer(status?: number): void;
}

let server: Server | undefined;
let client: WalletClient | undefined;

/** The operator's answer to a batch: each call answered OK with its transaction id, or the whole batch refused. */
const answerTo = (calls: Array<Record<string, unknown>>, status: number) =>
  status === 200 ? { status: 'OK', answers: calls.map((c) => ({ status: 'OK', playerId: 'p1', balance: 100, transactionId: c.transactionId })) } : { status: 'ERROR', message: 'down' };

/** Batches as they arrive, and a promise of the next one. */
function arrivals() {
  const received: Received[] = [];
  const waiters: Array<(batch: Received) => void> = [];
  return {
    received,
    arrive(batch: Received) {
      received.push(batch);
      waiters.shift()?.(batch);
    },
    next: () => new Promise<Received>((resolve) => waiters.push(resolve)),
  };
}

/** An operator over HTTP that holds each batch until the test answers it. */
async function operator(): Promise<{ url: string; received: Received[]; next(): Promise<Received> }> {
  const { received, arrive, next } = arrivals();
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const calls = (JSON.parse(raw) as { calls: Array<Record<string, unknown>> }).calls;
      arrive({
        calls,
        signed: signatureMatches(SECRET, raw, request.headers['x-casino-signature']),
        answer: (status = 200) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(answerTo(calls, status)));
        },
      });
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, received, next };
}

/** An operator in memory: a batch arrives the moment the client sends it, and waits for the test to answer it. */
function operatorInMemory(stakeSpacingMs?: number) {
  const { received, arrive, next } = arrivals();
  const sendBatch = (payload: { calls: object[] }) =>
    new Promise<{ status: number; answer: unknown }>((resolve) => {
      const calls = payload.calls as Array<Record<string, unknown>>;
      arrive({ calls, signed: false, answer: (status = 200) => resolve({ status, answer: answerTo(calls, status) }) });
    });
  client = walletClient({ providerId: 'sandbox', secret: SECRET, walletUrl: () => 'unused', sendBatch, ...(stakeSpacingMs === undefined ? {} : { stakeSpacingMs }) });
  return { client, received, next };
}

/** One turn of the event loop: a call that goes "at the next turn" has gone once it is over. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

const stake = (n: number) => ({ token: 't1', transactionId: `R1:bet:${n}`, roundId: 'R1', amount: 100 });
const credit = (n: number) => ({ token: 't1', transactionId: `R${n}:win`, roundId: `R${n}`, amount: 200 });
const ids = (batch: Received) => batch.calls.map((c) => c.transactionId);

afterEach(async () => {
  vi.useRealTimers();
  await client?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('wallet client', () => {
  it('sends the calls made together as one signed batch and answers each in order', async () => {
    const op = await operator();
    client = walletClient({ providerId: 'sandbox', secret: SECRET, walletUrl: () => op.url });
    const first = op.next();
    const answers = Promise.all([client.debit(stake(1)), client.debit(stake(2)), client.debit(stake(3))]);
    const batch = await first;
    expect(batch.signed).toBe(true);
    expect(batch.calls.map((c) => [c.call, c.transactionId])).toEqual([['debit', 'R1:bet:1'], ['debit', 'R1:bet:2'], ['debit', 'R1:bet:3']]);
    batch.answer();
    expect((await answers).map((a) => (a as { transactionId: string }).transactionId)).toEqual(['R1:bet:1', 'R1:bet:2', 'R1:bet:3']);
  });

  it('has two stake batches on their way at once, so a slow one does not hold up the next', async () => {
    // No spacing here: only the number of batches on their way holds a stake back.
    const op = operatorInMemory(0);
    const slow = op.client.debit(stake(1));
    await turn();
    const fast = op.client.debit(stake(2));
    await turn();
    expect(op.received.map(ids)).toEqual([['R1:bet:1'], ['R1:bet:2']]);
    // The second batch went while the first was unanswered; a third waits for one of them.
    const third = op.client.debit(stake(3));
    await turn();
    expect(op.received).toHaveLength(2);
    const thirdArrives = op.next();
    op.received[1]!.answer();
    expect(await fast).toMatchObject({ transactionId: 'R1:bet:2' });
    const thirdBatch = await thirdArrives;
    expect(ids(thirdBatch)).toEqual(['R1:bet:3']);
    thirdBatch.answer();
    op.received[0]!.answer();
    expect(await slow).toMatchObject({ transactionId: 'R1:bet:1' });
    expect(await third).toMatchObject({ transactionId: 'R1:bet:3' });
  });

  it('sends a lone stake at once, and the stakes made within the spacing of the last batch together after it', async () => {
    // Only the spacing's clock is faked: a lone call still goes at the next turn of the event loop.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const op = operatorInMemory(300);
    const first = op.client.debit(stake(1));
    await turn();
    expect(op.received.map(ids)).toEqual([['R1:bet:1']]);
    op.received[0]!.answer();
    await first;
    const later = [op.client.debit(stake(2))];
    await turn();
    later.push(op.client.debit(stake(3)));
    vi.advanceTimersByTime(20);
    later.push(op.client.debit(stake(4)));
    vi.advanceTimersByTime(279);
    await turn();
    // 299 ms after the first batch: the three still wait.
    expect(op.received).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(op.received.map(ids)).toEqual([['R1:bet:1'], ['R1:bet:2', 'R1:bet:3', 'R1:bet:4']]);
    op.received[1]!.answer();
    expect((await Promise.all(later)).map((a) => (a as { transactionId: string }).transactionId)).toEqual(['R1:bet:2', 'R1:bet:3', 'R1:bet:4']);
    // Once the spacing has passed, a stake goes at once again.
    vi.advanceTimersByTime(300);
    void op.client.debit(stake(5));
    await turn();
    expect(op.received.map(ids).at(-1)).toEqual(['R1:bet:5']);
    op.received[2]!.answer();
  });

  it('does not space settlements: a credit goes at the next turn', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const op = operatorInMemory(300);
    for (const n of [1, 2]) {
      const paid = op.client.credit(credit(n));
      await turn();
      expect(op.received).toHaveLength(n);
      op.received[n - 1]!.answer();
      expect(await paid).toMatchObject({ transactionId: `R${n}:win` });
      // The answered batch frees its lane once its callers have their answers.
      await turn();
    }
  });

  it('sends settlements one batch at a time, in their order', async () => {
    const op = operatorInMemory();
    const paid = op.client.credit(credit(1));
    await turn();
    const later = op.client.rollback({ token: 't1', transactionId: 'R1:bet:1:rb', roundId: 'R1', referenceTransactionId: 'R1:bet:1' });
    await turn();
    expect(op.received).toHaveLength(1);
    const secondArrives = op.next();
    op.received[0]!.answer();
    await paid;
    const second = await secondArrives;
    expect(second.calls.map((c) => c.call)).toEqual(['rollback']);
    second.answer();
    await later;
  });

  it('fails every call of a batch the wallet refused as a whole', async () => {
    const op = await operator();
    client = walletClient({ providerId: 'sandbox', secret: SECRET, walletUrl: () => op.url });
    const arrives = op.next();
    const calls = [client.debit(stake(1)), client.debit(stake(2))].map((p) => p.then(() => 'answered', (error: Error) => error.message));
    (await arrives).answer(500);
    expect(await Promise.all(calls)).toEqual([expect.stringContaining('wallet batch failed (500)'), expect.stringContaining('wallet batch failed (500)')]);
  });
});
