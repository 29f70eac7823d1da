/**
 * Which bet delay a slip shows: Special → bookmaker, SESSION → fancy; then by sport: v9 virtual,
 * b9 ball-by-ball, 1 soccer, 2 tennis; else match odds. Every delay defaults to 5 s (spec section 9).
 */
export type BetDelayKey = 'bookmakerBetDelay' | 'fancyBetDelay' | 'virtualBetDelay' | 'ballbyballBetDelay' | 'soccerBetDelay' | 'tennisBetDelay' | 'matchoddsBetDelay';

export const DEFAULT_BET_DELAY_SECONDS = 5;

export function betDelayKey(marketType: string, eventTypeId: string): BetDelayKey {
  if (marketType === 'Special') return 'bookmakerBetDelay';
  if (marketType === 'SESSION') return 'fancyBetDelay';
  if (eventTypeId === 'v9') return 'virtualBetDelay';
  if (eventTypeId === 'b9') return 'ballbyballBetDelay';
  if (eventTypeId === '1') return 'soccerBetDelay';
  if (eventTypeId === '2') return 'tennisBetDelay';
  return 'matchoddsBetDelay';
}

/** The delay in whole seconds from the market's settings, or the default when it sends none. */
export function betDelaySeconds(marketType: string, eventTypeId: string, delays: Partial<Record<BetDelayKey, number>> | null | undefined): number {
  const value = delays?.[betDelayKey(marketType, eventTypeId)];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_BET_DELAY_SECONDS;
}
