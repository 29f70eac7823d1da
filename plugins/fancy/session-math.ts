/**
 * Session (fancy) arithmetic as the player sees it: the rate as odds for the slip, what a Yes or No bet
 * wins and risks, and the book cut into run ranges. The money itself comes from engine/money (the same
 * functions the exchange settles with), so what is shown is what will be paid.
 */
import { sessionLadder, type LadderStep } from '../../domain/exchange/exposure';
import { sessionBetPnl, sessionRate, type SessionBet } from '../../domain/exchange/pnl';

/** Session rate = fancyPrice / 100, or 1 when it is zero; as decimal odds that is 1 + rate. */
export function sessionOdds(fancyPrice: number): number {
  return 1 + sessionRate(fancyPrice) / 100;
}

/** Paise a session bet wins when right (profit) and loses when wrong (liability). */
export function sessionProfitLiability(bet: SessionBet): { profit: number; liability: number } {
  const reached = sessionBetPnl(bet, Math.max(0, bet.line));
  const short = sessionBetPnl(bet, Math.max(0, bet.line) - 1);
  return bet.side === 'back' ? { profit: reached, liability: -short } : { profit: short, liability: -reached };
}

/** One run range of the book: from `from` to `to` runs inclusive (`to` null: and above). */
export interface BookZone {
  from: number;
  to: number | null;
  pnl: number;
}

/** Ladder steps (from the server or computed) as closed run ranges a player can read. */
export function bookZones(steps: readonly LadderStep[]): BookZone[] {
  const sorted = [...steps].sort((a, b) => a.runs - b.runs);
  return sorted.map((step, i) => ({ from: step.runs, to: i + 1 < sorted.length ? sorted[i + 1]!.runs - 1 : null, pnl: step.pnl }));
}

/** The book of a set of session bets, as zones. */
export function sessionBook(bets: readonly SessionBet[]): BookZone[] {
  return bookZones(sessionLadder(bets));
}

export function zoneLabel(zone: BookZone): string {
  if (zone.to === null) return `${zone.from} and above`;
  if (zone.from === zone.to) return String(zone.from);
  if (zone.from === 0) return `below ${zone.to + 1}`;
  return `${zone.from} to ${zone.to}`;
}
