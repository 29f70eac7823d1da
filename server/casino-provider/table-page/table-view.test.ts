// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyEvent, joinedTable } from './table-state';
import { drawTable } from './table-view';

/** A table joined after rounds 44 to 63, the provider's strip in its own order: oldest first. */
function joinedAfter63() {
  const history = Array.from({ length: 20 }, (_, i) => ({ roundId: `DT-${44 + i}`, label: (44 + i) % 2 ? 'T' : 'D' }));
  return joinedTable({ balance: 0, table: { tableId: 'T003', game: 'dragon-tiger', name: 'Dragon Tiger', bets: [], round: { roundId: 'DT-64', phase: 'betting', closesAt: 0, cards: [] }, history } }, 0);
}

const strip = (root: HTMLElement) => [...root.querySelectorAll('[data-testid="results-strip"] li')].map((li) => `${li.getAttribute('title')} ${li.textContent}`);
const handlers = { stake: () => undefined, bet: () => undefined, rules: () => undefined, verify: () => undefined };

describe('the table page', () => {
  it('shows the last twelve results newest first, and a new result at the front', () => {
    const root = document.createElement('div');
    let state = joinedAfter63();
    drawTable(root, state, 100, 0, handlers);
    expect(strip(root)).toEqual(Array.from({ length: 12 }, (_, i) => `Round DT-${63 - i} ${(63 - i) % 2 ? 'T' : 'D'}`));
    // Round 64: Dragon wins; the provider appends it to the strip and drops the oldest.
    const history = [...state.history.slice(1), { roundId: 'DT-64', label: 'D' }];
    state = applyEvent(state, 'result', { tableId: 'T003', roundId: 'DT-64', result: { winner: 'dragon' }, cards: ['KH', '5C'], history }, 0);
    drawTable(root, state, 100, 0, handlers);
    expect(strip(root).slice(0, 3)).toEqual(['Round DT-64 D', 'Round DT-63 T', 'Round DT-62 D']);
    expect(strip(root)).toHaveLength(12);
  });
});
