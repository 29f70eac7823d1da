/**
 * Price deltas delivered per second from one server process to many socket clients, with p99 delivery
 * latency. The server moves one market's prices at a fixed rate; every client subscribes to it.
 * Target: at least 50,000 delivered messages a second from one process to 200 sockets, p99 ≤ 100 ms. Conflation is off here
 * (PRICE_CONFLATE_MS=0), so every change is a message of its own and the figure is the fan-out itself.
 */
import { loadavg } from 'node:os';
import { io, type Socket } from 'socket.io-client';
import { startServerProcess } from './server-process';

const CLIENTS = 200;
const UPDATES_PER_SECOND = Number(process.env.BENCH_UPDATES ?? 400);
const SECONDS = 8;

export async function runDeltasBench(): Promise<{ perSecond: number; p99: number }> {
  const server = await startServerProcess({ PRICE_CONFLATE_MS: '0' }, [], undefined, { load: { priceStorm: UPDATES_PER_SECOND } });
  const sockets: Socket[] = [];
  try {
    let received = 0;
    let measuring = false;
    const latencies: number[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const socket = io(server.url, { transports: ['websocket'], forceNew: true, reconnection: false });
        sockets.push(socket);
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
        socket.emit('subscribe-markets', { marketIds: ['stress.1'] });
        socket.on('market-update', (delta: { marketId: string; ts: number }) => {
          if (!measuring || delta.marketId !== 'stress.1') return;
          received += 1;
          // Sample one client in ten for latency, so timing costs do not skew the count.
          if (i % 10 === 0) latencies.push(Date.now() - delta.ts);
        });
      }),
    );
    await new Promise((r) => setTimeout(r, 1000));
    measuring = true;
    const started = performance.now();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    measuring = false;
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const result = { perSecond: received / elapsed, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
    console.log(`  ${result.perSecond.toFixed(0).padStart(7)} deltas/s delivered to ${CLIENTS} sockets (${UPDATES_PER_SECOND} price changes/s)   p50 ${(latencies[Math.floor(latencies.length / 2)] ?? 0).toFixed(0)} ms   p99 ${result.p99.toFixed(0)} ms   (machine load ${loadavg()[0]!.toFixed(1)})`);
    return result;
  } finally {
    for (const socket of sockets) socket.disconnect();
    await server.stop();
  }
}
