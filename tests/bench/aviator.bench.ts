/**
 * 5,000 socket players in one process (each its own demo player with an Aviator game session) against
 * a server process: every player bets each round (half of them with an auto cash-out), and the others
 * cash out by hand at a random multiplier they pick from 1.05× to 3×, timed from the take-off event, unless
 * the crash reached them first (as on the page, whose Cash Out goes with the plane); one sent before the
 * crash arrived may still reach the server after it, and is answered that it came too late.
 * Figures: place-bet ack p50/p99 (a signed wallet debit and a ledger transaction each), cash-out ack
 * p50/p99 (targets ≤ 25 ms p99), and the crash's fan-out to every client, p99 and last, measured from
 * the moment the server sent it and from the crash time itself (target ≤ 100 ms p99); then, for scale,
 * the same fan-out with nothing but TCP writes (fan-out-floor.ts).
 */
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { timeToReach } from '../../domain/games';
import { tokenHash } from '../../server/casino-wallet/sessions';
import { measureFanOutFloor } from './fan-out-floor';
import { connectNamespace as connectNamespaceOf, type NamespaceClient } from './namespace-client';
import { startServerProcess } from './server-process';
import { percentile } from './trace';
import { judge, type Verdict } from './verdict';

const CLIENTS = Number(process.env.AVIATOR_BENCH_CLIENTS ?? 5000);
/** Rounds measured (AVIATOR_BENCH_ROUNDS): each crash point loads the server differently, so several. */
const ROUNDS = Number(process.env.AVIATOR_BENCH_ROUNDS ?? 8);
const NAMESPACE = '/aviator';
/** The targets and the load they name. */
const TARGET = { cashOutAckP99: 25, fanOutP99: 100, players: 5000 };

export type GameClient = NamespaceClient;

/** A client of the Aviator namespace (namespace-client.ts). */
export const connectNamespace = (url: string): Promise<GameClient> => connectNamespaceOf(url, NAMESPACE);

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Game sessions for players, written straight into the server's database as the operator's launch call
 * would (5,000 launch calls through HTTP would measure the login limits, not the game).
 */
export function openAviatorSessions(dataDir: string, userIds: readonly string[], providerId = 'sandbox'): string[] {
  const db = new SQLite(join(dataDir, 'exchange.sqlite'));
  db.pragma('busy_timeout = 10000');
  const insert = db.prepare('insert into casino_sessions (token_hash, provider_id, user_id, game_id, table_id, created_at, expires_at) values (?, ?, ?, ?, ?, ?, ?)');
  const now = Date.now();
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  db.transaction(() => userIds.forEach((id, i) => insert.run(tokenHash(tokens[i]!), providerId, id, '7019', 'T019', now, now + 3_600_000)))();
  db.close();
  return tokens;
}

async function playRounds(): Promise<{ cashOutAckP99: number; fanOutP99: number; players: number }> {
  // Demo logins are limited per address: each player comes from its own address behind a trusted proxy.
  const server = await startServerProcess({ TRUSTED_PROXIES: 'loopback', AVIATOR_BETTING_MS: '5000', AVIATOR_PAUSE_MS: '3000' }, process.env.AVIATOR_BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.AVIATOR_BENCH_PROFILE] : []);
  const clients: GameClient[] = [];
  try {
    const post = async (path: string, body: unknown, headers: Record<string, string>) => (await (await fetch(`${server.url}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })).json()) as any;
    const ids: string[] = [];
    for (let i = 0; i < CLIENTS; i += 50) {
      ids.push(...(await Promise.all(Array.from({ length: Math.min(50, CLIENTS - i) }, async (_, k) => {
        const n = i + k;
        return (await post('LoginWithDemo', {}, { 'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` })).data._id as string;
      }))));
    }
    const tokens = openAviatorSessions(server.dataDir, ids);
    for (let i = 0; i < CLIENTS; i += 250) {
      clients.push(...(await Promise.all(tokens.slice(i, i + 250).map(async (token) => {
        const client = await connectNamespace(server.url);
        const joined = await client.emit('join', { token });
        if (!joined.success) throw new Error(`join refused: ${joined.message}`);
        return client;
      }))));
    }
    console.log(`  ${CLIENTS} players logged in, each with a game session, joined ${NAMESPACE}`);

    const betAcks: number[] = [];
    const cashAcks: number[] = [];
    const fanOutSent: number[] = [];
    const fanOutCrash: number[] = [];
    let refusedBets = 0;
    let paidCashOuts = 0;
    let lateCashOuts = 0;
    const crashPoints: number[] = [];
    const roundFanOut: number[] = [];
    // The load generator's own event-loop delay adds to every acknowledgement and arrival it times: printed beside them.
    const generatorLag = monitorEventLoopDelay({ resolution: 5 });
    generatorLag.enable();
    for (let r = 0; r < ROUNDS; r += 1) {
      const thisRound: number[] = [];
      // A player who has seen the plane fly away has no Cash Out button left to press.
      const sawCrash = new Set<GameClient>();
      const round = await new Promise<{ roundId: string; bettingClosesAt: number }>((resolve) => clients[0]!.on('round', resolve));
      const crashes = Promise.all(clients.map((client) => new Promise<void>((resolve) => client.on('crash', (crash: { roundId: string; at: number; serverTime: number; crashPoint: number }) => {
        if (crash.roundId !== round.roundId) return;
        const now = Date.now();
        sawCrash.add(client);
        fanOutSent.push(now - crash.serverTime);
        thisRound.push(now - crash.serverTime);
        fanOutCrash.push(now - crash.at);
        if (client === clients[0]) crashPoints.push(crash.crashPoint);
        resolve();
      }))));
      const takeOff = new Promise<{ at: number }>((resolve) => clients[0]!.on('take-off', (t: { roundId: string; at: number }) => t.roundId === round.roundId && resolve(t)));
      // Bets spread over the first 2.5 s of the window; odd players leave the cash-out to the server.
      const placed = await Promise.all(clients.map(async (client, i) => {
        await new Promise((resolve) => setTimeout(resolve, (i / CLIENTS) * 2500));
        const auto = i % 2 === 1 ? 110 + Math.floor(Math.random() * 190) : undefined;
        const sent = performance.now();
        const answer = await client.emit('place-bet', { slot: 1, amount: 10_00, ...(auto ? { autoCashOut: auto } : {}) });
        betAcks.push(performance.now() - sent);
        if (!answer.success) refusedBets += 1;
        return answer.success && !auto;
      }));
      const flight = await takeOff;
      const cashing = clients.map(async (client, i) => {
        if (!placed[i]) return;
        const target = 105 + Math.floor(Math.random() * 195);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, flight.at + timeToReach(target) - Date.now())));
        if (sawCrash.has(client)) return;
        const sent = performance.now();
        const answer = await client.emit('cash-out', { slot: 1 });
        cashAcks.push(performance.now() - sent);
        if (answer.success) paidCashOuts += 1;
        else lateCashOuts += 1;
      });
      await Promise.all([crashes, ...cashing]);
      roundFanOut.push(percentile(thisRound.sort((a, b) => a - b), 99));
    }
    generatorLag.disable();
    for (const list of [betAcks, cashAcks, fanOutSent, fanOutCrash]) list.sort((a, b) => a - b);
    const figures = { cashOutAckP99: percentile(cashAcks, 99), fanOutP99: percentile(fanOutSent, 99) };
    console.log(
      `  ${ROUNDS} rounds (crash points ${crashPoints.map((c) => `${(c / 100).toFixed(2)}×`).join(', ')}), ${CLIENTS} players betting every round, half with auto cash-out:\n` +
        `  place-bet ack p50 ${ms(percentile(betAcks, 50))} p99 ${ms(percentile(betAcks, 99))} (${betAcks.length} bets, ${refusedBets} refused)\n` +
        `  cash-out ack p50 ${ms(percentile(cashAcks, 50))} p99 ${ms(figures.cashOutAckP99)} (${paidCashOuts} paid, ${lateCashOuts} after the crash)\n` +
        `  crash fan-out from the send p50 ${percentile(fanOutSent, 50)} ms p99 ${figures.fanOutP99} ms last ${fanOutSent[fanOutSent.length - 1]} ms; from the crash time p99 ${percentile(fanOutCrash, 99)} ms\n` +
        `  fan-out p99 by round: ${roundFanOut.map((value, r) => `${((crashPoints[r] ?? 0) / 100).toFixed(2)}× ${value} ms`).join(', ')}\n` +
        `  load generator's event-loop delay p99 ${(generatorLag.percentile(99) / 1e6).toFixed(0)} ms, max ${(generatorLag.max / 1e6).toFixed(0)} ms`,
    );
    return { ...figures, players: clients.length };
  } finally {
    for (const client of clients) client.close();
    await server.stop();
  }
}

export async function runAviatorBench(): Promise<{ cashOutAckP99: number; fanOutP99: number; verdict: Verdict }> {
  const { players, ...figures } = await playRounds();
  // After the server has stopped, so its rounds do not share the machine with the measure.
  const floor = await measureFanOutFloor(CLIENTS);
  console.log(`  floor on this machine: a bare process writing one message to each of ${CLIENTS} TCP sockets (no WebSocket, socket.io or game) reaches them here with p99 ${floor.p99} ms, last ${floor.last} ms (median of 5 writes; fan-out-floor.ts)`);
  const met = figures.cashOutAckP99 <= TARGET.cashOutAckP99 && figures.fanOutP99 <= TARGET.fanOutP99;
  const verdict = judge(`cash-out ack p99 ≤ ${TARGET.cashOutAckP99} ms, crash fan-out p99 ≤ ${TARGET.fanOutP99} ms`, met, [{ unit: 'players betting every round', offered: players, required: TARGET.players }]);
  return { ...figures, verdict };
}
