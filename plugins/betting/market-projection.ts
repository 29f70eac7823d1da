/**
 * A market's position from the player's open bets: the P&L of what is matched, per runner (each matched
 * part at its own price), with the unmatched bets apart as the most they could still add to the loss
 * (their losing side: domain/exchange/exposure.ts). Line (session) markets have a run ladder instead,
 * so they get no per-runner position here.
 */
import { placeMarketPosition, runnerMarketPosition } from '../../domain/exchange/exposure';
import type { RunnerBet } from '../../domain/exchange/pnl';
import { isLineMarketType, type OpenBet } from './open-bets-adapter';

export interface Projection {
  /** Matched P&L by runner; null when nothing is matched. */
  position: Record<string, number> | null;
  /** The same with the slip's bet as if matched. */
  withSlip: Record<string, number> | null;
  /** Paise the unmatched bets could still cost in the worst outcome (0 when none wait). */
  unmatchedLiability: number;
}

export function marketBets(bets: readonly OpenBet[], marketId: string): { matched: RunnerBet[]; unmatched: RunnerBet[] } {
  const matched: RunnerBet[] = [];
  const unmatched: RunnerBet[] = [];
  for (const bet of bets) {
    if (bet.marketId !== marketId || isLineMarketType(bet.marketType)) continue;
    for (const fill of bet.fills) matched.push({ runnerId: bet.selectionId, side: bet.side, price: fill.price, stake: fill.size });
    if (bet.remaining > 0) unmatched.push({ runnerId: bet.selectionId, side: bet.side, price: bet.price, stake: bet.remaining });
  }
  return { matched, unmatched };
}

/**
 * `slipBet` is the slip's bet on this market, when it has a stake and a price. A place market
 * (`winners` > 1) has no single outcome per runner: its figures are each runner's bets if it is placed.
 */
export function projectMarket(runnerIds: readonly string[], bets: readonly OpenBet[], marketId: string, slipBet: RunnerBet | null, winners = 1): Projection {
  const { matched, unmatched } = marketBets(bets, marketId);
  const runners = [...new Set([...runnerIds, ...matched.map((b) => b.runnerId), ...unmatched.map((b) => b.runnerId), ...(slipBet ? [slipBet.runnerId] : [])])];
  if (winners > 1) {
    return {
      position: matched.length ? placeMarketPosition(runners, winners, matched).ifPlaced : null,
      withSlip: slipBet ? placeMarketPosition(runners, winners, [...matched, slipBet]).ifPlaced : null,
      unmatchedLiability: unmatched.length ? placeMarketPosition(runners, winners, [], unmatched).exposure : 0,
    };
  }
  const position = matched.length ? runnerMarketPosition(runners, matched).byRunner : null;
  const withSlip = slipBet ? runnerMarketPosition(runners, [...matched, slipBet]).byRunner : null;
  const unmatchedLiability = unmatched.length ? Math.max(0, -Math.min(...Object.values(runnerMarketPosition(runners, [], unmatched).byRunner))) : 0;
  return { position, withSlip, unmatchedLiability };
}
