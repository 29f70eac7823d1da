/** Markets for the plugin's tests. */
import type { Market } from '../betting/api';

export function marketFixture(overrides: Partial<Market> = {}): Market {
  return {
    marketId: 'm1',
    marketName: '6 Over Runs Mumbai Indians',
    marketType: 'SESSION',
    status: 'OPEN',
    version: 1,
    eventId: '31000001',
    eventName: 'Mumbai Indians v Delhi Capitals',
    eventTypeId: '4',
    competitionId: '101480',
    competitionName: 'Indian Premier League',
    runners: [],
    line: { noLine: 45, noRate: 100, yesLine: 46, yesRate: 100 },
    serverTs: Date.now(),
    receivedAt: Date.now(),
    ...overrides,
  };
}
