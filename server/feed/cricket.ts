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
  fours: number;
  sixes: number;
  /** The innings' runs when each wicket fell, in order. */
  fallOfWickets: number[];
  /** Runs and boundaries of each over, in order; the last over may be in progress. */
  overRuns: number[];
  overBoundaries: number[];
  /** Runs of each batter in order of going in (the first two open); a batter out has `out` set. */
  batters: Array<{ runs: number; out: boolean }>;
  /** Indexes into `batters` of the two at the crease: on strike first. */
  crease: [number, number];
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

export const newInnings = (): Innings => ({ runs: 0, wickets: 0, balls: 0, recent: [], fours: 0, sixes: 0, fallOfWickets: [], overRuns: [], overBoundaries: [], batters: [{ runs: 0, out: false }, { runs: 0, out: false }], crease: [0, 1] });

/**
 * An innings saved before its line figures were kept (a feed restored after an upgrade): its runs so far
 * count in the first over (so span totals stay right) and the batters out so far are behind the two in.
 */
export function withLineFigures(innings: Partial<Innings> & Pick<Innings, 'runs' | 'wickets' | 'balls' | 'recent'>): Innings {
  if (innings.batters) return { ...newInnings(), ...innings };
  const out = Array.from({ length: innings.wickets }, () => ({ runs: 0, out: true }));
  const crease: [number, number] = [innings.wickets, innings.wickets + 1];
  return { ...newInnings(), ...innings, overRuns: innings.balls ? [innings.runs] : [], batters: [...out, { runs: 0, out: false }, { runs: 0, out: false }], crease };
}

export function newCricket(overs: number): CricketState {
  return { overs, innings: [newInnings(), newInnings()], current: 0, finished: false, winner: null };
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
  keepLineFigures(innings, outcome);
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

/**
 * The figures session lines settle on, after a ball: boundaries, the over's runs, the fall of a wicket and
 * the batters' runs (the striker scores; odd runs and the end of an over change ends; a new batter takes
 * the striker's place). Drawn from the outcome alone, so the feed's randomness is as it was.
 */
function keepLineFigures(innings: Innings, outcome: string): void {
  const over = Math.floor((innings.balls - 1) / 6);
  const runs = outcome === 'W' ? 0 : Number(outcome);
  innings.overRuns[over] = (innings.overRuns[over] ?? 0) + runs;
  innings.overBoundaries[over] = (innings.overBoundaries[over] ?? 0) + (outcome === '4' || outcome === '6' ? 1 : 0);
  if (outcome === '4') innings.fours += 1;
  if (outcome === '6') innings.sixes += 1;
  const [striker, other] = innings.crease;
  if (outcome === 'W') {
    innings.fallOfWickets.push(innings.runs);
    innings.batters[striker]!.out = true;
    if (innings.wickets < 10) {
      innings.batters.push({ runs: 0, out: false });
      innings.crease = [innings.batters.length - 1, other];
    }
  } else {
    innings.batters[striker]!.runs += runs;
    if (runs % 2 === 1) innings.crease = [other, striker];
  }
  if (innings.balls % 6 === 0) innings.crease = [innings.crease[1], innings.crease[0]];
}

export function oversText(balls: number): string {
  return `${Math.floor(balls / 6)}.${balls % 6}`;
}
