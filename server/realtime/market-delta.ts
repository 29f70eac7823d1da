/** What changed in a market since the last snapshot: status and only the runners whose prices moved. */
import type { MarketSnapshot } from '../feed/types';
import { marketWire } from '../api/market-wire';

/** `ts` is the server's clock when the change was sent, so clients can tell fresh prices from stale ones. */
export function marketDelta(market: MarketSnapshot, previous: MarketSnapshot | undefined, ts: number = Date.now()): Record<string, unknown> | null {
  const wire = marketWire(market);
  if (!previous) return { ...wire, full: true, ts };
  const runners = market.runners.filter((runner, i) => JSON.stringify(runner) !== JSON.stringify(previous.runners[i]));
  const lineChanged = JSON.stringify(market.line) !== JSON.stringify(previous.line);
  if (runners.length === 0 && !lineChanged && market.status === previous.status) return null;
  const changed = new Set(runners.map((r) => r.id));
  return {
    marketId: market.id,
    eventId: market.eventId,
    version: market.version,
    ts,
    status: market.status,
    runners: wire.runners.filter((r) => changed.has(r.selectionId)),
    ...(lineChanged && market.line ? { noLine: market.line.noLine, noRate: market.line.noRate, yesLine: market.line.yesLine, yesRate: market.line.yesRate } : {}),
  };
}
