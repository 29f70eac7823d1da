/**
 * A market's position (P&L per outcome) and exposure. Matched bets count fully; an unmatched bet may
 * still match, so it adds only its losing side in each outcome (min(0, pnl)), which covers any subset
 * of unmatched bets being matched later. Exposure = max(0, −worst outcome).
 */
import { runnerBetPnl, sessionBetPnl, type RunnerBet, type SessionBet } from './pnl';

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
