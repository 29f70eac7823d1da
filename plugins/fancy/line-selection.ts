/** What a No or Yes click on a session or innings-runs line hands to the bet slip. */
import { type Market, marketOfSelection, type SlipSelection } from '../betting/api';
import { sessionOdds } from './session-math';

export type LineSide = 'no' | 'yes';

/** Line markets have no runners: the market itself is the selection. */
export function lineSelectionId(market: Pick<Market, 'marketId'>): string {
  return market.marketId;
}

/** Yes backs the run line (side back), No lays it (side lay); price is the rate as decimal odds. */
export function lineSelection(market: Market, side: LineSide): SlipSelection | null {
  if (!market.line) return null;
  const line = side === 'yes' ? market.line.yesLine : market.line.noLine;
  const fancyPrice = side === 'yes' ? market.line.yesRate : market.line.noRate;
  return {
    ...marketOfSelection(market),
    selectionId: lineSelectionId(market),
    runnerName: market.marketName,
    side: side === 'yes' ? 'back' : 'lay',
    price: sessionOdds(fancyPrice),
    line,
    fancyPrice,
  };
}

/** Line markets take bets only while open: suspended, ball running and closed lines are not clickable. */
export function lineOpen(status: string): boolean {
  return status === 'OPEN';
}

export { lineStateText } from '../../domain/exchange/cricket-pages';
