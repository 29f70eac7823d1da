import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelSlip } from './slip-actions';
import { resetSlip, slipState } from './slip-state';
import { PROCESSING_CLOSE_MS, runSlipTimers, SLIP_IDLE_MS } from './slip-timers';
import { pickSelection } from './pick-selection';
import type { SlipSelection } from './selection';

const selection: SlipSelection = { marketId: 'M', marketName: 'Match Odds', marketType: 'MATCH_ODDS', eventId: 'E', eventName: 'X v Y', eventTypeId: '4', selectionId: '7', runnerName: 'Xs', side: 'back', price: 2.5 };

describe('slip timers', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    resetSlip();
    stop = runSlipTimers();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('clears the slip after 8 s without a touch, counted from the last touch', () => {
    pickSelection(selection);
    vi.advanceTimersByTime(SLIP_IDLE_MS - 1000);
    slipState.stake = '50';
    slipState.touchedAt = Date.now();
    vi.advanceTimersByTime(SLIP_IDLE_MS - 1);
    expect(slipState.selection).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(slipState.selection).toBeNull();
    expect(slipState.stake).toBe('');
  });

  it('does not clear while stakes are being edited or a bet is submitting', () => {
    pickSelection(selection);
    slipState.editingStakes = true;
    vi.advanceTimersByTime(SLIP_IDLE_MS * 3);
    expect(slipState.selection).not.toBeNull();
    slipState.editingStakes = false;
    slipState.submitting = true;
    vi.advanceTimersByTime(SLIP_IDLE_MS * 3);
    expect(slipState.selection).not.toBeNull();
  });

  it('counts the bet delay down each second and closes stage 2 after 10 s', () => {
    pickSelection(selection);
    Object.assign(slipState, { stage: 'processing', submitting: true, countdown: 5 });
    vi.advanceTimersByTime(1000);
    expect(slipState.countdown).toBe(4);
    vi.advanceTimersByTime(4000);
    expect(slipState.countdown).toBe(0);
    vi.advanceTimersByTime(3000);
    expect(slipState.countdown).toBe(0);
    expect(slipState.selection).not.toBeNull();
    vi.advanceTimersByTime(PROCESSING_CLOSE_MS - 8000);
    expect(slipState.selection).toBeNull();
    expect(slipState.stage).toBe('edit');
  });

  it('Cancel Bet clears after the 200 ms animation', () => {
    pickSelection(selection);
    cancelSlip();
    expect(slipState.closing).toBe(true);
    vi.advanceTimersByTime(199);
    expect(slipState.selection).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(slipState.selection).toBeNull();
  });
});
