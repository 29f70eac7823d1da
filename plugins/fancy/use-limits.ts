/**
 * A market's min and max stake: `given` when the market's own wire carried them, else from
 * exchange/order/settings/, asked once per market while shown.
 */
import { useEffect, useState } from 'react';
import { fetchLimits, type MarketLimits } from './fancy-api';
import { fancyServices } from './state';

const known = new Map<string, Promise<MarketLimits | null>>();

export function useMarketLimits(marketId: string, runnerId: string, given?: MarketLimits): MarketLimits | null {
  const [limits, setLimits] = useState<MarketLimits | null>(null);
  const withMarket = given !== undefined;
  useEffect(() => {
    if (withMarket) return;
    let live = true;
    let asked = known.get(marketId);
    if (!asked) {
      asked = fetchLimits(fancyServices().api, marketId, runnerId).catch(() => {
        known.delete(marketId);
        return null;
      });
      known.set(marketId, asked);
    }
    void asked.then((value) => live && setLimits(value));
    return () => {
      live = false;
    };
  }, [marketId, runnerId, withMarket]);
  return given ?? limits;
}
