/**
 * The exchange's statement calls and their wire names (`refrenceNo`, rupees as numbers), read into clean
 * rows in paise. Everything above this file uses these types.
 */
import type { MarketProfitLoss } from '../../domain/exchange/statement-rows';
import { session, type ApiService, type Wire } from '../../engine/plugin-api';
import { rangeQuery, type InstantRange } from './date-range';

export type { MarketProfitLoss };

export interface StatementEntry {
  referenceNo: string;
  at: number;
  description: string;
  kind: string;
  /** The posting's own reference; for a settlement `${marketId}:${player}`. */
  reference: string;
  credit: number;
  debit: number;
  balance: number;
}

export interface StatementPage {
  openingBalance: number;
  closingBalance: number;
  entries: StatementEntry[];
  nextCursor: string | null;
}

/** A settled bet as the wire has it, with amounts in paise and the time it was placed in epoch ms. */
export interface SettledBet extends Pick<Wire.SettledBet, 'id' | 'selectionName' | 'side' | 'price' | 'status'> {
  line: number | null;
  stake: number;
  matched: number;
  placedAt: number;
  profitLoss: number;
  commission: number;
}

export interface MarketBets extends Pick<Wire.MarketBets['result'], 'marketId' | 'marketName' | 'eventName' | 'result'> {
  bets: SettledBet[];
}

export interface Transfer {
  referenceNo: string;
  at: number;
  kind: string;
  description: string;
  amount: number;
}

const paise = (rupees: unknown): number => Math.round(Number(rupees ?? 0) * 100);
const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
const instant = (value: unknown): number => Date.parse(text(value));

function memberPath(path: string): string {
  const code = session.memberCode();
  if (!code) throw new Error('Please Login Again');
  return `account/${encodeURIComponent(code)}/${path}`;
}

async function read<T>(api: ApiService, path: string, params: Record<string, string>): Promise<T> {
  const body = await api.get<{ success?: boolean; result?: T; message?: string }>(memberPath(path), { params });
  if (body.success === false || body.result === undefined) throw new Error(body.message || 'Your statement could not be loaded.');
  return body.result;
}

export async function fetchAccountStatement(api: ApiService, range: InstantRange, page: { cursor?: string | null; limit: number }): Promise<StatementPage> {
  const params: Record<string, string> = { ...rangeQuery(range), limit: String(page.limit) };
  if (page.cursor) params.cursor = page.cursor;
  const result = await read<Wire.AccountStatement['result']>(api, 'account-statement', params);
  const rows = Array.isArray(result.rows) ? result.rows : [];
  return {
    openingBalance: paise(result.openingBalance),
    closingBalance: paise(result.closingBalance),
    nextCursor: typeof result.nextCursor === 'string' && result.nextCursor ? result.nextCursor : null,
    entries: rows.map((row) => ({
      referenceNo: text(row.refrenceNo),
      at: instant(row.date),
      description: text(row.description),
      kind: text(row.type),
      reference: text(row.reference),
      credit: paise(row.credit),
      debit: paise(row.debit),
      balance: paise(row.balance),
    })),
  };
}

export async function fetchProfitLoss(api: ApiService, range: InstantRange): Promise<{ total: number; markets: MarketProfitLoss[] }> {
  const result = await read<Wire.BettingProfitLoss['result']>(api, 'betting-profit-loss', rangeQuery(range));
  const rows = Array.isArray(result.rows) ? result.rows : [];
  return {
    total: paise(result.total),
    markets: rows.map((row) => ({
      marketId: text(row.marketId),
      marketName: text(row.marketName),
      eventId: text(row.eventId),
      eventName: text(row.eventName),
      eventTypeId: text(row.eventTypeId),
      settledAt: instant(row.settledTime),
      profitLoss: paise(row.profitLoss),
      commission: paise(row.commission),
    })),
  };
}

export async function fetchMarketBets(api: ApiService, marketId: string): Promise<MarketBets> {
  const result = await read<Wire.MarketBets['result']>(api, `betting-profit-loss/${encodeURIComponent(marketId)}`, {});
  const bets = Array.isArray(result.bets) ? result.bets : [];
  return {
    marketId: text(result.marketId),
    marketName: text(result.marketName),
    eventName: text(result.eventName),
    result: typeof result.result === 'string' ? result.result : null,
    bets: bets.map((bet) => ({
      id: text(bet.id),
      selectionName: text(bet.selectionName),
      side: bet.side === 'Lay' ? 'Lay' : 'Back',
      price: Number(bet.price ?? 0),
      line: typeof bet.line === 'number' ? bet.line : null,
      stake: paise(bet.stake),
      matched: paise(bet.matched),
      status: text(bet.status),
      placedAt: instant(bet.placedTime),
      profitLoss: paise(bet.profitLoss),
      commission: paise(bet.commission),
    })),
  };
}

export async function fetchTransfers(api: ApiService, range: InstantRange): Promise<Transfer[]> {
  const result = await read<Wire.TransferStatement['result']>(api, 'transfer-statement', rangeQuery(range));
  return (Array.isArray(result) ? result : []).map((row) => ({
    referenceNo: text(row.refrenceNo),
    at: instant(row.date),
    kind: text(row.type),
    description: text(row.description),
    amount: paise(row.amount),
  }));
}

/** The market a settlement posting pays, from its reference; null for other postings. */
export function settledMarketOf(entry: Pick<StatementEntry, 'kind' | 'reference'>): string | null {
  if (entry.kind !== 'settlement') return null;
  const cut = entry.reference.lastIndexOf(':');
  return cut > 0 ? entry.reference.slice(0, cut) : null;
}
