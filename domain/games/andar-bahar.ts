/**
 * Andar Bahar: the first card is the joker, face up; then cards go to Andar (first) and Bahar in turn
 * until one matches the joker's rank, and that side wins.
 */
import { betReturn, memoised, unknownBet, type CardGame } from './card-game';
import { standardDeck, type Card } from './cards';
import { ratio, sub, sum, type Ratio } from './ratio';

export interface AndarBaharResult {
  joker: Card;
  andar: Card[];
  bahar: Card[];
  winner: 'andar' | 'bahar';
}

export const andarBahar: CardGame<AndarBaharResult> = {
  id: 'andar-bahar',
  name: 'Andar Bahar',
  deck: standardDeck,
  bets: [
    { id: 'andar', label: 'Andar', profitHundredths: 90 },
    { id: 'bahar', label: 'Bahar', profitHundredths: 100 },
  ],
  deal(shuffled) {
    const [joker, ...rest] = shuffled;
    if (!joker) throw new RangeError('Andar Bahar needs a joker card');
    const andar: Card[] = [];
    const bahar: Card[] = [];
    for (const [index, card] of rest.entries()) {
      const winner = index % 2 === 0 ? 'andar' : 'bahar';
      (winner === 'andar' ? andar : bahar).push(card);
      if (card.rank === joker.rank) return { cards: [joker, ...rest.slice(0, index + 1)], result: { joker, andar, bahar, winner } };
    }
    throw new RangeError(`the deck ran out before a card matched the joker ${joker.rank}; Andar Bahar needs a full deck`);
  },
  settle(result, betId) {
    if (betId !== 'andar' && betId !== 'bahar') throw unknownBet(andarBahar, betId);
    return result.winner === betId ? 'win' : 'lose';
  },
  resultLabel: (result) => (result.winner === 'andar' ? 'A' : 'B'),
  returnToPlayer: memoised(() => {
    const andarWins = andarWinChance();
    const [andar, bahar] = andarBahar.bets;
    return { andar: betReturn(andar!, { win: andarWins }), bahar: betReturn(bahar!, { win: sub(ratio(1), andarWins) }) };
  }),
};

function choose(n: number, k: number): number {
  let value = 1;
  for (let i = 0; i < k; i += 1) value = (value * (n - i)) / (i + 1);
  return value;
}

/**
 * After the joker, 51 cards hold 3 of its rank, in positions equally likely to be any 3 of the 51.
 * The first match is at position k (1-based) with chance C(51 − k, 2) / C(51, 3); odd k are Andar's.
 */
export function andarWinChance(): Ratio {
  const remaining = 51;
  const matches = 3;
  const terms: Ratio[] = [];
  for (let k = 1; k <= remaining - matches + 1; k += 2) terms.push(ratio(choose(remaining - k, matches - 1), choose(remaining, matches)));
  return sum(terms);
}

export const andarBaharReturns = andarBahar.returnToPlayer;
