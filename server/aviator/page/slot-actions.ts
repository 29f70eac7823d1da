/**
 * A bet panel's requests and their answers: what its main button does now, the bet a press sends, and
 * the state after the provider's acknowledgement. Pure, like aviator-state.ts.
 */
import { autoPlayDecision, roundPlaced, startAutoPlay } from './auto-play';
import { shortRupees, times } from './money';
import { betFrom, type AviatorState, type SlotForm, type SlotIndex, type SlotState, type Wire } from './aviator-state';

/** bet: place one · cancel: this round's, before take-off · cancel-queued: one waiting for the next round · cash-out · busy: an answer is awaited. */
export type MainAction = 'bet' | 'cancel' | 'cancel-queued' | 'cash-out' | 'busy';

export function mainAction(state: AviatorState, index: SlotIndex): MainAction {
  const slot = state.slots[index];
  if (slot.pending) return 'busy';
  const round = state.round;
  if (slot.bet && round && slot.bet.roundId === round.roundId) {
    if (round.phase === 'betting' || round.phase === 'closing') return 'cancel';
    if (round.phase === 'flying' && !slot.bet.cashOut) return 'cash-out';
  }
  if (slot.queued) return 'cancel-queued';
  return 'bet';
}

/** What a press of the Bet button sends: the stake and, when switched on, the auto cash-out target. */
export function betRequest(form: SlotForm, index: SlotIndex): { slot: 1 | 2; amount: number; autoCashOut?: number } {
  return { slot: (index + 1) as 1 | 2, amount: form.stake, ...(form.autoCashOutOn ? { autoCashOut: form.autoCashOut } : {}) };
}

/** A stake or target out of the limits, in words, or null when the bet may be sent. */
export function formProblem(state: AviatorState, form: SlotForm): string | null {
  const { minStake, maxStake, minAutoCashOut, maxAutoCashOut } = state.limits;
  if (!Number.isSafeInteger(form.stake) || form.stake < minStake || form.stake > maxStake) return `A stake is from ${shortRupees(minStake)} to ${shortRupees(maxStake)}.`;
  if (form.autoCashOutOn && (form.autoCashOut < minAutoCashOut || form.autoCashOut > maxAutoCashOut)) return `An auto cash-out is from ${times(minAutoCashOut)} to ${times(maxAutoCashOut)}.`;
  return null;
}

const withSlot = (state: AviatorState, index: SlotIndex, change: (slot: SlotState) => SlotState): AviatorState => {
  const slots = [...state.slots] as AviatorState['slots'];
  slots[index] = change(slots[index]);
  return { ...state, slots };
};

export const withForm = (state: AviatorState, index: SlotIndex, patch: Partial<SlotForm>): AviatorState => withSlot(state, index, (slot) => ({ ...slot, form: { ...slot.form, ...patch } }));

export const requestSent = (state: AviatorState, index: SlotIndex, pending: NonNullable<SlotState['pending']>): AviatorState => withSlot(state, index, (slot) => ({ ...slot, pending }));

const balanceOf = (state: AviatorState, ack: Wire) => (typeof ack.balance === 'number' ? ack.balance : state.balance);
const messageOf = (ack: Wire, fallback: string) => (typeof ack.message === 'string' && ack.message ? ack.message : fallback);

/** The answer to place-bet. A bet for the round now open plays in it; any other waits for its round. A refusal ends auto play. */
export function betAnswered(state: AviatorState, index: SlotIndex, ack: Wire): AviatorState {
  if (!ack.success) {
    const message = messageOf(ack, 'The bet was not placed.');
    const stopped = state.slots[index].auto !== null;
    return withSlot({ ...state, balance: balanceOf(state, ack), status: stopped ? `Auto play stopped: ${message}` : message }, index, (slot) => ({ ...slot, pending: null, auto: null }));
  }
  const bet = betFrom(ack.bet && typeof ack.bet === 'object' ? (ack.bet as Wire) : {});
  const open = state.round?.roundId === bet.roundId && (state.round.phase === 'betting' || state.round.phase === 'closing');
  return withSlot({ ...state, balance: balanceOf(state, ack), status: messageOf(ack, 'Bet placed.') }, index, (slot) => (open ? { ...slot, pending: null, bet } : { ...slot, pending: null, queued: bet }));
}

export function cancelAnswered(state: AviatorState, index: SlotIndex, ack: Wire): AviatorState {
  const status = messageOf(ack, ack.success ? 'Bet cancelled.' : 'The bet could not be cancelled.');
  if (!ack.success) return withSlot({ ...state, status }, index, (slot) => ({ ...slot, pending: null }));
  const id = String(ack.betId ?? '');
  return withSlot({ ...state, balance: balanceOf(state, ack), status }, index, (slot) => ({
    ...slot,
    pending: null,
    // Cancelling ends auto play for the panel: the player took the bet back.
    auto: null,
    bet: slot.bet?.id === id ? null : slot.bet,
    queued: slot.queued?.id === id ? null : slot.queued,
  }));
}

export function cashOutAnswered(state: AviatorState, index: SlotIndex, ack: Wire): AviatorState {
  const status = messageOf(ack, ack.success ? 'Cashed out.' : 'The cash-out did not go through.');
  const cash = ack.cashOut && typeof ack.cashOut === 'object' ? (ack.cashOut as Wire) : null;
  return withSlot({ ...state, status }, index, (slot) => {
    if (!ack.success || !cash || !slot.bet || slot.bet.id !== String(ack.betId ?? slot.bet.id)) return { ...slot, pending: null };
    return { ...slot, pending: null, bet: { ...slot.bet, cashOut: { multiplier: Number(cash.multiplier), payout: Number(cash.payout), auto: cash.auto === true } } };
  });
}

/** Auto play switched on: it starts from the balance now. */
export const autoPlayStarted = (state: AviatorState, index: SlotIndex): AviatorState => {
  const form = state.slots[index].form;
  return withSlot(state, index, (slot) => ({ ...slot, auto: startAutoPlay({ rounds: form.autoRounds, stopIfUp: form.stopIfUp, stopIfDown: form.stopIfDown }, state.balance) }));
};

export const autoPlayStopped = (state: AviatorState, index: SlotIndex, reason: string): AviatorState => withSlot({ ...state, status: reason }, index, (slot) => ({ ...slot, auto: null }));

/**
 * The slots whose auto play bets now (at a round's opening, or when switched on): each is counted a
 * round. Those that stop are stopped with their reason.
 */
export function autoPlayTurn(state: AviatorState): { state: AviatorState; bet: SlotIndex[] } {
  let next = state;
  const bet: SlotIndex[] = [];
  for (const index of [0, 1] as const) {
    const slot = next.slots[index];
    if (!slot.auto || mainAction(next, index) !== 'bet') continue;
    const decision = autoPlayDecision(slot.auto, next.balance);
    if (!decision.bet) {
      next = autoPlayStopped(next, index, decision.reason);
      continue;
    }
    next = withSlot(next, index, (s) => ({ ...s, auto: roundPlaced(s.auto!) }));
    bet.push(index);
  }
  return { state: next, bet };
}
