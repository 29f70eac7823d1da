/** The `market-settled` socket payload in clean names: which market, its result, the player's P&L. */
export interface SettledMarket {
  marketId: string;
  marketName: string;
  eventId: string;
  /** Run total for line markets; null for runner markets. */
  runs: number | null;
  /** The result in words where the figure is not runs ("12 fours"); null otherwise. */
  words: string | null;
  /** Winning runner for runner markets. */
  winnerName: string | null;
  /** The player's P&L on the market, paise. */
  pnl: number;
  at: number;
}

type Wire = Record<string, unknown>;
const isRecord = (value: unknown): value is Wire => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function settledFromWire(payload: unknown, at: number): SettledMarket | null {
  if (!isRecord(payload) || !text(payload.marketId)) return null;
  const result = isRecord(payload.result) ? payload.result : {};
  const orders = Array.isArray(payload.orders) ? payload.orders.filter(isRecord) : [];
  const first = orders[0] ?? {};
  const winner = text(result.runnerId);
  const pnl = Number(payload.pnl);
  return {
    marketId: text(payload.marketId),
    marketName: text(first.marketName) || text(payload.marketId),
    eventId: text(first.eventId),
    runs: result.kind === 'runs' && Number.isFinite(Number(result.runs)) ? Number(result.runs) : null,
    words: result.kind === 'runs' && typeof result.words === 'string' ? result.words : null,
    winnerName: winner ? text(orders.find((o) => text(o.runnerId) === winner)?.selectionName) || winner : null,
    pnl: Number.isFinite(pnl) ? Math.round(pnl * 100) : 0,
    at,
  };
}
