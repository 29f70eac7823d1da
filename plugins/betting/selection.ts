/**
 * What a price click hands to the bet slip. Every plugin that shows prices (exchange, fancy, racing)
 * builds one of these and calls the betting service's pickSelection; the slip owns everything after.
 */
import type { Market, MarketType } from './markets/types';

export type BetSide = 'back' | 'lay';

export interface SlipSelection {
  marketId: string;
  marketName: string;
  marketType: MarketType;
  eventId: string;
  eventName: string;
  eventTypeId: string;
  competitionId?: string;
  selectionId: string;
  runnerName: string;
  /** back = Yes on a session line, lay = No. */
  side: BetSide;
  /** Decimal odds as shown; for session lines the rate as odds (1 + fancyPrice / 100). */
  price: number;
  /** Session and innings-runs lines: the run line and the rate in percent (fancyPrice). */
  line?: number;
  fancyPrice?: number;
}

/** The market fields every selection carries, copied from the market the price belongs to. */
export function marketOfSelection(market: Pick<Market, 'marketId' | 'marketName' | 'marketType' | 'eventId' | 'eventName' | 'eventTypeId' | 'competitionId'>): Pick<SlipSelection, 'marketId' | 'marketName' | 'marketType' | 'eventId' | 'eventName' | 'eventTypeId' | 'competitionId'> {
  const { marketId, marketName, marketType, eventId, eventName, eventTypeId, competitionId } = market;
  return { marketId, marketName, marketType, eventId, eventName, eventTypeId, competitionId };
}
