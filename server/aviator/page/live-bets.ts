/**
 * The All Bets and Top lists, from the `bets` and `cash-outs` events (see server/aviator/index.ts):
 * the round's totals as the server counts them, and the entries it listed, newest first. Players are
 * masked labels, so an entry is matched by label, slot and stake. An entry whose last field is `true` is a
 * simulated bettor (AVIATOR_SIMULATED_BETTORS): it is kept marked, so the lists can tag it.
 */
export type Wire = Record<string, unknown>;

export interface LiveBet {
  player: string;
  slot: number;
  amount: number;
  autoCashOut: number | null;
  cashOut: { multiplier: number; payout: number } | null;
  simulated: boolean;
}

export interface LiveRound {
  roundId: string;
  /** Bets standing in the round and what they staked. */
  count: number;
  staked: number;
  /** Cash-outs so far and what they paid. */
  cashOuts: number;
  paid: number;
  /** Simulated bettors shown so far: not in the totals above. */
  simulated: number;
  bets: LiveBet[];
}

export interface TopCashOut {
  roundId: string;
  player: string;
  amount: number;
  multiplier: number;
  payout: number;
  simulated: boolean;
}

export const LIVE_LISTED = 40;
export const TOP_LISTED = 10;

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));
const rows = (value: unknown): unknown[][] => (Array.isArray(value) ? value.filter(Array.isArray) : []);

export const emptyLive = (roundId: string): LiveRound => ({ roundId, count: 0, staked: 0, cashOuts: 0, paid: 0, simulated: 0, bets: [] });

/** The join snapshot's `bets` and `cashOuts`. */
export function liveFromSnapshot(bets: unknown, cashOuts: unknown): LiveRound | null {
  if (!bets || typeof bets !== 'object') return null;
  const wire = bets as Wire;
  let live: LiveRound = { ...emptyLive(str(wire.roundId)), count: num(wire.count), staked: num(wire.staked), simulated: num(wire.simulated), bets: rows(wire.bets).reverse().slice(0, LIVE_LISTED).map(betFrom) };
  if (cashOuts && typeof cashOuts === 'object') live = withCashOuts(live, { ...(cashOuts as Wire), roundId: live.roundId });
  return live;
}

function betFrom(row: unknown[]): LiveBet {
  return { player: str(row[0]), slot: num(row[1]), amount: num(row[2]), autoCashOut: typeof row[3] === 'number' ? row[3] : null, cashOut: null, simulated: row[4] === true };
}

/** A real player and a simulated bettor may share a label: the mark tells them apart. */
const same = (bet: LiveBet, player: string, slot: number, simulated = false) => bet.player === player && bet.slot === slot && bet.simulated === simulated;

/** A `bets` event: new bets first, cancelled ones gone, totals from the server. */
export function withBets(live: LiveRound, payload: Wire): LiveRound {
  let bets = live.bets;
  for (const [player, slot] of rows(payload.cancelled)) {
    const index = bets.findIndex((b) => same(b, str(player), num(slot)) && !b.cashOut);
    if (index >= 0) bets = [...bets.slice(0, index), ...bets.slice(index + 1)];
  }
  const added = rows(payload.bets).map(betFrom).reverse();
  return { ...live, count: num(payload.count), staked: num(payload.staked), simulated: num(payload.simulated), bets: [...added, ...bets].slice(0, LIVE_LISTED) };
}

/** A `cash-outs` event: the entries it names are marked (or added when the list had not shown them). */
export function withCashOuts(live: LiveRound, payload: Wire): LiveRound {
  let bets = live.bets;
  for (const row of rows(payload.cashOuts)) {
    const [player, slot, amount, multiplier, payout, simulated] = [str(row[0]), num(row[1]), num(row[2]), num(row[3]), num(row[4]), row[7] === true];
    const cashOut = { multiplier, payout };
    const index = bets.findIndex((b) => same(b, player, slot, simulated) && b.amount === amount && !b.cashOut);
    bets = index >= 0 ? bets.map((b, i) => (i === index ? { ...b, cashOut } : b)) : [...bets, { player, slot, amount, autoCashOut: null, cashOut, simulated }].slice(0, LIVE_LISTED);
  }
  return { ...live, cashOuts: num(payload.count), paid: num(payload.paid), bets };
}

/** The largest cash-outs seen this session, by payout. */
export function withTopCashOuts(top: readonly TopCashOut[], payload: Wire): TopCashOut[] {
  const keyOf = (t: TopCashOut) => `${t.roundId}:${t.player}:${t.amount}:${t.multiplier}:${t.simulated}`;
  const seen = new Set(top.map(keyOf));
  const added: TopCashOut[] = [];
  for (const row of rows(payload.cashOuts)) {
    const entry = { roundId: str(payload.roundId), player: str(row[0]), amount: num(row[2]), multiplier: num(row[3]), payout: num(row[4]), simulated: row[7] === true };
    const key = keyOf(entry);
    if (!seen.has(key)) added.push(entry);
    seen.add(key);
  }
  if (added.length === 0) return [...top];
  return [...top, ...added].sort((a, b) => b.payout - a.payout).slice(0, TOP_LISTED);
}
