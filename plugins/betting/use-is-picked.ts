/** Whether a price cell is the slip's selection; re-renders a cell only when its own answer changes. */
import { useCallback, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import type { BetSide } from './selection';
import { cellKey, pickedCell } from './slip-state';

const subscribePick = (onChange: () => void) => subscribe(pickedCell, onChange);

export function useIsPicked(marketId: string, selectionId: string, side: BetSide): boolean {
  const key = cellKey(marketId, selectionId, side);
  const read = useCallback(() => pickedCell.key === key, [key]);
  return useSyncExternalStore(subscribePick, read, read);
}
