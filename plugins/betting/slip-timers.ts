/**
 * The slip's clocks: it clears after 8 s without a touch (not while submitting or editing stakes);
 * while processing, the bet-delay countdown ticks each second and stage 2 closes itself after 10 s.
 */
import { subscribe } from 'valtio';
import { resetSlip, slipState } from './slip-state';

export const SLIP_IDLE_MS = 8000;
export const PROCESSING_CLOSE_MS = 10_000;

export function runSlipTimers(): () => void {
  let idle: ReturnType<typeof setTimeout> | undefined;
  let close: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  let processingRef = '';

  const stopProcessing = () => {
    clearTimeout(close);
    clearInterval(tick);
    processingRef = '';
  };

  const arm = () => {
    clearTimeout(idle);
    const { selection, stage, submitting, editingStakes, touchedAt, betSlipRef } = slipState;
    if (selection && stage !== 'processing' && !submitting && !editingStakes) {
      idle = setTimeout(resetSlip, Math.max(0, touchedAt + SLIP_IDLE_MS - Date.now()));
    }
    if (stage !== 'processing') return stopProcessing();
    if (processingRef === betSlipRef) return;
    stopProcessing();
    processingRef = betSlipRef;
    close = setTimeout(resetSlip, PROCESSING_CLOSE_MS);
    tick = setInterval(() => {
      if (slipState.countdown > 0) slipState.countdown -= 1;
    }, 1000);
  };

  const unsubscribe = subscribe(slipState, arm, true);
  arm();
  return () => {
    unsubscribe();
    clearTimeout(idle);
    stopProcessing();
  };
}
