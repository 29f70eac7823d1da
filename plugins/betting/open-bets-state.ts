/** The player's open bets (matched and unmatched), newest first, and how the panel groups them. */
import { proxy } from 'valtio';
import { isOpen, type OpenBet } from './open-bets-adapter';

export type OpenBetsView = 'consolidated' | 'average' | 'date';

export interface OpenBetsState {
  /** Null until loaded (and for visitors). */
  bets: OpenBet[] | null;
  view: OpenBetsView;
}

export const openBetsState = proxy<OpenBetsState>({ bets: null, view: 'date' });

export function setOpenBets(bets: readonly OpenBet[]): void {
  openBetsState.bets = bets.filter(isOpen).sort((a, b) => b.placedAt - a.placedAt);
}

/** order-update: changed orders replace their old copies; settled, cancelled or void ones leave. */
export function mergeOrderUpdates(changed: readonly OpenBet[]): void {
  const byId = new Map((openBetsState.bets ?? []).map((bet) => [bet.id, bet]));
  for (const bet of changed) byId.set(bet.id, bet);
  setOpenBets([...byId.values()]);
}

export function clearOpenBets(): void {
  openBetsState.bets = null;
}

export function setOpenBetsView(view: OpenBetsView): void {
  openBetsState.view = view;
}
