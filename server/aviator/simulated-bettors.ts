/**
 * Simulated bettors (AVIATOR_SIMULATED_BETTORS): players who are not there, seated in each round so that
 * All Bets looks like a live table in a demo. They are drawn from the round id alone (SHA-256 of
 * `{roundId}:simulated:{k}`, 4 bytes at a time), so any process, and any restart, draws the same ones for
 * a round. They never reach the wallet or the journal, are not among the client seeds of the crash point
 * and are not in the round's totals; they are sent marked as simulated and the page tags them.
 */
import { createHash } from 'node:crypto';
import { crashPayoutPaise, timeToReach } from '../../domain/games';
import { playerLabel, type CashOut } from './round';
import type { Slot } from './rules';

export interface SimulatedBet {
  /** Masked as real players are (round.ts playerLabel): the first and last character of an id. */
  label: string;
  slot: Slot;
  amount: number;
  /** The auto cash-out target shown with the bet, in hundredths, or null. */
  auto: number | null;
  /** Where the bettor cashes out "by hand", in hundredths, or null; never shown before it happens. */
  hand: number | null;
  /** When the bet shows, in ms after the betting window opened. */
  after: number;
  cash: CashOut | null;
  simulated: true;
}

/** Each round seats this many, drawn between the two. */
const SEATED = { least: 12, most: 30 } as const;
/** Stakes in paise, small ones more often, as a table of casual players has them. */
const STAKES = [10_00, 10_00, 20_00, 20_00, 50_00, 50_00, 50_00, 100_00, 100_00, 100_00, 150_00, 200_00, 250_00, 300_00, 500_00, 500_00, 1_000_00, 2_000_00, 2_500_00, 5_000_00] as const;
const AUTO_TARGETS = [110, 120, 130, 150, 150, 180, 200, 200, 250, 300, 500, 1_000] as const;

/** Uniform numbers in [0, 1) from the round id: the same sequence wherever it is drawn. */
function roundStream(roundId: string): () => number {
  let block = Buffer.alloc(0);
  let used = 0;
  let counter = 0;
  return () => {
    if (used + 4 > block.length) {
      block = createHash('sha256').update(`${roundId}:simulated:${counter++}`).digest();
      used = 0;
    }
    const value = block.readUInt32BE(used) / 2 ** 32;
    used += 4;
    return value;
  };
}

const pick = <T>(items: readonly T[], u: number): T => items[Math.floor(u * items.length)]!;

/**
 * A hand cash-out point: most between 1.1× and 3×, a few far higher; independent of the crash point,
 * so a bettor whose point is at or past the crash loses like anyone holding on.
 */
const handPoint = (u: number) => Math.min(10_000, Math.max(105, Math.floor(105 + 120 * -Math.log(1 - u))));

/** One bettor: a masked id, a stake, and one of: an auto target (35 %), a hand point (50 %), no plan (15 %: rides to the crash). */
function bettor(next: () => number, bettingMs: number): SimulatedBet {
  const id = createHash('sha256').update(String(next())).digest('hex');
  const style = next();
  const point = next();
  return {
    label: playerLabel(id),
    slot: next() < 0.8 ? 1 : 2,
    amount: pick(STAKES, next()),
    auto: style < 0.35 ? pick(AUTO_TARGETS, point) : null,
    hand: style >= 0.35 && style < 0.85 ? handPoint(point) : null,
    after: Math.floor(next() * bettingMs * 0.9),
    cash: null,
    simulated: true,
  };
}

/** The round's simulated bets, in the order they show; two of one label and slot never occur. */
export function simulatedBets(roundId: string, bettingMs: number): SimulatedBet[] {
  const next = roundStream(roundId);
  const seated = SEATED.least + Math.floor(next() * (SEATED.most - SEATED.least + 1));
  const bets = new Map<string, SimulatedBet>();
  for (let k = 0; k < seated; k += 1) {
    const bet = bettor(next, bettingMs);
    bets.set(`${bet.label}:${bet.slot}`, bet);
  }
  return [...bets.values()].sort((a, b) => a.after - b.after);
}

/** The bets due to show `sinceOpen` ms into the window, from `shown` on: the caller lists them and moves on. */
export function dueBets(bets: readonly SimulatedBet[], shown: number, sinceOpen: number): SimulatedBet[] {
  let end = shown;
  while (end < bets.length && bets[end]!.after <= sinceOpen) end += 1;
  return bets.slice(shown, end);
}

/**
 * Cashes out, `elapsed` ms into a flight crashing at `crash`, every bet whose point was reached: an auto
 * target at or below the crash point (as a real auto cash-out), a hand point below it (a hand at the
 * crash is too late). Each at its point's own time, so none is above the crash point. Returns those cashed.
 */
export function cashDue(bets: readonly SimulatedBet[], crash: number, takeOffAt: number, elapsed: number): SimulatedBet[] {
  const cashed: SimulatedBet[] = [];
  for (const bet of bets) {
    const point = bet.auto ?? bet.hand;
    if (bet.cash || point === null || (bet.auto !== null ? point > crash : point >= crash)) continue;
    const ms = timeToReach(point);
    if (ms > elapsed) continue;
    bet.cash = { multiplier: point, payout: crashPayoutPaise(bet.amount, point), at: takeOffAt + ms, auto: bet.auto !== null };
    cashed.push(bet);
  }
  return cashed;
}
