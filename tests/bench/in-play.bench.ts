/**
 * In-play betting at the sandbox's normal pace: demo players bet at the price on screen (the best back
 * or lay of match odds, the yes or no line of a session) on the in-play cricket matches, at random
 * moments while the market is open, through the spec's 5 s bet delay. Prints the share matched and why
 * the others were refused. Target: ≥ 80 % matched, judged at the default pace only (BALL_MS unset).
 * IN_PLAY_BENCH_SECONDS sets how long the players bet (180 by default).
 */
import { REAL_BALL_MS } from '../../server/feed/simulator';
import { startServerProcess } from './server-process';
import { judge, type Verdict } from './verdict';

const SECONDS = Number(process.env.IN_PLAY_BENCH_SECONDS ?? 180);
const PLAYERS = 12;
const TARGET = 0.8;
/** The load the target names: 12 players for 3 minutes at the normal pace; and enough bets for a share to mean something. */
const TARGET_SECONDS = 180;
const LEAST_BETS = 100;

interface WireMarket {
  marketId: string;
  marketType: string;
  status: string;
  runners: Array<{ selectionId: string; back: Array<{ price: number }>; lay: Array<{ price: number }> }>;
  yesLine?: number;
  yesRate?: number;
  noLine?: number;
  noRate?: number;
}

type Tally = { placed: number; matched: number; refused: Map<string, number>; byKind: Record<'match odds' | 'session', { placed: number; matched: number }> };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bet a player makes on what the market shows now, or null when it shows nothing to take. */
function betOn(market: WireMarket, ref: string): Record<string, unknown> | null {
  const back = Math.random() < 0.5;
  if (market.marketType === 'SESSION') {
    const line = back ? market.yesLine : market.noLine;
    const rate = back ? market.yesRate : market.noRate;
    if (line === undefined || rate === undefined) return null;
    return { side: back ? 0 : 1, price: rate, selectionId: market.marketId, marketId: market.marketId, totalSize: 200, betSlipRef: ref, line };
  }
  const runner = pick(market.runners);
  const price = (back ? runner.back : runner.lay)[0]?.price;
  return price ? { side: back ? 0 : 1, price, selectionId: runner.selectionId, marketId: market.marketId, totalSize: 200, betSlipRef: ref } : null;
}

async function bettor(url: string, index: number, until: number, tally: Tally): Promise<void> {
  const token = ((await (await fetch(`${url}/api/LoginWithDemo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as { token: { accessToken: string } }).token.accessToken;
  for (let n = 0; Date.now() < until; n += 1) {
    await sleep(1000 + Math.random() * 5000);
    const events = ((await (await fetch(`${url}/api/exchange/odds/eventType/4`)).json()) as { result: Array<{ eventId: string; inPlay: boolean }> }).result.filter((e) => e.inPlay);
    if (!events.length) continue;
    const eventId = pick(events).eventId;
    const group = (await (await fetch(`${url}/api/exchange/odds/group/4/${eventId}`)).json()) as { result?: { matchOdds: WireMarket[]; fancy: WireMarket[] } };
    const open = [...(group.result?.matchOdds ?? []), ...(group.result?.fancy ?? [])].filter((m) => m.status === 'OPEN');
    if (!open.length) continue;
    const market = pick(open);
    const bet = betOn(market, `in-play-${index}-${n}`);
    if (!bet) continue;
    const kind = market.marketType === 'SESSION' ? 'session' : 'match odds';
    const answer = await fetch(`${url}/api/exchange/order/`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify([bet]) });
    const body = (await answer.json()) as { message?: string; result?: Array<{ status: string }> };
    tally.placed += 1;
    tally.byKind[kind].placed += 1;
    if (answer.ok && body.result?.[0]?.status === 'MATCHED') {
      tally.matched += 1;
      tally.byKind[kind].matched += 1;
    } else {
      const why = answer.ok ? `left ${body.result?.[0]?.status ?? '?'}` : (body.message ?? `HTTP ${answer.status}`);
      tally.refused.set(why, (tally.refused.get(why) ?? 0) + 1);
    }
  }
}

export async function runInPlayBench(): Promise<Verdict> {
  const ballMs = Number(process.env.BALL_MS ?? REAL_BALL_MS);
  console.log(`\nIn-play bets at the price shown, ${PLAYERS} players for ${SECONDS} s, 5 s bet delay, ${ballMs === REAL_BALL_MS ? 'the normal pace' : `BALL_MS=${process.env.BALL_MS}`}`);
  const server = await startServerProcess({ BET_DELAY_MS: '5000' });
  const tally: Tally = { placed: 0, matched: 0, refused: new Map(), byKind: { 'match odds': { placed: 0, matched: 0 }, session: { placed: 0, matched: 0 } } };
  try {
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(Array.from({ length: PLAYERS }, (_, i) => bettor(server.url, i, until, tally)));
  } finally {
    await server.stop();
  }
  const share = tally.placed ? tally.matched / tally.placed : 0;
  const percent = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : '—');
  console.log(`  matched: ${tally.matched} of ${tally.placed} bets (${percent(tally.matched, tally.placed)})`);
  for (const [kind, counts] of Object.entries(tally.byKind)) console.log(`    ${kind}: ${counts.matched} of ${counts.placed} (${percent(counts.matched, counts.placed)})`);
  for (const [why, count] of [...tally.refused].sort((a, b) => b[1] - a[1])) console.log(`  refused ${count}×: ${why}`);
  return judge(`≥ ${TARGET * 100} % matched`, share >= TARGET, [
    { unit: 'ms a ball', offered: ballMs, required: REAL_BALL_MS, exactly: true },
    { unit: 'players', offered: PLAYERS, required: 12 },
    { unit: 's of play', offered: SECONDS, required: TARGET_SECONDS },
    { unit: 'bets placed', offered: tally.placed, required: LEAST_BETS },
  ]);
}
