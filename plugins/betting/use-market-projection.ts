/**
 * Per-runner P&L of a market if it settled now, from the player's open bets, and the same with the
 * slip's bet added before it is placed (paise by selectionId). It follows the market's runner list, not
 * its prices: a figure depends on the bets and the slip only, so a moving market recomputes nothing.
 */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { getMarket, useMarketRunners } from './markets';
import type { RunnerBet } from '../../domain/exchange/pnl';
import { projectMarket, type Projection } from './market-projection';
import { openBetsState } from './open-bets-state';
import { canPlace, isLineSelection, stakeToPaise } from './slip-rules';
import { slipState } from './slip-state';

export function useMarketProjection(marketId: string): Projection {
  const runners = useMarketRunners(marketId);
  const { bets } = useSnapshot(openBetsState);
  const slip = useSnapshot(slipState);
  const selection = slip.selection;
  const stake = stakeToPaise(slip.stake);
  const inSlip = Boolean(selection && selection.marketId === marketId && !isLineSelection(selection) && canPlace(stake, slip.price));
  const runnerId = selection?.selectionId;
  const side = selection?.side;
  const slipBet: RunnerBet | null = useMemo(
    () => (inSlip && runnerId && side ? { runnerId, side, price: slip.price, stake } : null),
    [inSlip, runnerId, side, slip.price, stake],
  );
  const runnerIds = useMemo(() => runners?.map((r) => r.selectionId) ?? [], [runners]);
  return useMemo(() => {
    // A market's type never changes: read once, as it is when the projection is made.
    const market = getMarket(marketId);
    if (market && isLineSelection(market)) return { position: null, withSlip: null, unmatchedLiability: 0 };
    return projectMarket(runnerIds, bets ?? [], marketId, slipBet, market?.numberOfWinners ?? 1);
  }, [runnerIds, bets, marketId, slipBet]);
}
