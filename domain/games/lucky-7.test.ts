import { describe, expect, it } from 'vitest';
import type { Card } from './cards';
import { lucky7 } from './lucky-7';
import { formatPercent, ratio } from './ratio';

const settleAll = (card: Card) => {
  const { result } = lucky7.deal([card]);
  return lucky7.bets.map((bet) => lucky7.settle(result, bet.id));
};

describe('Lucky 7', () => {
  it.each<[Card, string[], string]>([
    [{ rank: 1, suit: 'hearts' }, ['win', 'lose', 'win', 'lose'], 'L'],
    [{ rank: 6, suit: 'spades' }, ['win', 'lose', 'lose', 'win'], 'L'],
    [{ rank: 7, suit: 'diamonds' }, ['lose', 'lose', 'win', 'lose'], '7'],
    [{ rank: 7, suit: 'clubs' }, ['lose', 'lose', 'lose', 'win'], '7'],
    [{ rank: 8, suit: 'clubs' }, ['lose', 'win', 'lose', 'win'], 'H'],
    [{ rank: 13, suit: 'hearts' }, ['lose', 'win', 'win', 'lose'], 'H'],
  ])('%o settles low, high, red, black as %o', (card, outcomes, label) => {
    expect(settleAll(card)).toEqual(outcomes);
    expect(lucky7.resultLabel(lucky7.deal([card]).result)).toBe(label);
  });

  it('returns to player exactly: 24 low and 24 high cards of 52 at 2, 26 red or black at 1.95', () => {
    const returns = lucky7.returnToPlayer();
    expect(returns.low).toEqual(ratio(24 * 2, 52));
    expect(returns.high).toEqual(ratio(24 * 2, 52));
    expect(returns.red).toEqual(ratio(26 * 195, 52 * 100));
    expect(returns.black).toEqual(ratio(39, 40));
    expect([formatPercent(returns.low!), formatPercent(returns.red!)]).toEqual(['92.31%', '97.50%']);
    expect(() => lucky7.settle(lucky7.deal([{ rank: 7, suit: 'clubs' }]).result, 'seven')).toThrow('lucky-7 has no bet "seven"');
  });
});
