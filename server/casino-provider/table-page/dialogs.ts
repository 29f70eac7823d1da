/**
 * The table's two dialogs (native <dialog>, so focus and Escape behave): the rules with each bet's
 * payout and return to player as the provider computed them, and Verify, which checks the last round
 * in this browser.
 */
import { formatShortRupees } from '../../../domain/format';
import { el } from '../page-kit/dom';
import { cardNode, payText } from './table-view';
import type { FinishedRound, TableState } from './table-state';
import { verifyFinishedRound } from './verify-round';

function dialog(title: string, testId: string, ...body: Array<Node | string>): HTMLDialogElement {
  const close = el('button', { type: 'button', class: 'close' }, 'Close');
  const node = el('dialog', { 'aria-label': title, 'data-testid': testId }, el('h2', {}, title), ...body, close);
  close.addEventListener('click', () => node.close());
  node.addEventListener('close', () => node.remove());
  return node;
}

export function openRules(state: TableState): void {
  const rows = state.bets.map((bet) => el('tr', {}, el('th', { scope: 'row' }, bet.label), el('td', {}, payText(bet.profitHundredths)), el('td', {}, bet.returnToPlayerText)));
  const table = el('table', {}, el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Bet'), el('th', { scope: 'col' }, 'Payout'), el('th', { scope: 'col' }, 'Return to player'))), el('tbody', {}, ...rows));
  const limits = `Stakes from ${formatShortRupees(state.minStake)} to ${formatShortRupees(state.maxStake)}. Returns are computed exactly over every possible deal.`;
  const fairness = 'Before betting opens, the SHA-256 of the round’s secret seed is shown. After the result the seed is revealed: the deck is shuffled from the seed and the round number alone, so anyone can check the cards were fixed before the first bet.';
  const node = dialog(`${state.name}: rules`, 'table-rules', table, el('p', {}, limits), el('p', {}, fairness));
  document.body.append(node);
  node.showModal();
}

export function openVerify(state: TableState, round: FinishedRound): void {
  const outcome = el('div', { 'aria-live': 'polite', 'data-testid': 'verify-outcome' }, el('p', {}, 'Checking…'));
  const node = dialog(
    `Verify round ${round.roundId}`,
    'table-verify',
    el('dl', {}, el('dt', {}, 'Commitment (SHA-256 of the seed)'), el('dd', { class: 'mono' }, round.commitment), el('dt', {}, 'Seed'), el('dd', { class: 'mono' }, round.seed), el('dt', {}, 'Cards dealt'), el('dd', { class: 'cards' }, ...round.cards.map((c) => cardNode(c)))),
    outcome,
  );
  document.body.append(node);
  node.showModal();
  verifyFinishedRound(state.game, round).then(
    (check) => {
      const line = (ok: boolean, yes: string, no: string) => el('p', { class: ok ? 'ok' : 'bad' }, `${ok ? '✓' : '✗'} ${ok ? yes : no}`);
      outcome.replaceChildren(
        line(check.commitmentMatches, 'SHA-256 of the seed equals the commitment published before betting opened.', 'SHA-256 of the seed does not equal the commitment.'),
        line(check.cardsMatch, `Shuffled from the seed and round ${round.roundId}, the deck deals exactly these cards.`, `The seed deals ${check.recomputed.join(' ')}, not the cards shown.`),
      );
    },
    (error: unknown) => outcome.replaceChildren(el('p', { class: 'bad' }, error instanceof Error ? error.message : 'The round could not be checked.')),
  );
}
