/**
 * The sandbox provider's table page, opened in the operator's iframe at /casino-provider/play/{tableId}
 * with the game token in the address's fragment. It joins the table over socket.io (namespace /casino),
 * places bets, draws the round, and tells the operator's page whenever the balance changes
 * (postMessage `{ type: 'wl:balance-changed' }`, no amount: the page reads its balance again) so its
 * header keeps in step. The page is served from the provider's own origin, apart from the brand's.
 */
import { io, type Socket } from 'socket.io-client';
import { openRules, openVerify } from './dialogs';
import { TABLE_STYLES } from './table-styles';
import { applyEvent, betAccepted, joinedTable, type TableState, type Wire } from './table-state';
import { el, mountPage } from '../page-kit/dom';
import { drawTable, STAKE_CHIPS_RUPEES, statusText } from './table-view';

const EVENTS = ['round', 'betting-closed', 'card', 'result', 'settlement', 'balance', 'round-void'] as const;

function tellOperator(): void {
  // The message carries nothing but its type, so any page framing the table may hear it.
  if (window.parent !== window) window.parent.postMessage({ type: 'wl:balance-changed' }, '*');
}

function start(root: HTMLElement): void {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  const tableId = decodeURIComponent(window.location.pathname.split('/').pop() ?? '');
  let state: TableState | null = null;
  let stake = STAKE_CHIPS_RUPEES[0]!;
  const problem = (text: string) => root.replaceChildren(el('p', { class: 'problem', role: 'alert', 'data-testid': 'table-problem' }, text));
  if (!token) return problem('This table was opened without a game token. Open it again from the casino lobby.');

  const socket: Socket = io('/casino', { transports: ['websocket', 'polling'] });
  const draw = () => state && drawTable(root, state, stake, Date.now(), handlers);
  const set = (next: TableState) => {
    const balanceChanged = state !== null && next.balance !== state.balance;
    state = next;
    draw();
    if (balanceChanged) tellOperator();
  };
  const handlers = {
    stake(rupees: number) {
      stake = rupees;
      draw();
    },
    bet(betId: string) {
      if (!state?.round) return;
      socket.emit('place-bet', { betId, amount: stake * 100, roundId: state.round.roundId }, (ack: Wire | undefined) => {
        if (!state) return;
        if (ack?.success) set(betAccepted(state, ack));
        else set({ ...state, balance: typeof ack?.balance === 'number' ? ack.balance : state.balance, message: String(ack?.message ?? 'The bet was not accepted.') });
      });
    },
    rules: () => state && openRules(state),
    verify: () => state?.finished && openVerify(state, state.finished),
  };

  socket.on('connect', () => {
    socket.emit('join', { token, tableId }, (ack: Wire | undefined) => {
      if (!ack?.success) return problem(String(ack?.message ?? 'This table could not be joined.'));
      const joined = joinedTable(ack, Date.now());
      set(state ? { ...joined, finished: state.finished, message: state.message } : joined);
      tellOperator();
    });
  });
  socket.on('connect_error', () => state && set({ ...state, message: 'Connection lost: reconnecting…' }));
  for (const event of EVENTS) socket.on(event, (payload: Wire | undefined) => state && set(applyEvent(state, event, payload ?? {}, Date.now())));

  // The countdown moves between events; only its line is redrawn.
  setInterval(() => {
    const line = root.querySelector('[data-testid="round-status"]');
    if (state && line) line.textContent = statusText(state, Date.now());
    const open = state?.round?.phase === 'betting' && statusText(state, Date.now()).startsWith('Place');
    for (const button of root.querySelectorAll<HTMLButtonElement>('[data-bet]')) button.disabled = !open;
  }, 250);
}

mountPage(TABLE_STYLES, 'table', 'casino-table', start);
