/**
 * The player's money as every view shows it: the header, the account drawer and the slip's Available
 * Credit read these figures, so they never disagree. Balance is the cash held; Net Exposure what open
 * bets could still lose; Available what can be staked now (balance less exposure, the server's
 * `available`), so no view counts the exposure twice. Stored figures are rupees as the API sends them.
 */
import { engineStore, type BalanceState } from './engine-store';

export interface BalanceFigures {
  /** Paise; null until first loaded. */
  balance: number | null;
  available: number | null;
  freeCash: number | null;
  exposure: number | null;
}

const paise = (rupees: number | null): number | null => (rupees === null ? null : Math.round(rupees * 100));

export function balanceFigures(state: Readonly<BalanceState>): BalanceFigures {
  return { balance: paise(state.balance), available: paise(state.available), freeCash: paise(state.freeCash), exposure: paise(state.exposure) };
}

/** Every balance read (the poll, and the re-read after a bet, a cancel or a settlement) lands here. */
export function storeBalance(read: BalanceState): void {
  Object.assign(engineStore.balance, { balance: read.balance, available: read.available, freeCash: read.freeCash, exposure: read.exposure });
}
