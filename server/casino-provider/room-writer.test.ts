/**
 * The framed room writer against a real socket.io server and clients: every socket of the room hears
 * the event as socket.io's own emit would deliver it (WebSocket or long polling, text or binary), no
 * socket outside the room does, and an event written straight to the connection never overtakes what
 * socket.io was still sending to that socket.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { framedRoomWriter } from './room-writer';

let io: Server;
let url: string;
const clients: ClientSocket[] = [];

beforeAll(async () => {
  const http = createServer();
  io = new Server(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/game`;
});

afterAll(async () => {
  for (const client of clients) client.close();
  await new Promise<void>((resolve) => void io.close(() => resolve()));
});

/** A client of /game whose server socket joined `room` (when given). */
async function seat(room: string | null, transports: Array<'websocket' | 'polling'> = ['websocket']): Promise<{ client: ClientSocket; server: ServerSocket }> {
  const namespace = io.of('/game');
  const arrived = new Promise<ServerSocket>((resolve) => namespace.once('connection', resolve));
  const client = connect(url, { transports, upgrade: false, forceNew: true });
  clients.push(client);
  const server = await arrived;
  if (room) await server.join(room);
  await new Promise<void>((resolve) => (client.connected ? resolve() : client.once('connect', () => resolve())));
  return { client, server };
}

const heard = (client: ClientSocket, event: string, count: number) =>
  new Promise<unknown[]>((resolve) => {
    const payloads: unknown[] = [];
    client.on(event, (payload: unknown) => {
      payloads.push(payload);
      if (payloads.length === count) resolve(payloads);
    });
  });

describe('framedRoomWriter', () => {
  it('reaches every socket of the room, over WebSocket and long polling, and no other', async () => {
    // One at a time: each takes the namespace's next connection.
    const inRoom = [await seat('r1'), await seat('r1'), await seat('r1', ['polling'])];
    const outside = await seat('r2');
    const payload = { roundId: 'R-1', crashPoint: 253, seed: 'ab"c\\d ₹ é', list: [1, null, 'x'] };
    const arrivals = inRoom.map(({ client }) => heard(client, 'crash', 1));
    let strays = 0;
    outside.client.on('crash', () => (strays += 1));
    const throughSocketIo = inRoom.map(({ server }) => vi.spyOn(server, 'emit'));
    framedRoomWriter(io.of('/game'))([{ event: 'crash', payload }])('r1');
    for (const payloads of await Promise.all(arrivals)) expect(payloads).toEqual([payload]);
    // The idle WebSocket connections were written directly; the long-polling one through socket.io.
    expect(throughSocketIo.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 1]);
    // What the outsider would hear arrives after an event sent to it later.
    const later = heard(outside.client, 'later', 1);
    outside.server.emit('later', 1);
    await later;
    expect(strays).toBe(0);
  });

  it('frames short, 16-bit and 64-bit lengths', async () => {
    const { client } = await seat('r5');
    const payloads = [120, 125, 126, 65_535, 70_000].map((size) => ({ text: 'x'.repeat(size) }));
    const arrivals = heard(client, 'sized', payloads.length);
    const write = framedRoomWriter(io.of('/game'));
    for (const payload of payloads) write([{ event: 'sized', payload }])('r5');
    expect(await arrivals).toEqual(payloads);
  });

  it('keeps each socket’s order behind what socket.io was still sending it', async () => {
    const { client, server } = await seat('r3');
    const order: string[] = [];
    const done = new Promise<void>((resolve) => {
      client.onAny((event: string, n: number) => {
        order.push(`${event}${n}`);
        if (order.length === 200) resolve();
      });
    });
    const write = framedRoomWriter(io.of('/game'));
    // Bursts of socket.io's own emits, each followed at once by framed writes: the emits are still
    // queued or being written when the framed ones come, which must then wait their turn.
    for (let n = 0; n < 50; n += 1) {
      server.emit('own', n);
      server.emit('own', n + 1000);
      write([{ event: 'framed', payload: n }])('r3');
      write([{ event: 'framed', payload: n + 1000 }])('r3');
    }
    await done;
    const expected = Array.from({ length: 50 }, (_, n) => [`own${n}`, `own${n + 1000}`, `framed${n}`, `framed${n + 1000}`]).flat();
    expect(order).toEqual(expected);
  });

  it('sends a payload with binary parts through socket.io', async () => {
    const { client } = await seat('r4');
    const arrival = heard(client, 'blob', 1);
    framedRoomWriter(io.of('/game'))([{ event: 'blob', payload: { bytes: Buffer.from([1, 2, 3]) } }])('r4');
    const [payload] = (await arrival) as Array<{ bytes: ArrayBuffer | Buffer }>;
    expect([...new Uint8Array(payload!.bytes as ArrayBuffer)]).toEqual([1, 2, 3]);
  });

  it('writes several events to a socket in one write, each heard on its own and in order, on either transport', async () => {
    const sockets = [await seat('r6'), await seat('r6', ['polling'])];
    const arrivals = sockets.map(({ client }) => {
      const order: unknown[] = [];
      return new Promise<unknown[]>((resolve) =>
        client.onAny((event: string, payload: unknown) => {
          order.push([event, payload]);
          if (order.length === 3) resolve(order);
        }),
      );
    });
    const tcp = (sockets[0]!.server.conn as unknown as { transport: { socket: { _socket: { write(data: Buffer): boolean } } } }).transport.socket._socket;
    const writes = vi.spyOn(tcp, 'write');
    const long = 'y'.repeat(300);
    framedRoomWriter(io.of('/game'))([
      { event: 'take-off', payload: { at: 1 } },
      { event: 'crash', payload: { at: 1, seed: long } },
      { event: 'take-off', payload: 2 },
    ])('r6');
    expect(writes).toHaveBeenCalledTimes(1);
    for (const order of await Promise.all(arrivals)) expect(order).toEqual([['take-off', { at: 1 }], ['crash', { at: 1, seed: long }], ['take-off', 2]]);
  });

  it('writes nothing for a room with no sockets', () => {
    expect(() => framedRoomWriter(io.of('/game'))([{ event: 'crash', payload: {} }])('nobody')).not.toThrow();
  });
});
