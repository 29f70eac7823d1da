/** Whether any of the given markets is stale (one page-level notice for a list of markets). */
import { useCallback, useSyncExternalStore } from 'react';
import { useMarketFeed } from '../betting/api';

export function useAnyStale(marketIds: readonly string[]): boolean {
  const feed = useMarketFeed();
  const joined = marketIds.join('\n');
  const subscribe = useCallback((listener: () => void) => feed.onFreshness(listener), [feed]);
  const read = () => (joined ? joined.split('\n').some((id) => feed.isStale(id)) : false);
  return useSyncExternalStore(subscribe, read, read);
}
