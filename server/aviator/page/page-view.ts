/**
 * The page's layout, built once: header with balance, sound and rules; the strip of past crash points;
 * the flight's canvas with its countdown bar; the round's commitment and Verify; the two bet panels; the
 * status line; the bets lists; and the hidden live region for screen readers. `render` updates it from
 * the state; the canvas's own loop (flight-loop.ts) draws the flight.
 */
import type { AviatorState, SlotIndex } from './aviator-state';
import { betPanel, type PanelHandlers } from './bet-panel';
import { el, setText } from '../../casino-provider/page-kit/dom';
import { flightLoop } from './flight-loop';
import { historyStrip } from './history-strip';
import { livePanels } from './live-panels';
import { rupees } from './money';
import { mainAction } from './slot-actions';
import { serverNow } from './clock-sync';

export interface PageHandlers extends PanelHandlers {
  sound(): boolean;
  rules(): void;
  verify(): void;
}

export interface PageView {
  render(state: AviatorState): void;
  /** A fatal problem (no token, join refused): shown instead of the game's controls. */
  problem(text: string): void;
  /** A few times a second during betting: the countdown's seconds. */
  tick(state: AviatorState, now: number): void;
}

/** `workerScript`: the page's script, which paints the canvas when loaded as a worker (flight-loop.ts). */
export function pageView(root: HTMLElement, handlers: PageHandlers, soundOn: boolean, workerScript?: string): PageView {
  const balance = el('span', { class: 'balance', 'data-testid': 'aviator-balance', 'aria-label': 'Balance' }, '');
  const soundButton = el('button', { type: 'button', class: 'icon', 'aria-pressed': String(soundOn), 'data-testid': 'sound-toggle' }, 'Sound');
  const rulesButton = el('button', { type: 'button', class: 'icon', 'data-testid': 'rules-button' }, 'How to play');
  const header = el('header', { class: 'top' }, el('h1', {}, 'Aviator'), balance, soundButton, rulesButton);
  const history = historyStrip();

  const { canvas, bar, countdownText, countdown, connection, stage, commitment, verifyButton, fair } = flightStage();

  const panels = ([0, 1] as const).map((index) => betPanel(index, handlers));
  const status = el('p', { class: 'status', role: 'status', 'data-testid': 'aviator-status' }, '');
  const live = livePanels();
  const game = el('section', { class: 'game', 'aria-label': 'Game' }, stage, fair, el('div', { class: 'panels' }, ...panels.map((p) => p.root)), status);
  const liveRegion = el('div', { class: 'visually-hidden', 'aria-live': 'polite', 'data-testid': 'aviator-live' }, '');
  const problemLine = el('p', { class: 'problem', role: 'alert', 'data-testid': 'aviator-problem', hidden: '' }, '');
  root.replaceChildren(header, history.root, el('div', { class: 'body' }, game, live.root), liveRegion, problemLine);

  const loop = flightLoop(
    canvas,
    (hundredths) => {
      for (const panel of panels) panel.showPayout(hundredths);
    },
    workerScript,
  );
  soundButton.addEventListener('click', () => soundButton.setAttribute('aria-pressed', String(handlers.sound())));
  rulesButton.addEventListener('click', handlers.rules);
  verifyButton.addEventListener('click', handlers.verify);

  let countdownFor = '';
  let announced = '';

  const showCountdown = (state: AviatorState) => {
    const round = state.round;
    const betting = round?.phase === 'betting';
    countdown.hidden = !betting;
    if (!betting || countdownFor === round.roundId) return;
    countdownFor = round.roundId;
    // The bar empties by CSS over the time left: no script per frame while betting.
    const left = Math.max(0, round.bettingClosesAt - serverNow(state.clock, Date.now()));
    bar.style.animation = 'none';
    void bar.offsetWidth;
    bar.style.animation = `aviator-countdown ${left}ms linear forwards`;
  };

  function tick(state: AviatorState, now: number): void {
    const round = state.round;
    if (round?.phase !== 'betting') return;
    const seconds = Math.max(0, Math.ceil((round.bettingClosesAt - serverNow(state.clock, now)) / 1000));
    setText(countdownText, seconds > 0 ? `Place your bets: ${seconds} s` : 'Betting closes…');
  }

  /** What the last render showed, so an event that changed only the live lists touches nothing else. */
  let shown: AviatorState | null = null;

  return {
    render(state) {
      const before = shown;
      shown = state;
      const round = state.round;
      if (before?.balance !== state.balance) setText(balance, rupees(state.balance));
      history.update(state.history);
      showCountdown(state);
      if (round?.phase === 'betting') tick(state, Date.now());
      if (before?.connected !== state.connected) connection.hidden = state.connected;
      if (before?.round !== round || before.lastCrash !== state.lastCrash) showFairness(state, commitment, verifyButton);
      for (const [index, panel] of panels.entries()) panel.update(state, mainAction(state, index as SlotIndex));
      if (before?.status !== state.status) setText(status, state.status);
      live.update(state);
      // Once per crash: the same words are not announced twice.
      if (state.announcement && round?.phase === 'crashed' && announced !== round.roundId) {
        announced = round.roundId;
        liveRegion.textContent = state.announcement;
      }
      loop.update(state);
    },
    problem(text) {
      problemLine.hidden = false;
      problemLine.textContent = text;
      for (const node of root.querySelectorAll<HTMLElement>('.body, .history')) node.hidden = true;
    },
    tick,
  };
}

/** The flight's canvas with its countdown and connection notice, and below it the round's fairness line. */
function flightStage() {
  const canvas = el('canvas', { 'data-testid': 'aviator-canvas', role: 'img', 'aria-label': 'The flight' });
  const bar = el('div', { class: 'bar' });
  const countdownText = el('p', { class: 'countdown-text', 'data-testid': 'aviator-countdown' }, '');
  const countdown = el('div', { class: 'countdown', hidden: '' }, countdownText, el('div', { class: 'track' }, bar));
  const connection = el('p', { class: 'connection', role: 'alert', hidden: '' }, 'Connection lost: reconnecting…');
  const stage = el('div', { class: 'stage' }, canvas, countdown, connection);
  const commitment = el('small', { class: 'commitment', 'data-testid': 'aviator-commitment' }, '');
  const verifyButton = el('button', { type: 'button', class: 'link', 'data-testid': 'verify-button', disabled: '' }, 'Verify');
  const fair = el('div', { class: 'fair' }, commitment, verifyButton);
  return { canvas, bar, countdownText, countdown, connection, stage, commitment, verifyButton, fair };
}

/** Before a crash, the round's commitment; after one, that its seeds are revealed, with Verify for that round. */
function showFairness(state: AviatorState, commitment: HTMLElement, verifyButton: HTMLButtonElement): void {
  const round = state.round;
  setText(commitment, round && round.phase !== 'crashed' ? `Round ${round.roundId} · SHA-256 of the server seed: ${round.commitment}` : state.lastCrash ? `Round ${state.lastCrash.roundId} flew away: its seeds are revealed.` : '');
  verifyButton.disabled = !state.lastCrash;
  setText(verifyButton, state.lastCrash ? `Verify round ${state.lastCrash.roundId}` : 'Verify');
}
