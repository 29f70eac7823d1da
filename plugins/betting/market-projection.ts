/**
 * A market's position from the player's open bets (engine/money/exposure.ts): matched bets count
 * fully, unmatched ones only their losing side. Line (session) markets have a run ladder instead, so
 * they get no per-runner position here.
 */
import { runnerMarketPosition } from '../../domain/exchange/exposure';
import type { RunnerBet } from '../../domain/exchange/pnl';
import { isLineMarketType, type OpenBet } from './open-bets-adapter';

export interface Projection {
  position: Record<string, number> | null;
  withSlip: Record<string, number> | null;
}

export function marketBets(bets: readonly OpenBet[], marketId: string): { matched: RunnerBet[]; unmatched: RunnerBet[] } {
  const matched: RunnerBet[] = [];
  const unmatched: RunnerBet[] = [];
  for (const bet of bets) {
    if (bet.marketId !== marketId || isLineMarketType(bet.marketType)) continue;
    if (bet.matched > 0) matched.push({ runnerId: bet.selectionId, side: bet.side, price: bet.price, stake: bet.matched });
    if (bet.remaining > 0) unmatched.push({ runnerId: bet.selectionId, side: bet.side, price: bet.price, stake: bet.remaining });
  }
  return { matched, unmatched };
}

/** `slipBet` is the slip's bet on this market, when it has a stake and a price. */
export function projectMarket(runnerIds: readonly string[], bets: readonly OpenBet[], marketId: string, slipBet: RunnerBet | null): Projection {
  const { matched, unmatched } = marketBets(bets, marketId);
  const runners = [...new Set([...runnerIds, ...matched.map((b) => b.runnerId), ...unmatched.map((b) => b.runnerId), ...(slipBet ? [slipBet.runnerId] : [])])];
  const position = matched.length || unmatched.length ? runnerMarketPosition(runners, matched, unmatched).byRunner : null;
  const withSlip = slipBet ? runnerMarketPosition(runners, [...matched, slipBet], unmatched).byRunner : null;
  return { position, withSlip };
}
