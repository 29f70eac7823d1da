/**
 * The provider's wallet client against a stand-in operator: calls made together travel in one signed
 * batch, each answered as on its own; stakes may have two batches on their way at once, settlements one,
 * and a batch that fails fails each of its calls.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
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

/** An operator that holds each batch until the test answers it (each call answered OK with its transaction id). */
async function operator(): Promise<{ url: string; received: Received[]; next(): Promise<Received> }> {
  const received: Received[] = [];
  const waiters: Array<(batch: Received) => void> = [];
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const calls = (JSON.parse(raw) as { calls: Array<Record<string, unknown>> }).calls;
      const batch: Received = {
        calls,
        signed: signatureMatches(SECRET, raw, request.headers['x-casino-signature']),
        answer: (status = 200) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(status === 200 ? { status: 'OK', answers: calls.map((c) => ({ status: 'OK', playerId: 'p1', balance: 100, transactionId: c.transactionId })) } : { status: 'ERROR', message: 'down' }));
        },
      };
      received.push(batch);
      waiters.shift()?.(batch);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    next: () => new Promise((resolve) => waiters.push(resolve)),
  };
}

const stake = (n: number) => ({ token: 't1', transactionId: `R1:bet:${n}`, roundId: 'R1', amount: 100 });
const credit = (n: number) => ({ token: 't1', transactionId: `R${n}:win`, roundId: `R${n}`, amount: 200 });

afterEach(async () => {
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
    const op = await operator();
    client = walletClient({ providerId: 'sandbox', secret: SECRET, walletUrl: () => op.url });
    const firstArrives = op.next();
    const slow = client.debit(stake(1));
    const first = await firstArrives;
    const secondArrives = op.next();
    const fast = client.debit(stake(2));
    const second = await secondArrives;
    // The second batch went while the first was unanswered; a third waits for one of them.
    const third = client.debit(stake(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(op.received).toHaveLength(2);
    second.answer();
    expect(await fast).toMatchObject({ transactionId: 'R1:bet:2' });
    const thirdBatch = await op.next();
    expect(thirdBatch.calls.map((c) => c.transactionId)).toEqual(['R1:bet:3']);
    thirdBatch.answer();
    first.answer();
    expect(await slow).toMatchObject({ transactionId: 'R1:bet:1' });
    expect(await third).toMatchObject({ transactionId: 'R1:bet:3' });
  });

  /** Makes a call, checks that its batch reached the operator within 150 ms (at once, not spaced), answers it and waits for the answer. */
  async function goesAtOnce(op: Awaited<ReturnType<typeof operator>>, call: () => Promise<unknown>): Promise<number> {
    const arrives = op.next();
    const askedAt = performance.now();
    const answered = call();
    const batch = await arrives;
    expect(performance.now() - askedAt).toBeLessThan(150);
    batch.answer();
    await answered;
    return askedAt;
  }

  it('sends a lone stake at once, and the stakes made within the spacing of the last batch together after it', async () => {
    const op = await operator();
    // A spacing long enough that this machine's pace cannot blur it (the server's is 2 ms).
    client = walletClient({ providerId: 'sandbox', secret: SECRET, walletUrl: () => op.url, stakeSpacingMs: 300 });
    const firstAskedAt = await goesAtOnce(op, () => client!.debit(stake(1)));
    const secondArrives = op.next();
    const later = [client.debit(stake(2))];
    await new Promise((resolve) => setImmediate(resolve));
    later.push(client.debit(stake(3)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    later.push(client.debit(stake(4)));
    const second = await secondArrives;
    expect(performance.now() - firstAskedAt).toBeGreaterThanOrEqual(290);
    expect(second.calls.map((c) => c.transactionId)).toEqual(['R1:bet:2', 'R1:bet:3', 'R1:bet:4']);
    second.answer();
    expect((await Promise.all(later)).map((a) => (a as { transactionId: string }).transactionId)).toEqual(['R1:bet:2', 'R1:bet:3', 'R1:bet:4']);
    // Once the spacing has passed, a stake goes at once again.
    await new Promise((resolve) => setTimeout(resolve, 320));
    await goesAtOnce(op, () => client!.debit(stake(5)));
  });

  it('does not space settlements: a credit goes at the next turn', async () => {
    const op = await operator();
    client = walletClient({ providerId: 'sandbox', secret: SECRET, walletUrl: () => op.url, stakeSpacingMs: 300 });
    await goesAtOnce(op, () => client!.credit(credit(1)));
    await goesAtOnce(op, () => client!.credit(credit(2)));
  });

  it('sends settlements one batch at a time, in their order', async () => {
    const op = await operator();
    client = walletClient({ providerId: 'sandbox', secret: SECRET, walletUrl: () => op.url });
    const firstArrives = op.next();
    const paid = client.credit(credit(1));
    const first = await firstArrives;
    const later = client.rollback({ token: 't1', transactionId: 'R1:bet:1:rb', roundId: 'R1', referenceTransactionId: 'R1:bet:1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(op.received).toHaveLength(1);
    const secondArrives = op.next();
    first.answer();
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
