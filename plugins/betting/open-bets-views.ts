/**
 * How the open-bets panel lays bets out: by market, unmatched apart from matched; matched bets one by
 * one (Order By Date), merged by runner, side and price (Consolidated), or by runner and side at the
 * stake-weighted average price (Average Odds).
 */
import type { OpenBet } from './open-bets-adapter';
import type { OpenBetsView } from './open-bets-state';
import type { BetSide } from './selection';

export interface BetRow {
  key: string;
  side: BetSide;
  selectionName: string;
  /** Hundredths (runner markets) or the rate (line markets). */
  price: number;
  line: number | null;
  /** Paise. */
  stake: number;
  count: number;
  placedAt: number;
}

export interface MarketGroup {
  marketId: string;
  marketName: string;
  marketType: string;
  eventId: string;
  eventTypeId: string;
  eventName: string;
  unmatched: OpenBet[];
  matched: BetRow[];
}

const single = (bet: OpenBet): BetRow => ({ key: bet.id, side: bet.side, selectionName: bet.selectionName, price: bet.price, line: bet.line, stake: bet.matched, count: 1, placedAt: bet.placedAt });

export function matchedRows(bets: readonly OpenBet[], view: OpenBetsView): BetRow[] {
  const matched = bets.filter((b) => b.matched > 0);
  if (view === 'date') return matched.map(single).sort((a, b) => b.placedAt - a.placedAt);
  const groups = new Map<string, BetRow & { weighted: number }>();
  for (const bet of matched) {
    const key = view === 'consolidated' ? `${bet.selectionId}|${bet.side}|${bet.line}|${bet.price}` : `${bet.selectionId}|${bet.side}|${bet.line}`;
    const row = groups.get(key) ?? { ...single(bet), key, stake: 0, count: 0, weighted: 0 };
    row.stake += bet.matched;
    row.weighted += bet.matched * bet.price;
    row.count += 1;
    row.placedAt = Math.max(row.placedAt, bet.placedAt);
    groups.set(key, row);
  }
  return [...groups.values()].map(({ weighted, ...row }) => ({ ...row, price: view === 'average' && row.stake > 0 ? Math.round(weighted / row.stake) : row.price }));
}

export function groupByMarket(bets: readonly OpenBet[], view: OpenBetsView, eventId?: string): MarketGroup[] {
  const groups = new Map<string, OpenBet[]>();
  for (const bet of bets) {
    if (eventId && bet.eventId !== eventId) continue;
    groups.set(bet.marketId, [...(groups.get(bet.marketId) ?? []), bet]);
  }
  return [...groups.values()].map((list) => {
    const first = list[0]!;
    return {
      marketId: first.marketId,
      marketName: first.marketName,
      marketType: first.marketType,
      eventId: first.eventId,
      eventTypeId: first.eventTypeId,
      eventName: first.eventName,
      unmatched: list.filter((b) => b.remaining > 0),
      matched: matchedRows(list, view),
    };
  });
}
