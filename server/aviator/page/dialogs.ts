/**
 * The page's two dialogs (native <dialog>, so focus and Escape behave): how to play with the return to
 * player, and Verify, which checks the last crashed round in this browser.
 */
import type { CrashedRound, Limits } from './aviator-state';
import { el } from '../../casino-provider/page-kit/dom';
import { rupees, times } from './money';
import { verifyCrash } from './verify-crash';

function dialog(title: string, testId: string, ...body: Array<Node | string>): HTMLDialogElement {
  const close = el('button', { type: 'button', class: 'close' }, 'Close');
  const node = el('dialog', { 'aria-label': title, 'data-testid': testId }, el('h2', {}, title), ...body, close);
  close.addEventListener('click', () => node.close());
  node.addEventListener('close', () => node.remove());
  document.body.append(node);
  if (typeof node.showModal === 'function') node.showModal();
  else node.setAttribute('open', '');
  return node;
}

export function openRules(limits: Limits): void {
  const steps = [
    `Place one or two bets before take-off, each from ${rupees(limits.minStake)} to ${rupees(limits.maxStake)}. A bet placed during a flight waits for the next round.`,
    'The multiplier grows from 1.00× as the plane climbs. Cash out before it flies away to win your stake times the multiplier at that moment.',
    `Auto cash-out pays at the target you set (${times(limits.minAutoCashOut)} to ${times(limits.maxAutoCashOut)}) if the plane reaches it. Auto play bets again each round until the rounds are played or the balance moves by a stop amount.`,
    'If the plane flies away before you cash out, the bet is lost. The server decides by its own clock when your cash-out arrives.',
  ];
  dialog(
    'How to play Aviator',
    'aviator-rules',
    el('ol', {}, ...steps.map((step) => el('li', {}, step))),
    el('p', {}, el('strong', {}, 'Return to player: 97 %. '), 'Every cash-out target returns 97 % on average: the chance the plane reaches m× is 0.97 / m. About one round in 25 ends at 1.00×.'),
    el('p', {}, 'Provably fair: before betting opens the page shows SHA-256 of the round’s secret server seed. The crash point is SHA-512 of the server seed and the client seeds of the first three players to bet; its first 52 bits X give max(1.00, floor(97 / (1 − X)) / 100). After the crash the seeds are revealed, and Verify recomputes both in your browser.'),
  );
}

export function openVerify(round: CrashedRound): void {
  const result = el('p', { 'data-testid': 'verify-result', 'aria-live': 'polite' }, 'Checking…');
  dialog(
    `Verify round ${round.roundId}`,
    'aviator-verify',
    el(
      'dl',
      {},
      el('dt', {}, 'Commitment (SHA-256 of the server seed)'),
      el('dd', { class: 'mono' }, round.commitment),
      el('dt', {}, 'Server seed'),
      el('dd', { class: 'mono' }, round.seed),
      el('dt', {}, 'Client seeds'),
      el('dd', { class: 'mono' }, round.clientSeeds.join(' · ')),
      el('dt', {}, 'Crash point announced'),
      el('dd', {}, times(round.crashPoint)),
    ),
    result,
  );
  verifyCrash(round).then(
    (check) => {
      result.className = check.commitmentMatches && check.crashMatches ? 'ok' : 'bad';
      result.textContent = check.verdict;
    },
    (error: unknown) => {
      result.className = 'bad';
      result.textContent = `Does not match: ${error instanceof Error ? error.message : 'the round could not be checked.'}`;
    },
  );
}
