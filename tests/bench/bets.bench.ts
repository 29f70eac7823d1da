/**
 * Bets acknowledged per second (after commit) from many concurrent socket clients with bet delay 0,
 * with p50 and p99 latency, on SQLite and on PostgreSQL. Target, on each database: at least 5,000/s with
 * p99 ≤ 20 ms at JUDGED_LOAD (32 sockets, one bet in flight each), judged at that load alone.
 */
import { randomBytes } from 'node:crypto';
import { connectRaw, type RawSocket } from './raw-socket';
import { processCpuSeconds, startServerProcess } from './server-process';
import { judge, type Verdict } from './verdict';

export interface BetsLoad {
  clients: number;
  inFlight: number;
}
/** The load the target names. */
export const JUDGED_LOAD: BetsLoad = { clients: 32, inFlight: 1 };
const SECONDS = 8;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Judged at JUDGED_LOAD alone; at any other load the figures are printed for scale, not judged. */
export async function runBetsBench(label: string, env: Record<string, string>, load: BetsLoad = JUDGED_LOAD, nodeArgs: string[] = []): Promise<{ perSecond: number; p50: number; p99: number; verdict: Verdict }> {
  const { clients: CLIENTS, inFlight: IN_FLIGHT } = load;
  const server = await startServerProcess(env, nodeArgs);
  const sockets: RawSocket[] = [];
  try {
    const tokens = await Promise.all(
      Array.from({ length: CLIENTS }, async () => (await (await fetch(`${server.url}/api/LoginWithDemo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()).token.accessToken as string),
    );
    const events = (await (await fetch(`${server.url}/api/exchange/odds/eventType/4`)).json()).result as Array<{ markets: Array<{ marketId: string; runners: Array<{ selectionId: string; back: Array<{ price: number }> }> }> }>;
    const markets = events.flatMap((e) => e.markets);
    const latencies: number[] = [];
    let acknowledged = 0;
    let rejected = 0;
    let measuring = false;
    let stopped = false;
    await Promise.all(
      tokens.map(async (token, i) => {
        const socket = await connectRaw(server.url);
        sockets.push(socket);
        const sent = new Map<string, number>();
        let n = 0;
        const fire = () => {
          if (stopped) return;
          const market = markets[(i + n) % markets.length]!;
          const runner = market.runners[n % market.runners.length]!;
          const ref = `${i}-${n++}-${randomBytes(3).toString('hex')}`;
          sent.set(ref, performance.now());
          // Asking a price far below the best back: always accepted, so the figure measures the exchange, not the odds.
          socket.emit('create-bet', { token, bet: { runnerId: runner.selectionId, rate: 1.01, stake: 1, marketId: market.marketId, type: 'Back', betSlipRef: ref } });
        };
        socket.on('place-bet-success', (payload: { bet: { betSlipRef: string } }) => {
          const at = sent.get(payload.bet.betSlipRef);
          if (measuring && at !== undefined) {
            acknowledged += 1;
            latencies.push(performance.now() - at);
          }
          fire();
        });
        socket.on('place-bet-error', () => {
          rejected += 1;
          fire();
        });
        for (let k = 0; k < IN_FLIGHT; k += 1) fire();
      }),
    );
    await new Promise((r) => setTimeout(r, 1500));
    measuring = true;
    const started = performance.now();
    const cpuBefore = processCpuSeconds(server.child.pid) * 1000;
    const generatorBefore = process.cpuUsage();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    measuring = false;
    const elapsed = (performance.now() - started) / 1000;
    const cpu = (processCpuSeconds(server.child.pid) * 1000 - cpuBefore) / (elapsed * 10);
    const generatorUsage = process.cpuUsage(generatorBefore);
    const generatorCpu = (generatorUsage.user + generatorUsage.system) / 1000 / (elapsed * 10);
    stopped = true;
    latencies.sort((a, b) => a - b);
    const figures = { perSecond: acknowledged / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
    console.log(`  ${label.padEnd(10)} ${figures.perSecond.toFixed(0).padStart(6)} bets/s acknowledged   p50 ${figures.p50.toFixed(1)} ms   p99 ${figures.p99.toFixed(1)} ms   (${CLIENTS} sockets × ${IN_FLIGHT} in flight, ${rejected} rejected, server CPU ${cpu.toFixed(0)} %, load generator CPU ${generatorCpu.toFixed(0)} %)`);
    const verdict = judge(`${label}: ≥ 5,000 bets/s with p99 ≤ 20 ms`, figures.perSecond >= 5000 && figures.p99 <= 20, [
      { unit: 'sockets', offered: sockets.length, required: JUDGED_LOAD.clients, exactly: true },
      { unit: 'bets in flight a socket', offered: IN_FLIGHT, required: JUDGED_LOAD.inFlight, exactly: true },
    ]);
    return { ...figures, verdict };
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
  }
}
