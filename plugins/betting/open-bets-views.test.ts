import { describe, expect, it } from 'vitest';
import type { OpenBet } from './open-bets-adapter';
import { combinedText, matchedRows, orderRows } from './open-bets-views';

const R = 100;

/** An open bet, matched whole at its price unless `over` says otherwise (parts matched at other prices go in `fills`). */
function bet(over: Partial<OpenBet>): OpenBet {
  const made: Omit<OpenBet, 'fills'> & Partial<OpenBet> = {
    id: 'o1', betSlipRef: 'r', side: 'back', marketId: 'M', marketName: 'Match Odds', marketType: 'MATCH_ODDS', selectionId: 'X', selectionName: 'Mumbai Indians', eventId: 'E', eventName: 'MI v CSK', eventTypeId: '4',
    price: 250, line: null, stake: 100 * R, matched: 100 * R, remaining: 0, status: 'MATCHED', placedAt: 1, settledAt: null, profit: null, ...over,
  };
  return { fills: made.matched > 0 ? [{ price: made.price, size: made.matched }] : [], ...made };
}

// Three backs of Mumbai at 2.50, one at 2.52 and a lay of Mumbai at 2.50, placed in that order.
const BETS = [
  bet({ id: '1', placedAt: 1, stake: 100 * R, matched: 100 * R }),
  bet({ id: '2', placedAt: 2, price: 252, stake: 50 * R, matched: 50 * R }),
  bet({ id: '3', placedAt: 3, stake: 200 * R, matched: 200 * R }),
  bet({ id: '4', placedAt: 4, side: 'lay', stake: 40 * R, matched: 40 * R }),
  bet({ id: '5', placedAt: 5, stake: 300 * R, matched: 300 * R }),
].reverse();

const shown = (rows: ReadonlyArray<{ side: string; price: number; stake: number; count: number }>) => rows.map((r) => `${r.side} ${r.price} ₹${r.stake / R} ×${r.count}`);

describe('open-bets views in the panel', () => {
  it('Consolidated merges bets on the same runner, side and price, summing stakes and counting them; Order By Date does not', () => {
    expect(shown(matchedRows(BETS, 'consolidated'))).toEqual(['back 250 ₹600 ×3', 'lay 250 ₹40 ×1', 'back 252 ₹50 ×1']);
    expect(shown(matchedRows(BETS, 'date'))).toEqual(['back 250 ₹300 ×1', 'lay 250 ₹40 ×1', 'back 250 ₹200 ×1', 'back 252 ₹50 ×1', 'back 250 ₹100 ×1']);
    expect(shown(matchedRows(BETS, 'average'))).toEqual(['back 250 ₹650 ×4', 'lay 250 ₹40 ×1']);
  });

  it('merges the matched parts of a bet filled at better prices with other bets at those prices', () => {
    const improved = [bet({ id: 'a', fills: [{ price: 252, size: 60 * R }, { price: 250, size: 40 * R }] }), bet({ id: 'b', price: 252, stake: 10 * R, matched: 10 * R })];
    expect(shown(matchedRows(improved, 'consolidated'))).toEqual(['back 252 ₹70 ×2', 'back 250 ₹40 ×1']);
    expect(shown(matchedRows(improved, 'date'))).toEqual(['back 251 ₹100 ×1', 'back 252 ₹10 ×1']);
  });

  it('says how many bets a row merges', () => {
    expect([1, 2, 5].map(combinedText)).toEqual(['', '2 bets combined', '5 bets combined']);
  });
});

describe('open-bets views on /open-bets', () => {
  it('Consolidated merges orders on the same runner, side and price, with stakes, matched amounts and statuses', () => {
    const orders = [...BETS, bet({ id: '6', placedAt: 6, stake: 80 * R, matched: 30 * R, remaining: 50 * R, status: 'PARTIAL' })].sort((a, b) => b.placedAt - a.placedAt);
    const rows = orderRows(orders, 'consolidated');
    expect(rows.map((r) => [r.side, r.price, r.stake / R, r.matched / R, r.count, r.statuses.join(', ')])).toEqual([
      ['back', 250, 680, 630, 4, 'PARTIAL, MATCHED'],
      ['lay', 250, 40, 40, 1, 'MATCHED'],
      ['back', 252, 50, 50, 1, 'MATCHED'],
    ]);
    expect(rows[0]!.placedAt).toBe(6);
    expect(orderRows(orders, 'date').map((r) => r.id)).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('sums the profits of settled orders it merges', () => {
    const settled = [bet({ id: '1', status: 'SETTLED', profit: 150 * R }), bet({ id: '2', status: 'SETTLED', profit: -100 * R })];
    expect(orderRows(settled, 'consolidated').map((r) => [r.count, r.profit])).toEqual([[2, 50 * R]]);
  });
});
