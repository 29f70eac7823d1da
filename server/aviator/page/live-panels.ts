/**
 * The lists beside the flight: All Bets (this round, as the server reports it), My Bets (this player's
 * results this session) and Top (the largest cash-outs seen this session). Cash-outs come in batches ten
 * times a second; the state takes each at once, but the list shown is brought up to date at most every
 * REDRAW_MS (a list the eye reads needs no more), and then only where it changed: rows are kept and
 * reused, an entry's cells are formatted once (remembered by the entry, which the state never mutates),
 * and a cell's text is written only when it differs from what the row shows. Nothing here reads layout.
 * Simulated bettors' rows carry a "sim" tag (read out as "simulated player") and a note says what they are.
 */
import type { AviatorState, MyResult } from './aviator-state';
import { el, setText } from '../../casino-provider/page-kit/dom';
import type { LiveBet, TopCashOut } from './live-bets';
import { rupees, times } from './money';

type Tab = 'all' | 'mine' | 'top';
const TABS: ReadonlyArray<[Tab, string]> = [
  ['all', 'All Bets'],
  ['mine', 'My Bets'],
  ['top', 'Top'],
];
const HEADINGS: Record<Tab, readonly string[]> = {
  all: ['Player', 'Bet', '×', 'Cash out'],
  mine: ['Round', 'Bet', '×', 'Result'],
  top: ['Player', 'Bet', '×', 'Won'],
};

const REDRAW_MS = 500;

export interface LivePanels {
  root: HTMLElement;
  update(state: AviatorState): void;
}

/** What one row shows: its four cells, its class, and whether it is a simulated bettor's. */
interface RowView {
  cells: readonly [string, string, string, string];
  className: string;
  simulated?: boolean;
}

/** A row of the list as drawn: its element, its cells' text nodes, its "sim" tag and what they show. */
interface Row {
  li: HTMLLIElement;
  texts: Text[];
  tag: HTMLElement;
  shown: RowView | null;
}

/** Formats an entry once: the state replaces an entry that changes, so its view is remembered by it. */
function memo<T extends object>(view: (entry: T) => RowView): (entry: T) => RowView {
  const views = new WeakMap<T, RowView>();
  return (entry) => {
    let made = views.get(entry);
    if (!made) views.set(entry, (made = view(entry)));
    return made;
  };
}

const betView = memo<LiveBet>((b) => ({ cells: [b.player, rupees(b.amount), b.cashOut ? times(b.cashOut.multiplier) : '', b.cashOut ? rupees(b.cashOut.payout) : ''], className: b.cashOut ? 'won' : '', simulated: b.simulated }));
const resultView = memo<MyResult>((r) =>
  r.crashPoint === null
    ? { cells: [`Void · ${r.slot}`, rupees(r.amount), r.multiplier === null ? '' : times(r.multiplier), r.multiplier === null ? `Returned ${rupees(r.payout)}` : rupees(r.payout)], className: 'void' }
    : { cells: [`${times(r.crashPoint)} · ${r.slot}`, rupees(r.amount), r.multiplier === null ? '' : times(r.multiplier), r.payout ? rupees(r.payout) : 'Lost'], className: r.payout ? 'won' : 'lost' },
);
const topView = memo<TopCashOut>((t) => ({ cells: [t.player, rupees(t.amount), times(t.multiplier), rupees(t.payout)], className: 'won', simulated: t.simulated }));

/** What the tab shows of simulated bettors, or nothing when it shows none. */
function noteOf(tab: Tab, state: AviatorState): string {
  const simulated = tab === 'all' ? (state.live?.simulated ?? 0) : tab === 'top' ? state.top.filter((t) => t.simulated).length : 0;
  if (simulated === 0) return '';
  if (tab === 'top') return 'Entries tagged sim are simulated players for the demo: no money staked.';
  return `Also ${simulated} simulated ${simulated === 1 ? 'player' : 'players'}, tagged sim, for the demo: no money staked.`;
}

function summaryOf(tab: Tab, state: AviatorState): string {
  if (tab === 'all') {
    const live = state.live;
    return live ? `${live.count} ${live.count === 1 ? 'bet' : 'bets'} · ${rupees(live.staked)} · ${live.cashOuts} cashed out ${rupees(live.paid)}` : 'No round yet';
  }
  if (tab === 'mine') return state.myResults.length ? `${state.myResults.length} ${state.myResults.length === 1 ? 'bet' : 'bets'} this session` : 'Your bets this session appear here.';
  return state.top.length ? 'Largest cash-outs this session' : 'Cash-outs seen this session appear here.';
}

function viewsOf(tab: Tab, state: AviatorState): RowView[] {
  if (tab === 'all') return (state.live?.bets ?? []).map(betView);
  if (tab === 'mine') return state.myResults.map(resultView);
  return state.top.map(topView);
}

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
  const note = el('p', { class: 'summary', 'data-testid': 'live-simulated-note', hidden: '' }, '');
  const head = el('li', { class: 'head', 'aria-hidden': 'true' });
  const list = el('ul', { class: 'rows', 'data-testid': 'live-list' });
  const root = el('aside', { class: 'live', 'aria-label': 'Bets' }, el('div', { class: 'tabs', role: 'tablist', 'aria-label': 'Bets lists' }, ...buttons), summary, note, el('ul', { class: 'rows header' }, head), list);

  const rows: Row[] = [];
  let headingsFor: Tab | null = null;

  const newRow = (): Row => {
    const texts = [0, 1, 2, 3].map(() => document.createTextNode(''));
    const tag = el('small', { class: 'sim', title: 'Simulated player: no real money', hidden: '' }, el('span', { 'aria-hidden': 'true' }, 'sim'), el('span', { class: 'visually-hidden' }, ', simulated player'));
    const cells = texts.map((text) => el('span', {}, text));
    cells[0]!.append(tag);
    return { li: el('li', {}, ...cells), texts, tag, shown: null };
  };

  /** Rows are reused in place; only a cell that differs is written, and surplus rows are removed. */
  function patch(views: readonly RowView[]): void {
    const added: HTMLLIElement[] = [];
    for (const [i, view] of views.entries()) {
      let row = rows[i];
      if (!row) {
        row = newRow();
        rows.push(row);
        added.push(row.li);
      }
      const shown = row.shown;
      if (shown === view) continue;
      for (let c = 0; c < 4; c += 1) if (shown?.cells[c] !== view.cells[c]) row.texts[c]!.data = view.cells[c]!;
      if ((shown?.className ?? '') !== view.className) row.li.className = view.className;
      if ((shown?.simulated ?? false) !== (view.simulated ?? false)) row.tag.hidden = !view.simulated;
      row.shown = view;
    }
    if (added.length) list.append(...added);
    for (const row of rows.splice(views.length)) row.li.remove();
  }

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
    if (headingsFor !== tab) {
      headingsFor = tab;
      head.replaceChildren(...HEADINGS[tab].map((name) => el('span', {}, name)));
    }
    setText(summary, summaryOf(tab, next));
    const said = noteOf(tab, next);
    setText(note, said);
    note.hidden = said === '';
    patch(viewsOf(tab, next));
  }

  return { root, update };
}
