/**
 * One bet panel (slot 1 or 2): Bet and Auto tabs, the stake with −/+ and quick chips, the main button
 * (Bet, Cancel, Cash Out) and, on the Auto tab, the auto cash-out target and auto play. Built once;
 * `update` sets what changed, and during a flight `showPayout` writes the Cash Out amount when it moves.
 * Space on the focused panel presses its main button.
 */
import { crashPayoutPaise } from '../../../domain/games';
import type { AviatorState, SlotForm, SlotIndex } from './aviator-state';
import { el, setText } from '../../casino-provider/page-kit/dom';
import { hundredthsFromText, paiseFromText, rupees, rupeesInputText, shortRupees, times } from './money';
import type { MainAction } from './slot-actions';

export const QUICK_STAKES = [10_00, 100_00, 500_00, 1_000_00];
const STEP = 10_00;

export interface PanelHandlers {
  main(index: SlotIndex): void;
  form(index: SlotIndex, patch: Partial<SlotForm>): void;
  autoPlay(index: SlotIndex, on: boolean): void;
}

export interface BetPanel {
  root: HTMLElement;
  update(state: AviatorState, action: MainAction): void;
  /** The Cash Out amount at `hundredths`, written only when the rupees shown change. */
  showPayout(hundredths: number): void;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function betPanel(index: SlotIndex, handlers: PanelHandlers): BetPanel {
  let state: AviatorState | null = null;
  let action: MainAction = 'bet';
  let payoutShown = -1;
  const parts = panelElements(index + 1);
  const setStake = (paise: number) => state && handlers.form(index, { stake: clamp(paise, state.limits.minStake, state.limits.maxStake) });
  listenToPanel(parts, index, handlers, () => state, setStake);
  const drawChips = chipDrawer(parts.chips, setStake);

  return {
    root: parts.root,
    update(next, nextAction) {
      const slot = next.slots[index];
      const previous = state;
      state = next;
      // Events come many times a second in flight; a panel whose slot and action did not change is left alone.
      if (previous && slot === previous.slots[index] && nextAction === action && next.connected === previous.connected && next.limits === previous.limits) return;
      action = nextAction;
      showForm(parts, slot, action !== 'bet');
      drawChips(next.limits, slot.form.stake);
      // The chips just drawn are locked with the rest of the form.
      for (const chip of parts.chips.querySelectorAll('button')) chip.disabled = action !== 'bet';
      const kind = showMainButton(parts, slot, action, { connected: next.connected, payoutShown });
      if (kind !== 'cash-out') payoutShown = -1;
    },
    showPayout(hundredths) {
      const bet = state?.slots[index].bet;
      if (action !== 'cash-out' || !bet) return;
      const payout = crashPayoutPaise(bet.amount, hundredths);
      if (payout === payoutShown) return;
      payoutShown = payout;
      parts.amount.textContent = ` ${rupees(payout)}`;
    },
  };
}

type PanelElements = ReturnType<typeof panelElements>;
type Slot = AviatorState['slots'][SlotIndex];

/** The panel's elements, built once; panel `n` (1 or 2) names its test ids and labels. */
function panelElements(n: number) {
  const id = (name: string) => ({ 'data-testid': `${name}-${n}` });
  const betTab = el('button', { type: 'button', role: 'tab', ...id('bet-tab') }, 'Bet');
  const autoTab = el('button', { type: 'button', role: 'tab', ...id('auto-tab') }, 'Auto');
  const tabs = el('div', { class: 'tabs', role: 'tablist', 'aria-label': `Panel ${n} mode` }, betTab, autoTab);

  const stakeInput = el('input', { type: 'text', inputmode: 'decimal', autocomplete: 'off', 'aria-label': `Stake in rupees, panel ${n}`, ...id('stake-input') });
  const less = el('button', { type: 'button', class: 'step', 'aria-label': `Lower the stake, panel ${n}` }, '−');
  const more = el('button', { type: 'button', class: 'step', 'aria-label': `Raise the stake, panel ${n}` }, '+');
  const chips = el('div', { class: 'chips' });
  const stake = el('div', { class: 'stake' }, el('div', { class: 'stepper' }, less, stakeInput, more), chips);

  const label = el('span', { class: 'label' }, 'Bet');
  const amount = el('span', { class: 'amount' }, '');
  // The amount starts with a space, so the button's text reads "Bet ₹100.00" (flex layout drops it on screen).
  const main = el('button', { type: 'button', class: 'main bet', ...id('bet-button') }, label, amount);
  const note = el('p', { class: 'note', 'aria-hidden': 'true' }, '');
  const play = el('div', { class: 'play' }, stake, el('div', { class: 'action' }, note, main));

  const autoToggle = el('input', { type: 'checkbox', role: 'switch', ...id('auto-cashout-toggle') });
  const autoInput = el('input', { type: 'text', inputmode: 'decimal', autocomplete: 'off', 'aria-label': `Auto cash-out multiplier, panel ${n}`, ...id('auto-cashout-input') });
  const autoPlay = el('button', { type: 'button', class: 'toggle', 'aria-pressed': 'false', ...id('auto-play-toggle') }, 'Auto play');
  const rounds = el('input', { type: 'number', min: '1', max: '1000', step: '1', 'aria-label': `Auto play rounds, panel ${n}`, ...id('auto-rounds-input') });
  const stopUp = el('input', { type: 'text', inputmode: 'decimal', placeholder: 'no limit', 'aria-label': `Stop if the balance increases by rupees, panel ${n}`, ...id('stop-up-input') });
  const stopDown = el('input', { type: 'text', inputmode: 'decimal', placeholder: 'no limit', 'aria-label': `Stop if the balance decreases by rupees, panel ${n}`, ...id('stop-down-input') });
  const roundsLeft = el('span', { class: 'left', ...id('auto-rounds-left') }, '');
  const auto = el(
    'div',
    { class: 'auto', hidden: '' },
    el('div', { class: 'auto-row' }, el('label', { class: 'switch' }, autoToggle, ' Auto cash out'), el('span', { class: 'target' }, autoInput, '×')),
    el('div', { class: 'auto-row' }, autoPlay, el('label', {}, 'Rounds ', rounds), roundsLeft),
    el('div', { class: 'auto-row' }, el('label', {}, 'Stop if balance increases by ₹', stopUp)),
    el('div', { class: 'auto-row' }, el('label', {}, 'Stop if balance decreases by ₹', stopDown)),
  );

  const root = el('section', { class: 'panel', tabindex: '0', role: 'group', 'aria-label': `Bet panel ${n}`, ...id('bet-panel') }, tabs, play, auto);
  return { root, betTab, autoTab, stakeInput, less, more, chips, label, amount, main, note, auto, autoToggle, autoInput, autoPlay, rounds, stopUp, stopDown, roundsLeft };
}

/** What the player does on the panel, read against the latest state; before the first state, only tabs and buttons answer. */
function listenToPanel(parts: PanelElements, index: SlotIndex, handlers: PanelHandlers, current: () => AviatorState | null, setStake: (paise: number) => void): void {
  const { root, betTab, autoTab, stakeInput, less, more, main, autoToggle, autoInput, autoPlay, rounds, stopUp, stopDown } = parts;
  const form = () => current()!.slots[index].form;
  betTab.addEventListener('click', () => handlers.form(index, { tab: 'bet' }));
  autoTab.addEventListener('click', () => handlers.form(index, { tab: 'auto' }));
  less.addEventListener('click', () => current() && setStake(form().stake - STEP));
  more.addEventListener('click', () => current() && setStake(form().stake + STEP));
  stakeInput.addEventListener('change', () => {
    const paise = paiseFromText(stakeInput.value);
    if (paise === null && current()) stakeInput.value = rupeesInputText(form().stake);
    else if (paise !== null) setStake(paise);
  });
  autoToggle.addEventListener('change', () => handlers.form(index, { autoCashOutOn: autoToggle.checked }));
  autoInput.addEventListener('change', () => {
    const state = current();
    if (!state) return;
    const hundredths = hundredthsFromText(autoInput.value);
    const { minAutoCashOut, maxAutoCashOut } = state.limits;
    if (hundredths === null) autoInput.value = (form().autoCashOut / 100).toFixed(2);
    else handlers.form(index, { autoCashOut: clamp(hundredths, minAutoCashOut, maxAutoCashOut) });
  });
  rounds.addEventListener('change', () => handlers.form(index, { autoRounds: clamp(Math.floor(Number(rounds.value) || 1), 1, 1000) }));
  stopUp.addEventListener('change', () => handlers.form(index, { stopIfUp: paiseFromText(stopUp.value) || null }));
  stopDown.addEventListener('change', () => handlers.form(index, { stopIfDown: paiseFromText(stopDown.value) || null }));
  autoPlay.addEventListener('click', () => {
    const state = current();
    if (state) handlers.autoPlay(index, !state.slots[index].auto);
  });
  main.addEventListener('click', () => handlers.main(index));
  root.addEventListener('keydown', (event) => {
    if (event.target !== root || (event.key !== ' ' && event.code !== 'Space')) return;
    event.preventDefault();
    if (!main.disabled) main.click();
  });
}

/** Draws the quick stakes within the limits, the chosen one pressed; redrawn only when the limits or the choice change. */
function chipDrawer(chips: HTMLElement, setStake: (paise: number) => void): (limits: AviatorState['limits'], chosen: number) => void {
  let chipsFor = '';
  return (limits, chosen) => {
    const key = `${limits.minStake}:${limits.maxStake}:${chosen}`;
    if (key === chipsFor) return;
    chipsFor = key;
    chips.replaceChildren(
      ...QUICK_STAKES.filter((paise) => paise >= limits.minStake && paise <= limits.maxStake).map((paise) => {
        const chip = el('button', { type: 'button', class: 'chip', 'aria-pressed': String(paise === chosen) }, shortRupees(paise));
        chip.addEventListener('click', () => setStake(paise));
        return chip;
      }),
    );
  };
}

/** An input keeps what the player is typing; otherwise it shows the state. */
function show(input: HTMLInputElement, value: string): void {
  if (document.activeElement !== input && input.value !== value) input.value = value;
}

/** The tabs, the stake and the Auto tab as the slot has them; the stake and auto cash-out are locked while a bet is on. */
function showForm(parts: PanelElements, slot: Slot, locked: boolean): void {
  const { betTab, autoTab, auto, stakeInput, less, more, autoToggle, autoInput, autoPlay, rounds, stopUp, stopDown, roundsLeft } = parts;
  const f = slot.form;
  betTab.setAttribute('aria-selected', String(f.tab === 'bet'));
  autoTab.setAttribute('aria-selected', String(f.tab === 'auto'));
  auto.hidden = f.tab !== 'auto';
  show(stakeInput, rupeesInputText(f.stake));
  for (const control of [stakeInput, less, more, autoToggle, autoInput]) control.disabled = locked;
  autoToggle.checked = f.autoCashOutOn;
  show(autoInput, (f.autoCashOut / 100).toFixed(2));
  autoInput.disabled = locked || !f.autoCashOutOn;
  show(rounds, String(f.autoRounds));
  show(stopUp, f.stopIfUp === null ? '' : rupeesInputText(f.stopIfUp));
  show(stopDown, f.stopIfDown === null ? '' : rupeesInputText(f.stopIfDown));
  autoPlay.setAttribute('aria-pressed', String(slot.auto !== null));
  setText(autoPlay, slot.auto ? 'Stop auto play' : 'Auto play');
  for (const control of [rounds, stopUp, stopDown]) control.disabled = slot.auto !== null;
  setText(roundsLeft, slot.auto ? `${slot.auto.roundsLeft} ${slot.auto.roundsLeft === 1 ? 'round' : 'rounds'} left` : '');
}

/**
 * The main button and the note above it. While an action is under way (busy) the button keeps its last
 * kind, disabled. Returns the kind shown; the Cash Out amount is left alone once showPayout writes it.
 */
function showMainButton(parts: PanelElements, slot: Slot, action: MainAction, { connected, payoutShown }: { connected: boolean; payoutShown: number }): string {
  const { main, note, label, amount } = parts;
  const placed = slot.bet ?? slot.queued;
  const kind = action === 'busy' ? (main.dataset.kind ?? 'bet') : action;
  main.dataset.kind = kind;
  const className = `main ${kind === 'cash-out' ? 'cash-out' : kind === 'bet' ? 'bet' : 'cancel'}`;
  if (main.className !== className) main.className = className;
  main.disabled = action === 'busy' || !connected;
  setText(note, action === 'cancel-queued' ? 'Waiting for next round' : action === 'cancel' && placed ? `Bet ${rupees(placed.amount)} placed` : slot.bet?.cashOut ? `Cashed out at ${times(slot.bet.cashOut.multiplier)}: ${rupees(slot.bet.cashOut.payout)}` : '');
  if (kind === 'bet') {
    setText(label, 'Bet');
    setText(amount, ` ${rupees(slot.form.stake)}`);
  } else if (kind === 'cancel' || kind === 'cancel-queued') {
    setText(label, 'Cancel');
    setText(amount, '');
  } else if (kind === 'cash-out') {
    setText(label, 'Cash Out');
    if (payoutShown < 0) setText(amount, ` ${rupees(slot.bet?.amount ?? 0)}`);
  }
  return kind;
}
