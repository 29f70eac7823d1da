/**
 * Markets, events and scores in the wire shapes the client reads: prices as decimals, sizes in rupees.
 * A line market also carries its stake limits (minBet, maxBet, as exchange/order/settings/ answers them),
 * so a page shows each line's limits with the line instead of asking for every line's.
 */
import type { EventOdds, Market } from '../../schemas/wire';
import { defaultLimits } from '../exchange/market-types';
import type { FeedEvent } from '../feed/simulator';
import type { MarketSnapshot } from '../feed/types';
import { raceWire } from './race-wire';
import { toRupees } from './wire';

export function marketWire(market: MarketSnapshot): Market {
  const line = market.type === 'SESSION' || market.type === 'INNINGS_RUNS';
  const limits = line ? defaultLimits(market.type, market.eventTypeId) : null;
  return {
    marketId: market.id,
    marketName: market.name,
    marketType: market.type,
    status: market.status,
    version: market.version,
    eventId: market.eventId,
    eventName: market.eventName,
    eventTypeId: market.eventTypeId,
    competitionId: market.competitionId,
    competitionName: market.competitionName,
    ...(market.numberOfWinners ? { numberOfWinners: market.numberOfWinners } : {}),
    runners: market.runners.map((r) => ({
      selectionId: r.id,
      runnerName: r.name,
      back: r.back.map((l) => ({ price: l.price / 100, size: toRupees(l.size) })),
      lay: r.lay.map((l) => ({ price: l.price / 100, size: toRupees(l.size) })),
    })),
    ...(line && market.line ? { noLine: market.line.noLine, noRate: market.line.noRate, yesLine: market.line.yesLine, yesRate: market.line.yesRate, maxSize: toRupees(market.line.size) } : {}),
    ...(limits ? { minBet: toRupees(limits.minBet), maxBet: toRupees(limits.maxBet) } : {}),
  };
}

/** An event's own fields, for every list and page that names it (eventType lists add its match odds). */
export function eventWire(event: FeedEvent): Omit<EventOdds, 'markets'> {
  return {
    eventId: event.id,
    eventName: event.name,
    eventTypeId: event.eventTypeId,
    competitionId: event.competitionId,
    competitionName: event.competitionName,
    openDate: new Date(event.openDate).toISOString(),
    inPlay: event.inPlay,
    countryCode: event.countryCode,
    runners: event.runners.map((r) => ({ selectionId: r.id, runnerName: r.name })),
    ...raceWire(event),
  };
}
