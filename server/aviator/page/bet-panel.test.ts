// @vitest-environment jsdom
/**
 * A bet panel in the DOM: its main button's words in each state, Space on the focused panel pressing it
 * (and not scrolling), the Cash Out amount written only when the rupees change, and chips within limits.
 */
import { describe, expect, it, vi } from 'vitest';
import { applyEvent, joinedState, type AviatorState } from './aviator-state';
import { betPanel } from './bet-panel';
import { betAnswered, mainAction } from './slot-actions';

const JOIN = {
  success: true,
  playerId: 'p1',
  balance: 1_000_00,
  state: { serverTime: 0, limits: { minStake: 10_00, maxStake: 500_00, minAutoCashOut: 101, maxAutoCashOut: 1_000_000 }, round: { roundId: 'R1', phase: 'betting', commitment: 'c', bettingClosesAt: 5_000, takeOffAt: null }, myBets: [], history: [] },
};

function mounted(state: AviatorState) {
  const handlers = { main: vi.fn(), form: vi.fn(), autoPlay: vi.fn() };
  const panel = betPanel(0, handlers);
  document.body.replaceChildren(panel.root);
  panel.update(state, mainAction(state, 0));
  const button = panel.root.querySelector<HTMLButtonElement>('[data-testid="bet-button-1"]')!;
  return { panel, handlers, button };
}

const placed = (state: AviatorState) => betAnswered(state, 0, { success: true, message: 'ok', bet: { id: 'b1', roundId: 'R1', slot: 1, amount: 250_00, autoCashOut: null, queued: false, cashOut: null }, balance: 750_00 });

describe('a bet panel', () => {
  it('is a focusable group whose main button says Bet ₹X, Cancel, then Cash Out ₹payout', () => {
    let state = joinedState(JOIN, 0);
    const { panel, button } = mounted(state);
    expect(panel.root.getAttribute('tabindex')).toBe('0');
    expect(panel.root.getAttribute('role')).toBe('group');
    expect(panel.root.getAttribute('aria-label')).toBe('Bet panel 1');
    expect(button.tagName).toBe('BUTTON');
    expect(button.textContent).toBe('Bet ₹100.00');
    // Chips stop at the ₹500 limit.
    expect([...panel.root.querySelectorAll('.chip')].map((c) => c.textContent)).toEqual(['₹10', '₹100', '₹500']);

    state = placed(state);
    panel.update(state, mainAction(state, 0));
    expect(button.textContent).toBe('Cancel');
    state = applyEvent(state, 'take-off', { roundId: 'R1', at: 6_000 }, 0);
    panel.update(state, mainAction(state, 0));
    expect(button.textContent).toBe('Cash Out ₹250.00');
    // ₹250 × 1.53 = ₹382.50.
    panel.showPayout(153);
    expect(button.textContent).toBe('Cash Out ₹382.50');
  });

  it('writes the payout only when the rupees shown change', () => {
    let state = placed(joinedState(JOIN, 0));
    state = applyEvent(state, 'take-off', { roundId: 'R1', at: 6_000 }, 0);
    const { panel, button } = mounted(state);
    const amount = button.querySelector('.amount')!;
    panel.showPayout(200);
    const writes = vi.fn();
    new MutationObserver(writes).observe(amount, { childList: true, characterData: true, subtree: true });
    panel.showPayout(200);
    panel.showPayout(200);
    return Promise.resolve().then(() => {
      expect(writes).not.toHaveBeenCalled();
      expect(amount.textContent).toBe(' ₹500.00');
    });
  });

  it('says a queued bet waits for the next round, with Cancel', () => {
    let state = applyEvent(joinedState(JOIN, 0), 'take-off', { roundId: 'R1', at: 6_000 }, 0);
    state = betAnswered(state, 0, { success: true, message: 'queued', bet: { id: 'b2', roundId: 'R2', slot: 1, amount: 100_00, autoCashOut: null, queued: true, cashOut: null }, balance: 900_00 });
    const { panel, button } = mounted(state);
    expect(mainAction(state, 0)).toBe('cancel-queued');
    expect(button.textContent).toBe('Cancel');
    expect(panel.root.querySelector('.note')!.textContent).toBe('Waiting for next round');
  });

  it('presses its main button on Space when the panel itself has focus, without scrolling the page', () => {
    const { panel, handlers } = mounted(joinedState(JOIN, 0));
    panel.root.focus();
    const space = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
    panel.root.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(handlers.main).toHaveBeenCalledWith(0);
    // Space typed in the stake box is the box's own.
    const input = panel.root.querySelector<HTMLInputElement>('[data-testid="stake-input-1"]')!;
    input.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true }));
    expect(handlers.main).toHaveBeenCalledTimes(1);
  });

  it('sends stake and auto cash-out changes as paise and hundredths, kept within the limits', () => {
    const { panel, handlers } = mounted(joinedState(JOIN, 0));
    const stake = panel.root.querySelector<HTMLInputElement>('[data-testid="stake-input-1"]')!;
    stake.value = '2,000';
    stake.dispatchEvent(new Event('change'));
    expect(handlers.form).toHaveBeenLastCalledWith(0, { stake: 500_00 });
    stake.value = '42.5';
    stake.dispatchEvent(new Event('change'));
    expect(handlers.form).toHaveBeenLastCalledWith(0, { stake: 42_50 });
    const target = panel.root.querySelector<HTMLInputElement>('[data-testid="auto-cashout-input-1"]')!;
    target.value = '2.5';
    target.dispatchEvent(new Event('change'));
    expect(handlers.form).toHaveBeenLastCalledWith(0, { autoCashOut: 250 });
    target.value = '1';
    target.dispatchEvent(new Event('change'));
    expect(handlers.form).toHaveBeenLastCalledWith(0, { autoCashOut: 101 });
    panel.root.querySelector<HTMLButtonElement>('[data-testid="auto-tab-1"]')!.click();
    expect(handlers.form).toHaveBeenLastCalledWith(0, { tab: 'auto' });
  });
});
