/** The strip of past crash points, newest first, each chip coloured by its range (crash-history.ts). */
import { crashRange, type PastCrash } from './crash-history';
import { el } from '../../casino-provider/page-kit/dom';
import { times } from './money';

export function historyStrip(): { root: HTMLElement; update(history: readonly PastCrash[]): void } {
  const root = el('ol', { class: 'history', 'data-testid': 'aviator-history', 'aria-label': 'Last crash points, newest first' });
  let drawn: readonly PastCrash[] | null = null;
  return {
    root,
    update(history) {
      if (history === drawn) return;
      drawn = history;
      const newestFirst = [...history].reverse();
      root.replaceChildren(...newestFirst.map((h) => el('li', { class: crashRange(h.crashPoint), title: `Round ${h.roundId}` }, times(h.crashPoint))));
    },
  };
}
