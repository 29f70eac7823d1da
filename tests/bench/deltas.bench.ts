/**
 * Price deltas delivered per second from one server process to many socket clients, with p99 delivery
 * latency. The server moves one market's prices at a fixed rate (price-storm.ts); every client
 * subscribes to it. Target: at least 50,000 delivered messages a second from one process to 200 sockets,
 * p99 ≤ 100 ms, judged when the server made enough changes for 50,000 (changes a second × sockets).
 * Conflation is off here (PRICE_CONFLATE_MS=0), so every change is a message of its own and the figure is
 * the fan-out itself.
 */
import { io, type Socket } from 'socket.io-client';
import { STORM_MARKET_ID } from './price-storm';
import { startServerProcess } from './server-process';
import { judge, type Verdict } from './verdict';

const CLIENTS = 200;
const UPDATES_PER_SECOND = Number(process.env.BENCH_UPDATES ?? 400);
const SECONDS = 8;
const TARGET_PER_SECOND = 50_000;
const TARGET_P99_MS = 100;

export async function runDeltasBench(): Promise<{ perSecond: number; p99: number; verdict: Verdict }> {
  const server = await startServerProcess({ PRICE_CONFLATE_MS: '0' }, [], undefined, { load: { priceStorm: UPDATES_PER_SECOND } });
  const sockets: Socket[] = [];
  try {
    let received = 0;
    let measuring = false;
    const latencies: number[] = [];
    // The market's versions one client saw while measuring: how many changes the server made in that time.
    const versions = { first: Number.NaN, last: Number.NaN };
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const socket = io(server.url, { transports: ['websocket'], forceNew: true, reconnection: false });
        sockets.push(socket);
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
        socket.emit('subscribe-markets', { marketIds: [STORM_MARKET_ID] });
        socket.on('market-update', (delta: { marketId: string; ts: number; version: number }) => {
          if (!measuring || delta.marketId !== STORM_MARKET_ID) return;
          received += 1;
          if (i === 0) {
            if (Number.isNaN(versions.first)) versions.first = delta.version;
            versions.last = delta.version;
          }
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
    const perSecond = received / elapsed;
    const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
    const changesPerSecond = (versions.last - versions.first + 1 || 0) / elapsed;
    const connected = sockets.filter((socket) => socket.connected).length;
    console.log(`  ${perSecond.toFixed(0).padStart(7)} deltas/s delivered to ${connected} sockets (${changesPerSecond.toFixed(0)} price changes/s made, ${UPDATES_PER_SECOND} asked for)   p50 ${(latencies[Math.floor(latencies.length / 2)] ?? 0).toFixed(0)} ms   p99 ${p99.toFixed(0)} ms`);
    const verdict = judge(`≥ ${TARGET_PER_SECOND.toLocaleString('en-US')} deltas/s delivered, p99 ≤ ${TARGET_P99_MS} ms`, perSecond >= TARGET_PER_SECOND && p99 <= TARGET_P99_MS, [
      { unit: 'sockets', offered: connected, required: CLIENTS },
      { unit: 'deltas/s to deliver (changes/s × sockets)', offered: Math.round(changesPerSecond * connected), required: TARGET_PER_SECOND },
    ]);
    return { perSecond, p99, verdict };
  } finally {
    for (const socket of sockets) socket.disconnect();
    await server.stop();
  }
}
