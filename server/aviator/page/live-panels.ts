/**
 * The lists beside the flight: All Bets (this round, as the server reports it), My Bets (this player's
 * results this session) and Top (the largest cash-outs seen this session). Redrawn only when the list
 * shown changed, and at most every REDRAW_MS: cash-outs come in batches ten times a second, and a
 * list of forty rows drawn that often would take frames from the flight.
 */
import type { AviatorState } from './aviator-state';
import { el, setText } from './dom';
import { rupees, times } from './money';

type Tab = 'all' | 'mine' | 'top';
const TABS: ReadonlyArray<[Tab, string]> = [
  ['all', 'All Bets'],
  ['mine', 'My Bets'],
  ['top', 'Top'],
];

const REDRAW_MS = 300;

export interface LivePanels {
  root: HTMLElement;
  update(state: AviatorState): void;
}

const row = (cells: Array<string | Node>, className = '') => el('li', className ? { class: className } : {}, ...cells.map((cell) => el('span', {}, cell)));

export function livePanels(): LivePanels {
  let tab: Tab = 'all';
  let state: AviatorState | null = null;
  let drawn: unknown = null;
  const buttons = TABS.map(([key, name]) => {
    const button = el('button', { type: 'button', role: 'tab', 'aria-selected': String(key === tab), 'data-testid': `live-tab-${key}` }, name);
    button.addEventListener('click', () => {
      tab = key;
      for (const [i, b] of buttons.entries()) b.setAttribute('aria-selected', String(TABS[i]![0] === tab));
      drawn = null;
      if (state) draw(state);
    });
    return button;
  });
  const summary = el('p', { class: 'summary', 'data-testid': 'live-summary' }, '');
  const head = el('li', { class: 'head', 'aria-hidden': 'true' });
  const list = el('ul', { class: 'rows', 'data-testid': 'live-list' });
  const root = el('aside', { class: 'live', 'aria-label': 'Bets' }, el('div', { class: 'tabs', role: 'tablist', 'aria-label': 'Bets lists' }, ...buttons), summary, el('ul', { class: 'rows header' }, head), list);

  const headings = (...names: string[]) => head.replaceChildren(...names.map((name) => el('span', {}, name)));

  let drawnAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function update(next: AviatorState): void {
    state = next;
    if (timer !== undefined) return;
    const wait = drawnAt + REDRAW_MS - Date.now();
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = undefined;
        if (state) update(state);
      }, wait);
      return;
    }
    draw(next);
  }

  function draw(next: AviatorState): void {
    const source = tab === 'all' ? next.live : tab === 'mine' ? next.myResults : next.top;
    if (source === drawn) return;
    drawn = source;
    drawnAt = Date.now();
    if (tab === 'all') {
      const live = next.live;
      setText(summary, live ? `${live.count} ${live.count === 1 ? 'bet' : 'bets'} · ${rupees(live.staked)} · ${live.cashOuts} cashed out ${rupees(live.paid)}` : 'No round yet');
      headings('Player', 'Bet', '×', 'Cash out');
      list.replaceChildren(...(live?.bets ?? []).map((b) => row([b.player, rupees(b.amount), b.cashOut ? times(b.cashOut.multiplier) : '', b.cashOut ? rupees(b.cashOut.payout) : ''], b.cashOut ? 'won' : '')));
    } else if (tab === 'mine') {
      setText(summary, next.myResults.length ? `${next.myResults.length} ${next.myResults.length === 1 ? 'bet' : 'bets'} this session` : 'Your bets this session appear here.');
      headings('Round', 'Bet', '×', 'Result');
      list.replaceChildren(...next.myResults.map((r) => row([`${times(r.crashPoint)} · ${r.slot}`, rupees(r.amount), r.multiplier === null ? '' : times(r.multiplier), r.payout ? rupees(r.payout) : 'Lost'], r.payout ? 'won' : 'lost')));
    } else {
      setText(summary, next.top.length ? 'Largest cash-outs this session' : 'Cash-outs seen this session appear here.');
      headings('Player', 'Bet', '×', 'Won');
      list.replaceChildren(...next.top.map((t) => row([t.player, rupees(t.amount), times(t.multiplier), rupees(t.payout)], 'won')));
    }
  }

  return { root, update };
}
