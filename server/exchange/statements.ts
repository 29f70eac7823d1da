/**
 * Statements read from the ledger, in paise: the account statement (every posting on a player's cash
 * account, newest first, with the running balance, a page at a time), betting profit and loss (the
 * settlement postings, one a market) with the bets behind each, and the transfers (every other kind).
 *
 * Pages are keyed by (created_at, id), the order the statement index holds, so a page is one index
 * range read however long the history. Running balances come from the account's balance less what was
 * posted after a row, read in the same statement as the balance, so a posting landing meanwhile cannot
 * make them disagree.
 */
import { sql } from 'kysely';
import type { MarketProfitLoss as MarketProfitLossLine } from '../../domain/exchange/statement-rows';
import type { Db } from './ledger';
import { accountId } from './ledger';
import { resultWords, storedResult } from './result-words';

export interface StatementRange {
  /** ms, inclusive. */
  from: number;
  /** ms, exclusive. */
  to: number;
}

/** Where the next page starts: the last row shown, which it comes after. */
export interface StatementCursor {
  at: number;
  id: number;
}

export interface LedgerPosting {
  id: number;
  at: number;
  kind: string;
  reference: string;
  description: string;
  amount: number;
}

export interface StatementRow extends LedgerPosting {
  /** The balance once this posting was made. */
  balance: number;
}

export interface StatementPage {
  openingBalance: number;
  closingBalance: number;
  rows: StatementRow[];
  next: StatementCursor | null;
}

export const STATEMENT_PAGE_DEFAULT = 50;
export const STATEMENT_PAGE_MAX = 500;

export function encodeCursor(cursor: StatementCursor): string {
  return `${cursor.at}.${cursor.id}`;
}

export function decodeCursor(text: string): StatementCursor | null {
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(text);
  return match ? { at: Number(match[1]), id: Number(match[2]) } : null;
}

export async function accountStatementPage(db: Db, userId: string, range: StatementRange, cursor: StatementCursor | null, limit: number): Promise<StatementPage> {
  const account = accountId(userId, 'cash');
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.tx_id')
    .select(['e.id', 'e.amount', 'e.created_at', 't.kind', 't.reference', 't.description'])
    .where('e.account_id', '=', account)
    .where('e.created_at', '>=', range.from)
    .where('e.created_at', '<', range.to);
  if (cursor) query = query.where((eb) => eb.or([eb('e.created_at', '<', cursor.at), eb.and([eb('e.created_at', '=', cursor.at), eb('e.id', '<', cursor.id)])]));
  const found = await query.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(limit + 1).execute();
  const shown = found.slice(0, limit);
  const first = shown[0];
  // One statement, one snapshot: the balance, what came after the range, in it, and after the page's first row.
  const firstAt = first ? Number(first.created_at) : range.to;
  const firstId = first ? Number(first.id) : 0;
  const totals = await db
    .selectFrom('accounts as a')
    .select((eb) => [
      'a.balance',
      eb
        .selectFrom('ledger_entries as x')
        .select(sql<string | number | null>`coalesce(sum(x.amount), 0)`.as('afterRange'))
        .where('x.account_id', '=', account)
        .where('x.created_at', '>=', range.to)
        .as('afterRange'),
      eb
        .selectFrom('ledger_entries as y')
        .select(sql<string | number | null>`coalesce(sum(y.amount), 0)`.as('inRange'))
        .where('y.account_id', '=', account)
        .where('y.created_at', '>=', range.from)
        .where('y.created_at', '<', range.to)
        .as('inRange'),
      eb
        .selectFrom('ledger_entries as z')
        .select(sql<string | number | null>`coalesce(sum(z.amount), 0)`.as('afterFirst'))
        .where('z.account_id', '=', account)
        .where((w) => w.or([w('z.created_at', '>', firstAt), w.and([w('z.created_at', '=', firstAt), w('z.id', '>', firstId)])]))
        .as('afterFirst'),
    ])
    .where('a.id', '=', account)
    .executeTakeFirst();
  const balanceNow = Number(totals?.balance ?? 0);
  const closingBalance = balanceNow - Number(totals?.afterRange ?? 0);
  const openingBalance = closingBalance - Number(totals?.inRange ?? 0);
  let running = balanceNow - Number(totals?.afterFirst ?? 0);
  const rows = shown.map((entry) => {
    const row: StatementRow = { id: Number(entry.id), at: Number(entry.created_at), kind: entry.kind, reference: entry.reference, description: entry.description, amount: Number(entry.amount), balance: running };
    running -= row.amount;
    return row;
  });
  const last = rows[rows.length - 1];
  return { openingBalance, closingBalance, rows, next: found.length > limit && last ? { at: last.at, id: last.id } : null };
}

/** The player's cash postings in the range, oldest first: only `kinds`, or every kind but `exceptKinds`. */
export async function postingsInRange(db: Db, userId: string, range: StatementRange, filter: { kinds?: string[]; exceptKinds?: string[] }): Promise<LedgerPosting[]> {
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.tx_id')
    .select(['e.id', 'e.amount', 'e.created_at', 't.kind', 't.reference', 't.description'])
    .where('e.account_id', '=', accountId(userId, 'cash'))
    .where('e.created_at', '>=', range.from)
    .where('e.created_at', '<', range.to);
  if (filter.kinds) query = query.where('t.kind', 'in', filter.kinds);
  if (filter.exceptKinds) query = query.where('t.kind', 'not in', filter.exceptKinds);
  const rows = await query.orderBy('e.created_at', 'asc').orderBy('e.id', 'asc').execute();
  return rows.map((r) => ({ id: Number(r.id), at: Number(r.created_at), kind: r.kind, reference: r.reference, description: r.description, amount: Number(r.amount) }));
}

/** A settled market's line, with its type (the wire names line markets' prices apart). */
export interface MarketProfitLoss extends MarketProfitLossLine {
  marketType: string;
}

/** One row a settled market: its settlement posting, named from the player's orders in it. */
export async function bettingProfitLoss(db: Db, userId: string, range: StatementRange): Promise<MarketProfitLoss[]> {
  const settlements = await postingsInRange(db, userId, range, { kinds: ['settlement'] });
  const marketIds = [...new Set(settlements.map((s) => marketOfSettlement(s.reference)))];
  const markets = new Map<string, { market_name: string; market_type: string; event_id: string; event_name: string; event_type_id: string }>();
  for (let i = 0; i < marketIds.length; i += 500) {
    const found = await db
      .selectFrom('orders')
      .select(['market_id', 'market_name', 'market_type', 'event_id', 'event_name', 'event_type_id'])
      .where('user_id', '=', userId)
      .where('market_id', 'in', marketIds.slice(i, i + 500))
      .execute();
    for (const order of found) if (!markets.has(order.market_id)) markets.set(order.market_id, order);
  }
  return settlements.map((entry) => {
    const marketId = marketOfSettlement(entry.reference);
    const market = markets.get(marketId);
    return {
      marketId,
      marketName: market?.market_name ?? marketId,
      marketType: market?.market_type ?? '',
      eventId: market?.event_id ?? '',
      eventName: market?.event_name ?? '',
      eventTypeId: market?.event_type_id ?? '',
      settledAt: entry.at,
      profitLoss: entry.amount,
      commission: 0,
    };
  });
}

/** Settlement references read `${marketId}:${userId}`; market ids may hold dots but no colon. */
export function marketOfSettlement(reference: string): string {
  const cut = reference.lastIndexOf(':');
  return cut < 0 ? reference : reference.slice(0, cut);
}

export interface SettledBet {
  id: string;
  selectionName: string;
  side: string;
  price: number;
  line: number | null;
  stake: number;
  matched: number;
  status: string;
  placedAt: number;
  settledAt: number | null;
  profitLoss: number;
  commission: number;
}

export interface MarketBets {
  marketId: string;
  marketName: string;
  marketType: string;
  eventName: string;
  eventTypeId: string;
  /** What the market settled at: the winner's name, the runs, or Void; null while unsettled. */
  result: string | null;
  bets: SettledBet[];
}

export type RunnerNames = (marketId: string, runnerId: string) => string | undefined;

/** The player's settled and voided bets in one market, with what the market settled at (a winner the player did not bet on named by `runnerName`). */
export async function marketBets(db: Db, userId: string, marketId: string, runnerName: RunnerNames = () => undefined): Promise<MarketBets | null> {
  const orders = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('market_id', '=', marketId).where('status', 'in', ['SETTLED', 'VOID']).orderBy('placed_at', 'asc').execute();
  const first = orders[0];
  if (!first) return null;
  const settled = await db.selectFrom('settled_markets').select('result').where('market_id', '=', marketId).executeTakeFirst();
  return {
    marketId,
    marketName: first.market_name,
    marketType: first.market_type,
    eventName: first.event_name,
    eventTypeId: first.event_type_id,
    result: settled ? resultText(settled.result, orders, (runnerId) => runnerName(marketId, runnerId)) : null,
    bets: orders.map((o) => ({
      id: o.id,
      selectionName: o.selection_name,
      side: o.side,
      price: Number(o.price),
      line: o.line === null ? null : Number(o.line),
      stake: Number(o.stake),
      matched: Number(o.matched),
      status: o.status,
      placedAt: Number(o.placed_at),
      settledAt: o.settled_at === null ? null : Number(o.settled_at),
      profitLoss: Number(o.profit ?? 0),
      commission: 0,
    })),
  };
}

function resultText(stored: string, orders: ReadonlyArray<{ selection_id: string; selection_name: string }>, runnerName: (runnerId: string) => string | undefined): string {
  const result = storedResult(stored);
  return result ? resultWords(result, (runnerId) => orders.find((o) => o.selection_id === runnerId)?.selection_name ?? runnerName(runnerId)) : stored;
}
