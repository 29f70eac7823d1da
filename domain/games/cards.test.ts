import { describe, expect, it } from 'vitest';
import { cardCode, cardFromCode, standardDeck } from './cards';

describe('card codes', () => {
  it('read back every card of the deck', () => {
    for (const card of standardDeck()) expect(cardFromCode(cardCode(card))).toEqual(card);
    expect(cardFromCode('10H')).toEqual({ rank: 10, suit: 'hearts' });
    expect(cardFromCode('AS')).toEqual({ rank: 1, suit: 'spades' });
  });

  it.each(['', '1H', '11S', 'KX', 'kh', 'AS ', '0D'])('refuse %j', (code) => {
    expect(cardFromCode(code)).toBeNull();
  });
});
