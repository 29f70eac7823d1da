/**
 * The sandbox provider's Aviator page, opened in the operator's iframe at /casino-provider/aviator with
 * the game token in the address's fragment. It joins the game over socket.io (namespace /aviator, the
 * protocol at the top of server/aviator/index.ts), draws each flight from the take-off time on the
 * server's clock, and tells the operator's page whenever the balance changes (postMessage
 * `{ type: 'wl:balance-changed' }`, no amount: the page reads its balance again).
 */
import { io, type Socket } from 'socket.io-client';
import { AVIATOR_STYLES } from './aviator-styles';
import { applyEvent, disconnected, joinedState, type AviatorState, type SlotIndex, type Wire } from './aviator-state';
import { openRules, openVerify } from './dialogs';
import { mountPage } from '../../casino-provider/page-kit/dom';
import { paintInWorker } from './flight-painter';
import { pageView } from './page-view';
import { autoPlayStarted, autoPlayStopped, autoPlayTurn, betAnswered, betRequest, cancelAnswered, cashOutAnswered, formProblem, mainAction, requestSent, withForm } from './slot-actions';
import { sound as makeSound } from './sound';

const EVENTS = ['round', 'take-off', 'crash', 'bets', 'cash-outs', 'cashed-out', 'balance', 'round-void'] as const;

function tellOperator(): void {
  // The message carries nothing but its type, so any page framing the game may hear it.
  if (window.parent !== window) window.parent.postMessage({ type: 'wl:balance-changed' }, '*');
}

function start(root: HTMLElement): void {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  const sound = makeSound();
  let state: AviatorState | null = null;

  const handlers = {
    main: (index: SlotIndex) => press(index),
    form: (index: SlotIndex, patch: Parameters<typeof withForm>[2]) => state && set(withForm(state, index, patch)),
    autoPlay(index: SlotIndex, on: boolean) {
      if (!state) return;
      if (!on) return set(autoPlayStopped(state, index, 'Auto play stopped.'));
      const problem = formProblem(state, state.slots[index].form);
      if (problem) return set({ ...state, status: problem });
      set(autoPlayStarted(state, index));
      autoTurn();
    },
    sound: () => sound.toggle(),
    rules: () => state && openRules(state.limits),
    verify: () => state?.lastCrash && openVerify(state.lastCrash),
  };
  const view = pageView(root, handlers, sound.on, import.meta.url);
  if (!token) return view.problem('Aviator was opened without a game token. Open it again from the casino lobby.');

  const socket: Socket = io('/aviator', { transports: ['websocket', 'polling'] });

  function set(next: AviatorState): void {
    const before = state;
    state = next;
    view.render(next);
    if (before && before.balance !== next.balance) tellOperator();
    if (before?.round?.phase !== 'flying' && next.round?.phase === 'flying' && before?.round?.roundId === next.round.roundId) sound.blip('take-off');
    // An auto cash-out is heard in the batch of cash-outs, not in an answer: it gets its blip here.
    if (before && next.slots.some((slot, i) => slot.bet?.cashOut?.auto && !before.slots[i]!.bet?.cashOut)) sound.blip('cash-out');
  }

  function send(index: SlotIndex, kind: 'bet' | 'cancel' | 'cash-out', event: string, payload: unknown, answered: (s: AviatorState, i: SlotIndex, ack: Wire) => AviatorState): void {
    set(requestSent(state!, index, kind));
    socket.emit(event, payload, (ack: Wire | undefined) => {
      if (!state) return;
      set(answered(state, index, ack ?? { success: false, message: 'No answer from the game.' }));
      if (kind === 'cash-out' && ack?.success) sound.blip('cash-out');
    });
  }

  function placeBet(index: SlotIndex): void {
    const problem = formProblem(state!, state!.slots[index].form);
    if (problem) return set({ ...autoPlayStopped(state!, index, problem) });
    send(index, 'bet', 'place-bet', betRequest(state!.slots[index].form, index), betAnswered);
  }

  function press(index: SlotIndex): void {
    if (!state) return;
    const action = mainAction(state, index);
    if (action === 'bet') placeBet(index);
    else if (action === 'cancel' || action === 'cancel-queued') send(index, 'cancel', 'cancel-bet', { slot: index + 1 }, cancelAnswered);
    else if (action === 'cash-out') send(index, 'cash-out', 'cash-out', { slot: index + 1 }, cashOutAnswered);
  }

  /** Auto play's bets: at a round's opening, or as it is switched on. */
  function autoTurn(): void {
    if (!state) return;
    const turn = autoPlayTurn(state);
    set(turn.state);
    for (const index of turn.bet) placeBet(index);
  }

  socket.on('connect', () => {
    socket.emit('join', { token }, (ack: Wire | undefined) => {
      if (!ack?.success) return view.problem(String(ack?.message ?? 'Aviator could not be joined.'));
      set(joinedState(ack, Date.now(), state));
      tellOperator();
    });
  });
  socket.on('disconnect', (reason) => {
    if (state) set(disconnected(state));
    // A disconnect the server made is not retried by socket.io on its own.
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', () => state && state.connected && set(disconnected(state)));
  for (const event of EVENTS) {
    socket.on(event, (payload: Wire | undefined) => {
      if (!state) return;
      set(applyEvent(state, event, payload ?? {}, Date.now()));
      if (event === 'round') autoTurn();
    });
  }
  // The countdown's seconds; the bar itself runs in CSS.
  setInterval(() => state && view.tick(state, Date.now()), 250);
}

// Loaded again as a worker (flight-loop.ts), this script paints the canvas the page handed over.
if (typeof document === 'undefined') paintInWorker();
else mountPage(AVIATOR_STYLES, 'aviator', 'aviator-page', start);
