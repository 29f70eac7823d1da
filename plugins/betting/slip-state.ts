/**
 * The bet slip: one selection at a time, shared by every plugin that shows prices. Prices are integer
 * hundredths (2.5 → 250); the stake is kept as typed, and becomes paise only when used.
 */
import { proxy } from 'valtio';
import type { SlipSelection } from './selection';

export interface BetLimits {
  /** Paise. */
  minBet: number;
  maxBet: number;
  maxWinPerMarket: number;
}

/** edit: the slip; confirm: stage 1 of the confirmation; processing: stage 2 with the delay countdown. */
export type SlipStage = 'edit' | 'confirm' | 'processing';

export interface SlipState {
  selection: SlipSelection | null;
  /** Hundredths of decimal odds. */
  price: number;
  stake: string;
  limits: BetLimits | null;
  delaySeconds: number;
  /** A fresh id per bet: a retried emit places the same bet once. */
  betSlipRef: string;
  stage: SlipStage;
  submitting: boolean;
  editingStakes: boolean;
  /** The slip holds a cash-out bet (confirmation always shown, own overlay text). */
  cashOut: boolean;
  fromOneClick: boolean;
  /** Cancel Bet's 200 ms closing animation is running. */
  closing: boolean;
  /** Bumped on every interaction: the 8 s inactivity timer restarts from it. */
  touchedAt: number;
  /** Seconds left of the bet delay while processing. */
  countdown: number;
  /** Why the last bet from this slip was refused, when placing it again at the current price can help. */
  refusal: string | null;
}

export const EMPTY_SLIP: Omit<SlipState, 'betSlipRef'> = {
  selection: null,
  price: 0,
  stake: '',
  limits: null,
  delaySeconds: 5,
  stage: 'edit',
  submitting: false,
  editingStakes: false,
  cashOut: false,
  fromOneClick: false,
  closing: false,
  touchedAt: 0,
  countdown: 0,
  refusal: null,
};

export function newBetSlipRef(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return random.slice(0, 64);
}

export const slipState = proxy<SlipState>({ ...EMPTY_SLIP, betSlipRef: newBetSlipRef() });

/**
 * Which cell is picked, kept apart from the slip so price cells re-render only when the pick changes,
 * never while a stake is typed.
 */
export const pickedCell = proxy({ key: '' });

export function cellKey(marketId: string, selectionId: string, side: string): string {
  return `${marketId}\u0000${selectionId}\u0000${side}`;
}

/** Reset clears market, runner, price, stake, delay, type and name, fancy price, cash-out flags, submitting. */
export function resetSlip(): void {
  Object.assign(slipState, { ...EMPTY_SLIP, betSlipRef: newBetSlipRef() });
  pickedCell.key = '';
}

export function touchSlip(): void {
  slipState.touchedAt = Date.now();
}
