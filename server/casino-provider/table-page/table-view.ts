/**
 * Draws the table from its state: the round's status and countdown, the cards dealt so far, stake chips,
 * a button per bet with what it pays and what the player has on it, the last results, and the round's
 * commitment with the way to verify the last round. Text goes in as text, never as markup.
 */
import { formatPayoutRatio, formatRupeesFromPaise as rupees, formatShortRupees } from '../../../domain/format';
import { cardFace } from './card-face';
import { secondsLeft, type TableState } from './table-state';
import { el } from '../page-kit/dom';

export const STAKE_CHIPS_RUPEES = [100, 500, 1000, 5000, 10000];



/** Where each dealt card sits, by the game's deal order. */
export function cardPosition(game: string, index: number): string {
  if (game === 'dragon-tiger') return index === 0 ? 'Dragon' : 'Tiger';
  if (game === 'teen-patti-2020') return index % 2 === 0 ? 'Player A' : 'Player B';
  if (game === 'andar-bahar') return index === 0 ? 'Joker' : index % 2 === 1 ? 'Andar' : 'Bahar';
  if (game === 'lucky-7') return 'Card';
  return `Card ${index + 1}`;
}

export function cardNode(code: string, position?: string): HTMLElement {
  const face = cardFace(code);
  if (!face) return el('span', { class: 'card unknown' }, code);
  const card = el('span', { class: `card${face.red ? ' red' : ''}`, role: 'img', 'aria-label': position ? `${position}: ${face.name}` : face.name, 'data-card': code }, el('b', {}, face.rank), el('span', { 'aria-hidden': 'true' }, face.symbol));
  return position ? el('span', { class: 'seat' }, el('small', {}, position), card) : card;
}

export function statusText(state: TableState, now: number): string {
  const round = state.round;
  if (!round) return 'Waiting for the next round…';
  if (round.phase === 'betting') {
    const left = secondsLeft(state, now);
    return left > 0 ? `Place your bets: ${left} s` : 'Betting closes…';
  }
  if (round.phase === 'result') return `Result: ${round.label ?? ''}`;
  return 'No more bets: dealing…';
}

export function payText(profitHundredths: number): string {
  return `pays ${formatPayoutRatio(profitHundredths)}`;
}

/** The provider sends its strip oldest first; the page shows the newest `count`, newest first. */
export function newestFirst<T>(history: readonly T[], count: number): T[] {
  return history.slice(-count).reverse();
}

export interface Handlers {
  stake(rupees: number): void;
  bet(betId: string): void;
  rules(): void;
  verify(): void;
}

/** The whole table, drawn again from the state (a few times a round; the countdown updates on its own). */
export function drawTable(root: HTMLElement, state: TableState, stakeRupees: number, now: number, handlers: Handlers): void {
  const round = state.round;
  const onThis = (betId: string) => (round?.myBets ?? []).filter((b) => b.betId === betId).reduce((sum, b) => sum + b.amount, 0);
  const open = round?.phase === 'betting' && secondsLeft(state, now) > 0;

  const chips = el('div', { class: 'chips', role: 'group', 'aria-label': 'Stake' });
  for (const chip of STAKE_CHIPS_RUPEES.filter((r) => r * 100 >= state.minStake && r * 100 <= state.maxStake)) {
    const button = el('button', { type: 'button', 'aria-pressed': String(chip === stakeRupees) }, formatShortRupees(chip * 100));
    button.addEventListener('click', () => handlers.stake(chip));
    chips.append(button);
  }

  const bets = el('div', { class: 'bets', 'data-testid': 'bet-buttons' });
  for (const bet of state.bets) {
    const staked = onThis(bet.id);
    const button = el('button', { type: 'button', 'data-bet': bet.id, ...(open ? {} : { disabled: '' }) }, el('b', {}, bet.label), el('small', {}, payText(bet.profitHundredths)), el('small', { class: 'mine' }, staked ? `Your bet ${rupees(staked)}` : ' '));
    button.addEventListener('click', () => handlers.bet(bet.id));
    bets.append(button);
  }

  const cards = el('div', { class: 'cards', 'data-testid': 'round-cards' });
  for (const [index, code] of (round?.cards ?? []).entries()) if (code) cards.append(cardNode(code, cardPosition(state.game, index)));
  if (!cards.childElementCount) cards.append(el('p', { class: 'muted' }, round?.phase === 'betting' ? 'Cards are dealt when betting closes.' : ' '));

  const history = el('ol', { class: 'history', 'data-testid': 'results-strip', 'aria-label': 'Last results, newest first' });
  for (const item of newestFirst(state.history, 12)) history.append(el('li', { title: `Round ${item.roundId}` }, item.label));

  const rulesButton = el('button', { type: 'button', class: 'link' }, 'Rules');
  rulesButton.addEventListener('click', handlers.rules);
  const verifyButton = el('button', { type: 'button', class: 'link', ...(state.finished ? {} : { disabled: '' }) }, 'Verify last round');
  verifyButton.addEventListener('click', handlers.verify);

  root.replaceChildren(
    el('header', {}, el('h1', {}, state.name), el('span', { class: 'balance', 'data-testid': 'table-balance' }, `Balance ${rupees(state.balance)}`), rulesButton),
    el('p', { class: 'status', 'aria-live': 'polite', 'data-testid': 'round-status' }, statusText(state, now)),
    cards,
    chips,
    bets,
    el('p', { class: 'message', role: 'status', 'data-testid': 'table-message' }, state.message),
    el('section', { 'aria-label': 'Last results' }, el('h2', {}, 'Last results'), history),
    el('footer', {}, el('small', { class: 'muted', 'data-testid': 'round-commitment' }, round ? `Round ${round.roundId} · SHA-256 of its seed: ${round.commitment}` : ''), verifyButton),
  );
}
