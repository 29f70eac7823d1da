/**
 * Acknowledgements written straight to the connection, against a real socket.io server and clients: the
 * client's callback gets the answer socket.io itself would have delivered (WebSocket or long polling,
 * text or binary, short or long), once, and never ahead of what socket.io was still sending the socket.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { directAcknowledgements } from './ack-writer';

let io: Server;
let url: string;
const clients: ClientSocket[] = [];
type Ack = (answer: unknown) => void;

beforeAll(async () => {
  const http = createServer();
  io = new Server(http);
  const acknowledgeDirectly = directAcknowledgements(io.of('/game'));
  io.of('/game').on('connection', (socket) => acknowledgeDirectly(socket));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/game`;
});

afterAll(async () => {
  for (const client of clients) client.close();
  await new Promise<void>((resolve) => void io.close(() => resolve()));
});

/** A connected client of /game and its server socket, which keeps the acknowledgement functions of its 'ask' events. */
async function seat(transports: Array<'websocket' | 'polling'> = ['websocket']): Promise<{ client: ClientSocket; server: ServerSocket; asked: Ack[] }> {
  const namespace = io.of('/game');
  const arrived = new Promise<ServerSocket>((resolve) => namespace.once('connection', resolve));
  const client = connect(url, { transports, upgrade: false, forceNew: true });
  clients.push(client);
  const server = await arrived;
  const asked: Ack[] = [];
  server.on('ask', (_payload: unknown, ack: Ack) => asked.push(ack));
  await new Promise<void>((resolve) => (client.connected ? resolve() : client.once('connect', () => resolve())));
  return { client, server, asked };
}

/** The client asks `count` times; resolves with the server's acknowledgement functions once all have arrived, and the answers to come. */
async function ask(seated: { client: ClientSocket; asked: Ack[] }, count: number): Promise<{ acks: Ack[]; answers: Array<Promise<unknown>> }> {
  const answers = Array.from({ length: count }, (_, n) => seated.client.emitWithAck('ask', n));
  await vi.waitFor(() => expect(seated.asked.length).toBeGreaterThanOrEqual(count));
  return { acks: seated.asked.splice(0, count), answers };
}

const tcpOf = (server: ServerSocket) => (server.conn as unknown as { transport: { socket: { _socket: { write(data: Buffer): boolean } } } }).transport.socket._socket;

describe('directAcknowledgements', () => {
  it('writes an answer over WebSocket straight to the connection, as socket.io would deliver it, once', async () => {
    const seated = await seat();
    const { acks, answers } = await ask(seated, 1);
    const engineWrites = vi.spyOn(seated.server.conn, 'write');
    const tcpWrites = vi.spyOn(tcpOf(seated.server), 'write');
    const answer = { success: true, message: 'Dragon ₹100.00 placed.', bet: { id: 'T1-9:bet:000001', amount: 10_000 }, balance: 90_000, quote: 'a"b\\c é' };
    acks[0]!(answer);
    acks[0]!({ success: false });
    expect(await answers[0]).toEqual(answer);
    expect(tcpWrites).toHaveBeenCalledTimes(1);
    expect(engineWrites).not.toHaveBeenCalled();
  });

  it('answers over long polling through socket.io', async () => {
    const seated = await seat(['polling']);
    const { acks, answers } = await ask(seated, 1);
    const engineWrites = vi.spyOn(seated.server.conn, 'write');
    acks[0]!({ success: true, n: 1 });
    expect(await answers[0]).toEqual({ success: true, n: 1 });
    expect(engineWrites).toHaveBeenCalledTimes(1);
  });

  it('frames short, 16-bit and 64-bit lengths', async () => {
    const seated = await seat();
    const sizes = [100, 125, 126, 65_535, 70_000];
    const { acks, answers } = await ask(seated, sizes.length);
    sizes.forEach((size, i) => acks[i]!({ text: 'x'.repeat(size) }));
    expect(await Promise.all(answers)).toEqual(sizes.map((size) => ({ text: 'x'.repeat(size) })));
  });

  it('sends an answer with binary parts through socket.io', async () => {
    const seated = await seat();
    const { acks, answers } = await ask(seated, 1);
    acks[0]!({ bytes: Buffer.from([1, 2, 3]) });
    const answer = (await answers[0]) as { bytes: ArrayBuffer | Buffer };
    expect([...new Uint8Array(answer.bytes as ArrayBuffer)]).toEqual([1, 2, 3]);
  });

  it('keeps each socket’s order behind what socket.io was still sending it', async () => {
    const seated = await seat();
    const order: string[] = [];
    seated.client.onAny((event: string, n: number) => order.push(`${event}${n}`));
    // Callbacks, not promises: each is called as its packet is read, in the order the packets came.
    for (let n = 0; n < 50; n += 1) seated.client.emit('ask', n, () => order.push(`ack${n}`));
    await vi.waitFor(() => expect(seated.asked.length).toBe(50));
    // Bursts of socket.io's own emits, each followed at once by an acknowledgement: the emits are still
    // queued or being written when the acknowledgement comes, which must then wait its turn.
    seated.asked.forEach((ack, n) => {
      seated.server.emit('own', n);
      seated.server.emit('own', n + 1000);
      ack(n);
    });
    await vi.waitFor(() => expect(order.length).toBe(150));
    expect(order).toEqual(Array.from({ length: 50 }, (_, n) => [`own${n}`, `own${n + 1000}`, `ack${n}`]).flat());
  });
});
