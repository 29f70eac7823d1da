/**
 * How open bets are laid out, in the panel (by market, unmatched apart from matched) and on the
 * /open-bets page (one table). Three views: bets one by one, newest first (Order By Date); bets on the
 * same runner, side and price merged into one row, stakes summed, saying how many were merged
 * (Consolidated); or by runner and side at the stake-weighted average price (Average Odds).
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
  /** How many bets the row stands for. */
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

/** Items under their view's key, groups in order of first appearance, items in the order given. */
function groupInOrder<T>(items: readonly T[], keyOf: (item: T) => string): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups];
}

/** The key a view merges bets under: the bet itself, its runner and side, or those and its price. */
function viewKey(view: OpenBetsView, bet: Pick<OpenBet, 'id' | 'marketId' | 'selectionId' | 'side' | 'line'>, price: number): string {
  if (view === 'date') return bet.id;
  const runner = `${bet.marketId}|${bet.selectionId}|${bet.side}|${bet.line}`;
  return view === 'consolidated' ? `${runner}|${price}` : runner;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Price weighted by size, rounded to the unit prices are kept in. */
function averagePrice(parts: ReadonlyArray<{ price: number; size: number }>): number {
  const size = sum(parts.map((p) => p.size));
  return size > 0 ? Math.round(sum(parts.map((p) => p.price * p.size)) / size) : (parts[0]?.price ?? 0);
}

interface MatchedPart {
  bet: OpenBet;
  price: number;
  size: number;
}

/** The matched parts of a bet, each at the price it was matched at. */
function matchedParts(bet: OpenBet): MatchedPart[] {
  return bet.fills.map((fill) => ({ bet, price: fill.price, size: fill.size }));
}

/** The panel's matched rows: the matched amounts, at the prices they were matched at. */
export function matchedRows(bets: readonly OpenBet[], view: OpenBetsView): BetRow[] {
  const parts = bets.flatMap(matchedParts).filter((part) => part.size > 0);
  const rows = groupInOrder(parts, (part) => viewKey(view, part.bet, part.price)).map(([key, group]): BetRow => {
    const { bet } = group[0]!;
    return {
      key,
      side: bet.side,
      selectionName: bet.selectionName,
      price: averagePrice(group),
      line: bet.line,
      stake: sum(group.map((part) => part.size)),
      count: new Set(group.map((part) => part.bet.id)).size,
      placedAt: Math.max(...group.map((part) => part.bet.placedAt)),
    };
  });
  return view === 'date' ? rows.sort((a, b) => b.placedAt - a.placedAt) : rows;
}

export function groupByMarket(bets: readonly OpenBet[], view: OpenBetsView, eventId?: string): MarketGroup[] {
  const shown = eventId ? bets.filter((bet) => bet.eventId === eventId) : bets;
  return groupInOrder(shown, (bet) => bet.marketId).map(([, list]) => {
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

/** A row of the /open-bets table: one order, or several merged, with how many and their statuses. */
export interface OrderRow extends OpenBet {
  key: string;
  count: number;
  statuses: string[];
}

/**
 * The /open-bets table in a view: orders merged by the view's key (runner, side and the price asked
 * for Consolidated; runner and side for Average Odds), stakes, matched amounts and profits summed.
 */
export function orderRows(bets: readonly OpenBet[], view: OpenBetsView): OrderRow[] {
  const rows = groupInOrder(bets, (bet) => viewKey(view, bet, bet.price)).map(([key, group]): OrderRow => {
    const profits = group.flatMap((bet) => (bet.profit === null ? [] : [bet.profit]));
    return {
      ...group[0]!,
      key,
      count: group.length,
      statuses: [...new Set(group.map((bet) => bet.status))],
      price: averagePrice(group.map((bet) => ({ price: bet.price, size: bet.stake }))),
      stake: sum(group.map((bet) => bet.stake)),
      matched: sum(group.map((bet) => bet.matched)),
      fills: group.flatMap((bet) => bet.fills),
      remaining: sum(group.map((bet) => bet.remaining)),
      profit: profits.length ? sum(profits) : null,
      placedAt: Math.max(...group.map((bet) => bet.placedAt)),
    };
  });
  return view === 'date' ? rows.sort((a, b) => b.placedAt - a.placedAt) : rows;
}

/** What a merged row says of the bets in it. */
export function combinedText(count: number): string {
  return count > 1 ? `${count} bets combined` : '';
}
