/**
 * The event's markets as they come and go. useEventMarkets gives the list loaded with the page; lines
 * appear later (the next innings' sessions, a new ball, a new virtual round) as whole markets on the
 * event's socket room, and settle with status CLOSED: this keeps the list in step with both.
 */
import { useEffect, useMemo, useState } from 'react';
import { isMarketDelta, type Market, marketOfFullDelta, useEventMarkets } from '../betting/api';
import { fancyServices } from './state';

export function useLiveEventMarkets(eventTypeId: string, eventId: string): { markets: Market[] | null; error: string | null } {
  const loaded = useEventMarkets(eventTypeId, eventId);
  const [arrived, setArrived] = useState<Market[]>([]);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());

  // A fresh load already holds what had arrived or closed before it.
  const [basis, setBasis] = useState(loaded.markets);
  if (basis !== loaded.markets) {
    setBasis(loaded.markets);
    setArrived([]);
    setClosed(new Set());
  }

  useEffect(
    () =>
      fancyServices().socket.on('market-update', (delta) => {
        if (!isMarketDelta(delta)) return;
        const full = marketOfFullDelta(delta, Date.now());
        if (full && full.eventId === eventId && full.status !== 'CLOSED') setArrived((list) => [...list.filter((m) => m.marketId !== full.marketId), full]);
        if (delta.status === 'CLOSED') setClosed((set) => (set.has(delta.marketId) ? set : new Set([...set, delta.marketId])));
      }),
    [eventId],
  );

  const markets = useMemo(() => {
    if (!loaded.markets) return null;
    const ids = new Set(loaded.markets.map((m) => m.marketId));
    return [...loaded.markets, ...arrived.filter((m) => !ids.has(m.marketId))].filter((m) => m.status !== 'CLOSED' && !closed.has(m.marketId));
  }, [loaded.markets, arrived, closed]);
  return { markets, error: loaded.error };
}
