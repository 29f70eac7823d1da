/**
 * The cluster soak: two server processes on PostgreSQL + Redis behind nginx (deploy/nginx/cluster.conf),
 * mixed load through the proxy for CLUSTER_BENCH_SECONDS (330 by default), and every 60 s a process,
 * picked at random, killed with SIGKILL and started again. Printed, and judged:
 * - exchange bets acknowledged, with throughput and ack p50/p99;
 * - acknowledged bets left open on markets that had finished by the end of the load (must be 0), the
 *   finished markets known from the seeded feed replayed here, not from the servers;
 * - 5xx answers and socket server errors (must be 0);
 * - the longest time any exchange client went without a price update (≤ 5 s);
 * - the ledger: unbalanced transactions and accounts whose balance is not the sum of their entries (0);
 * - casino and Aviator stakes left without a credit or a return (0), and rounds of one table open at the
 *   same time in different processes (0: one world).
 * CLUSTER_BENCH_BALL_MS sets the feed's pace (1,500 ms a ball by default, the pace that deadlocked
 * settlements; 4,000 is the sandbox's own); BENCH_SERVER_ROOT runs the servers of another checkout.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { MarketBoard } from '../../server/feed/market-board';
import { FeedSimulator } from '../../server/feed/simulator';
import { redisReachable, TEST_REDIS_URL as REDIS_URL } from '../../server/cluster/redis-reachable';
import { POSTGRES_URL, postgresReachable } from '../../server/exchange/test-support';
import { aviatorPlayer, BetLedger, demoPlayer, ExchangeBettor, GameTally, HttpTally, MarketView, PriceGaps, tablePlayer } from './cluster-load';
import { nginxAvailable, startNginx } from './cluster-nginx';
import { freePort, startServerProcess, type ServerProcess } from './server-process';
import { judge, notJudged, type Verdict } from './verdict';

const SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? 330);
const KILL_EVERY_MS = Number(process.env.CLUSTER_BENCH_KILL_MS ?? 60_000);
const BALL_MS = Number(process.env.CLUSTER_BENCH_BALL_MS ?? 1500);
const SEED = 4242;
const MAX_PRICE_GAP_MS = 5000;
/** The load the target names: 5.5 minutes of mixed load, a process killed every 60 s. */
const TARGET_SECONDS = 330;
const TARGET_KILLS = 5;
const TARGET = 'cluster soak: 0 acknowledged bets unsettled, 0 5xx, price gap ≤ 5 s, ledger balanced, no open stake, one world';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Markets the seeded feed finished by `until`, replayed tick by tick from the epoch as a server runs it. */
function finishedMarkets(epoch: number, until: number): Set<string> {
  const finished = new Set<string>();
  const feed = new FeedSimulator(new MarketBoard(), { seed: SEED, ballMs: BALL_MS, onResult: (id) => finished.add(id) });
  feed.start(epoch);
  for (let at = epoch; at <= until; at += 250) feed.tick(at);
  return finished;
}

interface Slot {
  port: number;
  dataDir: string;
  log: string;
  server: ServerProcess | null;
}

interface Figures {
  acknowledged: number;
  unsettled: number;
  serverErrors: number;
  longestGapMs: number;
  unbalanced: number;
  drifting: number;
  openStakes: number;
  overlappingRounds: number;
}

async function ledgerChecks(client: pg.Client, refs: string[], finished: Set<string>): Promise<{ unsettled: number; missing: number; unbalanced: number; drifting: number; openStakes: number; negative: number }> {
  const orders = (await client.query('select bet_slip_ref, market_id, status from orders where bet_slip_ref = any($1::text[])', [refs])).rows as Array<{ bet_slip_ref: string; market_id: string; status: string }>;
  const found = new Set(orders.map((o) => o.bet_slip_ref));
  const unsettled = orders.filter((o) => finished.has(o.market_id) && ['UNMATCHED', 'PARTIAL', 'MATCHED'].includes(o.status)).length;
  const count = async (query: string) => Number((await client.query(query)).rows[0].n);
  return {
    unsettled,
    missing: refs.filter((ref) => !found.has(ref)).length,
    unbalanced: await count('select count(*) as n from (select tx_id from ledger_entries group by tx_id having sum(amount) != 0) t'),
    drifting: await count('select count(*) as n from accounts a left join (select account_id, sum(amount) s from ledger_entries group by account_id) e on e.account_id = a.id where a.balance != coalesce(e.s, 0)'),
    openStakes: await count(`select count(*) as n from casino_transactions d where d.kind = 'debit' and d.status = 'ok'
      and not exists (select 1 from casino_transactions c where c.kind = 'credit' and c.provider_id = d.provider_id and c.round_id = d.round_id and c.user_id = d.user_id)`),
    negative: await count("select count(*) as n from accounts a join (select user_id, sum(exposure) x from market_exposure group by user_id) e on e.user_id = a.owner_id where a.kind = 'cash' and a.balance - e.x < 0"),
  };
}

/** Waits until every acknowledged bet on a finished market is settled, or `ms` has passed; returns how many are still open. */
async function awaitSettlement(client: pg.Client, refs: string[], finished: Set<string>, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    const { unsettled } = await ledgerChecks(client, refs, finished);
    if (unsettled === 0 || Date.now() > deadline) return unsettled;
    await sleep(2000);
  }
}

export async function runClusterBench(): Promise<Verdict> {
  console.log(`\nCluster soak: 2 processes on PostgreSQL + Redis behind nginx, ${SECONDS} s of mixed load, a process killed (SIGKILL) every ${KILL_EVERY_MS / 1000} s, ${BALL_MS} ms a ball`);
  if (!nginxAvailable() || !(await postgresReachable()) || !(await redisReachable())) {
    return notJudged(TARGET, 'it needs nginx (apt-get install -y nginx), PostgreSQL at 127.0.0.1:5432 and Redis at 127.0.0.1:6379');
  }
  const schema = `wl_soak_${randomBytes(4).toString('hex')}`;
  const epoch = Date.now();
  const env = {
    DATABASE_URL: POSTGRES_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    TOKEN_SECRET: `soak-${schema}`,
    CASINO_PROVIDER_SECRET: `soak-provider-${schema}`,
    ADMIN_TOKEN: `soak-admin-${schema}`,
    FEED_SEED: String(SEED),
    FEED_EPOCH: String(epoch),
    BALL_MS: String(BALL_MS),
    TRUSTED_PROXIES: 'loopback',
    DEPOSIT_AUTO_APPROVE: 'off',
    CASINO_BETTING_MS: '8000',
    CASINO_REVEAL_MS: '400',
    CASINO_RESULT_MS: '2000',
  };
  const slots: Slot[] = [];
  for (let i = 0; i < 2; i += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), `wl-soak-${i}-`));
    slots.push({ port: await freePort(), dataDir, log: join(dataDir, 'server.log'), server: null });
  }
  // Before, one process (and only one) had to be told to broadcast prices; the setting is ignored now.
  const start = async (slot: Slot, i: number) => {
    slot.server = await startServerProcess({ ...env, ...(i > 0 ? { FEED_BROADCAST: 'false' } : {}) }, [], slot.dataDir, { port: slot.port, logFile: slot.log });
  };
  await start(slots[0]!, 0);
  await start(slots[1]!, 1);
  const proxy = await startNginx(await freePort(), slots.map((s) => s.port));
  const http = new HttpTally();
  const bets = new BetLedger();
  const gaps = new PriceGaps();
  const table = new GameTally();
  const aviator = new GameTally();
  const view = new MarketView(proxy.url, http);
  const sockets: Socket[] = [];
  const bettors: ExchangeBettor[] = [];
  const kills: string[] = [];
  const db = new pg.Client({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}` });
  try {
    await db.connect();
    await view.refresh();
    view.start();
    for (let i = 0; i < 12; i += 1) bettors.push(new ExchangeBettor(i, proxy.url, await demoPlayer(proxy.url, http), view, bets, gaps, i < 6 ? 'fast' : 'ball', BALL_MS));
    for (let i = 0; i < 8; i += 1) sockets.push(await tablePlayer(i, proxy.url, http, await demoPlayer(proxy.url, http), table));
    for (let i = 0; i < 10; i += 1) sockets.push(await aviatorPlayer(i, proxy.url, http, await demoPlayer(proxy.url, http), aviator));
    console.log(`  ${bettors.length} exchange bettors (6 as fast as answers come, 6 a bet a ball), 8 players at Dragon Tiger, 10 at Aviator; proxy ${proxy.url}`);
    const loadStart = Date.now();
    const running = bettors.map((bettor) => bettor.run(http, proxy.url));
    while (Date.now() - loadStart < SECONDS * 1000) {
      await sleep(Math.min(KILL_EVERY_MS, SECONDS * 1000 - (Date.now() - loadStart)));
      if (Date.now() - loadStart >= SECONDS * 1000 - 5000) break;
      const victim = Math.floor(Math.random() * slots.length);
      const slot = slots[victim]!;
      const at = ((Date.now() - loadStart) / 1000).toFixed(0);
      await slot.server?.kill();
      const killedAt = Date.now();
      await start(slot, victim);
      kills.push(`process ${victim + 1} at ${at} s (back in ${((Date.now() - killedAt) / 1000).toFixed(1)} s)`);
    }
    const loadEnd = Date.now();
    gaps.close(loadEnd);
    for (const bettor of bettors) bettor.stop();
    table.stopped = true;
    aviator.stopped = true;
    await Promise.all(running);
    console.log(`  killed: ${kills.join('; ') || 'none'}`);

    const finished = finishedMarkets(epoch, loadEnd - 2000);
    const refs = bets.acknowledged.map((b) => b.ref);
    const unsettled = await awaitSettlement(db, refs, finished, 90_000);
    // The games' last rounds finish (a table's in about 12 s, a flight rarely longer) before stakes are counted.
    const deadline = Date.now() + 60_000;
    let checks = await ledgerChecks(db, refs, finished);
    while (checks.openStakes > 0 && Date.now() < deadline) {
      await sleep(2000);
      checks = await ledgerChecks(db, refs, finished);
    }
    const seconds = (loadEnd - loadStart) / 1000;
    // Rounds the game's next process found cut off and voided (a build without the shared journal has none).
    const voided = new Set(((await db.query("select round_id from game_rounds where status = 'settled' and result is null").catch(() => ({ rows: [] }))).rows as Array<{ round_id: string }>).map((r) => r.round_id));
    const serverErrors = http.total() + bets.serverErrors;
    const figures: Figures = {
      acknowledged: bets.acknowledged.length,
      unsettled,
      serverErrors,
      longestGapMs: gaps.longest,
      unbalanced: checks.unbalanced,
      drifting: checks.drifting,
      openStakes: checks.openStakes,
      overlappingRounds: table.witness.overlapping(voided) + aviator.witness.overlapping(voided),
    };
    const onFinished = bets.acknowledged.filter((b) => finished.has(b.marketId)).length;
    console.log(`  exchange: ${bets.summary(seconds)}`);
    console.log(`  acknowledged bets on finished markets: ${onFinished}; left unsettled: ${unsettled} (target 0); acknowledged but not in the database: ${checks.missing}`);
    console.log(`  5xx answers: ${http.total()} of ${http.requests} HTTP requests${http.total() ? ` (${[...http.serverErrors].map(([k, n]) => `${n} ${k}`).join(', ')})` : ''}, socket server errors: ${bets.serverErrors} (target 0)`);
    console.log(`  longest any exchange client went without a price update: ${(gaps.longest / 1000).toFixed(1)} s (target ≤ ${MAX_PRICE_GAP_MS / 1000} s; ${gaps.updates} updates heard): ${gaps.longestStory(loadStart)}`);
    console.log(`  ledger: ${checks.unbalanced} unbalanced transactions, ${checks.drifting} accounts whose balance differs from their entries, ${checks.negative} players below zero available (target 0)`);
    console.log(`  ${table.summary('Dragon Tiger', voided)}`);
    console.log(`  ${aviator.summary('Aviator', voided)}`);
    console.log(`  casino and Aviator stakes with neither a credit nor a return: ${checks.openStakes} (target 0)`);
    for (const [i, slot] of slots.entries()) {
      const log = readFileSync(slot.log, 'utf8');
      const failures = (log.match(/exchange job failed|deadlock detected|failed, to be tried again/g) ?? []).length;
      const roles = log.split('\n').filter((line) => /holds it now|no longer holds it/.test(line)).length;
      console.log(`  process ${i + 1} log: ${failures} failed or retried jobs, ${roles} role hand-overs; ${log.split('\n').length} lines (${slot.log})`);
    }
    const proxyErrors = [...proxy.errors()].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(`  nginx's errors: ${proxyErrors.length ? proxyErrors.map(([what, n]) => `${n} × ${what}`).join('; ') : 'none'}`);
    const met = figures.unsettled === 0 && figures.serverErrors === 0 && figures.longestGapMs <= MAX_PRICE_GAP_MS && figures.unbalanced === 0 && figures.drifting === 0 && figures.openStakes === 0 && figures.overlappingRounds === 0 && checks.missing === 0;
    return judge(TARGET, met, [
      { unit: 's of mixed load', offered: Math.round(seconds), required: TARGET_SECONDS },
      { unit: 'processes killed and restarted', offered: kills.length, required: TARGET_KILLS },
    ]);
  } finally {
    view.stop();
    for (const bettor of bettors) bettor.close();
    for (const socket of sockets) socket.disconnect();
    await proxy.stop();
    await Promise.all(slots.map((slot) => slot.server?.kill()));
    await db.query(`drop schema if exists ${schema} cascade`).catch(() => {});
    await db.end().catch(() => {});
    if (!process.env.CLUSTER_BENCH_KEEP) for (const slot of slots) rmSync(slot.dataDir, { recursive: true, force: true });
  }
}
