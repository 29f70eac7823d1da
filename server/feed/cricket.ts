/**
 * A ball-by-ball cricket innings model: outcomes drawn from the seeded generator, projections and win
 * chances from the state. Drives match odds, bookmaker, session lines and innings runs.
 */
import type { Random } from './random';

export interface Innings {
  runs: number;
  wickets: number;
  balls: number;
  /** The last six balls, newest last: '0'…'6', 'W'. */
  recent: string[];
}

export interface CricketState {
  overs: number;
  innings: [Innings, Innings];
  current: 0 | 1;
  finished: boolean;
  /** 0 or 1: the side that won, when finished. */
  winner: 0 | 1 | null;
}

const OUTCOMES: ReadonlyArray<[string, number]> = [
  ['0', 0.34],
  ['1', 0.37],
  ['2', 0.09],
  ['3', 0.01],
  ['4', 0.1],
  ['6', 0.05],
  ['W', 0.04],
];

export function newCricket(overs: number): CricketState {
  const innings = (): Innings => ({ runs: 0, wickets: 0, balls: 0, recent: [] });
  return { overs, innings: [innings(), innings()], current: 0, finished: false, winner: null };
}

/** Runs a side may expect from here: run rate falls as wickets fall. */
export function projectedRuns(innings: Innings, totalBalls: number): number {
  const left = Math.max(0, totalBalls - innings.balls);
  const rate = 1.32 * Math.sqrt(Math.max(0, 10 - innings.wickets) / 10);
  return innings.runs + left * rate;
}

/** Runs the innings is expected to have after `atBalls` balls. */
export function projectedAt(innings: Innings, atBalls: number): number {
  const left = Math.max(0, atBalls - innings.balls);
  const rate = 1.32 * Math.sqrt(Math.max(0, 10 - innings.wickets) / 10);
  return innings.runs + left * rate;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Chance that the side batting first wins. */
export function firstSideWinChance(state: CricketState): number {
  if (state.finished) return state.winner === 0 ? 1 : 0;
  const total = state.overs * 6;
  const par = state.overs * 6 * 1.32 * 0.93;
  const [first, second] = state.innings;
  if (state.current === 0) return sigmoid((projectedRuns(first, total) - par) / (state.overs * 1.4));
  const target = first.runs + 1;
  return 1 - sigmoid((projectedRuns(second, total) - target) / Math.max(4, (total - second.balls) * 0.25));
}

/** Bowls one ball; returns what happened. */
export function bowl(state: CricketState, random: Random): string {
  if (state.finished) return '';
  const innings = state.innings[state.current];
  let roll = random.next();
  let outcome = '0';
  for (const [value, p] of OUTCOMES) {
    if (roll < p) {
      outcome = value;
      break;
    }
    roll -= p;
  }
  innings.balls += 1;
  if (outcome === 'W') innings.wickets += 1;
  else innings.runs += Number(outcome);
  innings.recent = [...innings.recent, outcome].slice(-6);
  const total = state.overs * 6;
  const chased = state.current === 1 && innings.runs > state.innings[0].runs;
  if (innings.wickets >= 10 || innings.balls >= total || chased) {
    if (state.current === 0) state.current = 1;
    else {
      state.finished = true;
      state.winner = state.innings[1].runs > state.innings[0].runs ? 1 : 0;
    }
  }
  return outcome;
}

export function oversText(balls: number): string {
  return `${Math.floor(balls / 6)}.${balls % 6}`;
}
