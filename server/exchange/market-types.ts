/**
 * Market types, limits and bet delays (spec section 9). Limits are rupees in the spec and paise here.
 */
import { betDelayKey, type BetDelayKey } from '../../domain/exchange/bet-delay';

export type MarketType = 'MATCH_ODDS' | 'Special' | 'SESSION' | 'INNINGS_RUNS';

/** Runner markets settle on a winning runner; line markets on a run total. */
export function isLineMarket(type: string): boolean {
  return type === 'SESSION' || type === 'INNINGS_RUNS';
}

/** Bookmaker and line markets are taken whole at the quoted price, or refused: they never sit unmatched. */
export function isFillOrKill(type: string): boolean {
  return type !== 'MATCH_ODDS';
}

/** Which delay applies is one rule for the slip and the exchange (engine/betting/bet-delay.ts). */
export type DelayKey = BetDelayKey;
export const delayKey = betDelayKey;

export const DEFAULT_BET_DELAY_SECONDS: Readonly<Record<DelayKey, number>> = {
  bookmakerBetDelay: 5,
  fancyBetDelay: 5,
  virtualBetDelay: 5,
  ballbyballBetDelay: 5,
  soccerBetDelay: 5,
  tennisBetDelay: 5,
  matchoddsBetDelay: 5,
};

export interface Limits {
  minBet: number;
  maxBet: number;
  maxWinPerMarket: number;
}

const RUPEE = 100;

/** The spec's defaults: fancy and odds 1/1,00,000; bookmaker 100/20,00,000; football and tennis 100/50,000. */
export function defaultLimits(marketType: string, eventTypeId: string): Limits {
  const soccerOrTennis = eventTypeId === '1' || eventTypeId === '2';
  if (soccerOrTennis) return { minBet: 100 * RUPEE, maxBet: 50_000 * RUPEE, maxWinPerMarket: 5_00_000 * RUPEE };
  if (marketType === 'Special') return { minBet: 100 * RUPEE, maxBet: 20_00_000 * RUPEE, maxWinPerMarket: 50_00_000 * RUPEE };
  return { minBet: 1 * RUPEE, maxBet: 1_00_000 * RUPEE, maxWinPerMarket: 10_00_000 * RUPEE };
}
