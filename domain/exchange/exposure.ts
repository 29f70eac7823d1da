/**
 * A market's position (P&L per outcome) and exposure. Matched bets count fully; an unmatched bet may
 * still match, so it adds only its losing side in each outcome (min(0, pnl)), which covers any subset
 * of unmatched bets being matched later. Exposure = max(0, −worst outcome).
 */
import { runnerBetPnl, runnerBetPnlIf, sessionBetPnl, type RunnerBet, type SessionBet } from './pnl';

export interface RunnerPosition {
  /** P&L by runner id, if that runner wins. */
  byRunner: Record<string, number>;
  exposure: number;
}

export function runnerMarketPosition(runners: readonly string[], matched: readonly RunnerBet[], unmatched: readonly RunnerBet[] = []): RunnerPosition {
  const byRunner: Record<string, number> = {};
  for (const runner of runners) {
    let total = 0;
    for (const bet of matched) total += runnerBetPnl(bet, runner);
    for (const bet of unmatched) total += Math.min(0, runnerBetPnl(bet, runner));
    byRunner[runner] = total;
  }
  const worst = runners.length ? Math.min(...runners.map((r) => byRunner[r]!)) : 0;
  return { byRunner, exposure: Math.max(0, -worst) };
}

export interface PlacePosition {
  /** P&L of the bets on each runner (runners bet on only), if it is placed and if it is not. */
  ifPlaced: Record<string, number>;
  ifNotPlaced: Record<string, number>;
  exposure: number;
  /** The best outcome's P&L (ΣB plus the largest differences), for the max-win limit. */
  best: number;
}

/**
 * The sum of the `count` smallest (or, with `largest`, largest) of `values`, padded with zeros to
 * `size` entries: runners nobody bet on add nothing whether placed or not.
 */
export function extremeSum(values: readonly number[], size: number, count: number, largest = false): number {
  const all = [...values, ...Array<number>(Math.max(0, size - values.length)).fill(0)].sort((a, b) => (largest ? b - a : a - b));
  return all.slice(0, Math.min(count, all.length)).reduce((sum, v) => sum + v, 0);
}

/**
 * A place market (`winners` runners are placed, each outcome a set of that many): a back wins if its
 * runner is placed, a lay if it is not. With A(r) and B(r) the P&L of the bets on r if r is placed and
 * if not, an outcome S is worth ΣB + Σ over r in S of (A(r) − B(r)), so the worst outcome is ΣB plus
 * the `winners` smallest differences (zero for runners without bets). Unmatched bets add their losing
 * side, as in a win market.
 */
export function placeMarketPosition(runners: readonly string[], winners: number, matched: readonly RunnerBet[], unmatched: readonly RunnerBet[] = []): PlacePosition {
  const ifPlaced: Record<string, number> = {};
  const ifNotPlaced: Record<string, number> = {};
  const add = (bet: RunnerBet, placed: number, notPlaced: number) => {
    ifPlaced[bet.runnerId] = (ifPlaced[bet.runnerId] ?? 0) + placed;
    ifNotPlaced[bet.runnerId] = (ifNotPlaced[bet.runnerId] ?? 0) + notPlaced;
  };
  for (const bet of matched) add(bet, runnerBetPnlIf(bet, true), runnerBetPnlIf(bet, false));
  for (const bet of unmatched) add(bet, Math.min(0, runnerBetPnlIf(bet, true)), Math.min(0, runnerBetPnlIf(bet, false)));
  const ids = Object.keys(ifPlaced);
  const size = new Set([...runners, ...ids]).size;
  const base = ids.reduce((sum, id) => sum + ifNotPlaced[id]!, 0);
  const differences = ids.map((id) => ifPlaced[id]! - ifNotPlaced[id]!);
  const worst = base + extremeSum(differences, size, winners);
  return { ifPlaced, ifNotPlaced, exposure: Math.max(0, -worst), best: base + extremeSum(differences, size, winners, true) };
}

export interface LadderStep {
  /** From this run total upwards, until the next step. */
  runs: number;
  pnl: number;
}

/**
 * The book: P&L for every run total, as steps. It changes only at the lines bet on, so the totals 0 and
 * each line are all the points there are; adjacent equal steps are merged.
 */
export function sessionLadder(bets: readonly SessionBet[]): LadderStep[] {
  const points = [...new Set([0, ...bets.map((b) => Math.max(0, b.line))])].sort((a, b) => a - b);
  const steps: LadderStep[] = [];
  for (const runs of points) {
    const pnl = bets.reduce((sum, bet) => sum + sessionBetPnl(bet, runs), 0);
    if (steps.length === 0 || steps[steps.length - 1]!.pnl !== pnl) steps.push({ runs, pnl });
  }
  return steps;
}

/** Worst value of the book, gap zones included; unmatched session bets add their losing side. */
export function sessionExposure(matched: readonly SessionBet[], unmatched: readonly SessionBet[] = []): number {
  const points = [...new Set([0, ...[...matched, ...unmatched].map((b) => Math.max(0, b.line))])];
  let worst = 0;
  for (const runs of points) {
    let total = 0;
    for (const bet of matched) total += sessionBetPnl(bet, runs);
    for (const bet of unmatched) total += Math.min(0, sessionBetPnl(bet, runs));
    worst = Math.min(worst, total);
  }
  return Math.max(0, -worst);
}
