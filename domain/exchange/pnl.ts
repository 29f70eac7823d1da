/**
 * Profit and loss of single bets, in integer paise. A win is rounded down and a loss rounded up to the
 * paisa, and the same function serves exposure and settlement, so exposure is never less than what
 * settlement can take.
 */
export type Side = 'back' | 'lay';

/** A bet on one runner of a runner market (match odds, bookmaker). Price in hundredths. */
export interface RunnerBet {
  runnerId: string;
  side: Side;
  price: number;
  /** Matched stake, paise. */
  stake: number;
}

/** A session (fancy) bet: yes (back) or no (lay) on a run line, at a rate in percent. */
export interface SessionBet {
  side: Side;
  line: number;
  /** fancyPrice: the rate in percent; 0 means 100. */
  rate: number;
  stake: number;
}

export function sessionRate(rate: number): number {
  return rate === 0 ? 100 : rate;
}

/** stake × (price − 1), rounded down (what a back wins). */
export function oddsWinnings(stake: number, price: number): number {
  return Math.floor((stake * (price - 100)) / 100);
}

/** stake × (price − 1), rounded up (what a lay risks). */
export function oddsLiability(stake: number, price: number): number {
  return Math.ceil((stake * (price - 100)) / 100);
}

/** P&L of a runner bet if `winner` wins. */
export function runnerBetPnl(bet: RunnerBet, winner: string): number {
  return runnerBetPnlIf(bet, bet.runnerId === winner);
}

/**
 * P&L of a runner bet when its runner does (`wins`) or does not win its market: in a place market
 * (several winners) a runner wins when it is placed.
 */
export function runnerBetPnlIf(bet: RunnerBet, wins: boolean): number {
  if (bet.side === 'back') return wins ? oddsWinnings(bet.stake, bet.price) : -bet.stake;
  return wins ? -oddsLiability(bet.stake, bet.price) : bet.stake;
}

/** P&L of a session bet if the span makes `runs`. */
export function sessionBetPnl(bet: SessionBet, runs: number): number {
  const rate = sessionRate(bet.rate);
  const reached = runs >= bet.line;
  if (bet.side === 'back') return reached ? Math.floor((bet.stake * rate) / 100) : -bet.stake;
  return reached ? -Math.ceil((bet.stake * rate) / 100) : bet.stake;
}

/** Profit and liability shown in the slip: what the player wins if right, and risks if wrong. */
export function slipOutcome(side: Side, stake: number, price: number): { profit: number; liability: number } {
  return side === 'back' ? { profit: oddsWinnings(stake, price), liability: stake } : { profit: stake, liability: oddsLiability(stake, price) };
}
