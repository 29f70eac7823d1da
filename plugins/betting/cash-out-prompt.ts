/** The market whose cash-out confirm popup is open ('' when none); tiny so the shell's host can read it. */
import { proxy } from 'valtio';

export const cashOutPrompt = proxy({ marketId: '' });

export function askCashOut(marketId: string): void {
  cashOutPrompt.marketId = marketId;
}

export function dismissCashOut(): void {
  cashOutPrompt.marketId = '';
}
