/** Betting P&L grouped by sport, then event, then market, each level with its total (paise, to the paisa). */
import type { MarketProfitLoss } from './statements-api';

const SPORTS: Readonly<Record<string, string>> = { '4': 'Cricket', '1': 'Football', '2': 'Tennis', '7': 'Horse Racing', '4339': 'Greyhound Racing', v9: 'Virtual Cricket', b9: 'Ball by Ball' };

export function sportName(eventTypeId: string): string {
  return SPORTS[eventTypeId] ?? (eventTypeId ? `Sport ${eventTypeId}` : 'Other');
}

export interface EventGroup {
  eventId: string;
  eventName: string;
  total: number;
  commission: number;
  markets: MarketProfitLoss[];
}

export interface SportGroup {
  eventTypeId: string;
  name: string;
  total: number;
  commission: number;
  events: EventGroup[];
}

/** Groups in the order their newest market settled (the rows come newest first). */
export function groupProfitLoss(markets: readonly MarketProfitLoss[]): SportGroup[] {
  const sports = new Map<string, SportGroup>();
  for (const market of markets) {
    let sport = sports.get(market.eventTypeId);
    if (!sport) sports.set(market.eventTypeId, (sport = { eventTypeId: market.eventTypeId, name: sportName(market.eventTypeId), total: 0, commission: 0, events: [] }));
    let event = sport.events.find((e) => e.eventId === market.eventId);
    if (!event) sport.events.push((event = { eventId: market.eventId, eventName: market.eventName || market.eventId, total: 0, commission: 0, markets: [] }));
    event.markets.push(market);
    event.total += market.profitLoss;
    event.commission += market.commission;
    sport.total += market.profitLoss;
    sport.commission += market.commission;
  }
  return [...sports.values()];
}
