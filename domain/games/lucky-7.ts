/** Lucky 7: one card. Low is A–6 and High 8–K, and both lose on a 7; Red and Black go by the card's colour. */
import { enumeratedReturns, memoised, unknownBet, type CardGame } from './card-game';
import { colourOf, standardDeck, type Card } from './cards';

export interface Lucky7Result {
  card: Card;
  side: 'low' | 'seven' | 'high';
  colour: 'red' | 'black';
}

export const lucky7: CardGame<Lucky7Result> = {
  id: 'lucky-7',
  name: 'Lucky 7',
  deck: standardDeck,
  bets: [
    { id: 'low', label: 'Low (A–6)', profitHundredths: 100 },
    { id: 'high', label: 'High (8–K)', profitHundredths: 100 },
    { id: 'red', label: 'Red', profitHundredths: 95 },
    { id: 'black', label: 'Black', profitHundredths: 95 },
  ],
  deal(shuffled) {
    const [card] = shuffled;
    if (!card) throw new RangeError('Lucky 7 deals one card');
    const side = card.rank < 7 ? 'low' : card.rank > 7 ? 'high' : 'seven';
    return { cards: [card], result: { card, side, colour: colourOf(card.suit) } };
  },
  settle(result, betId) {
    switch (betId) {
      case 'low':
      case 'high':
        return result.side === betId ? 'win' : 'lose';
      case 'red':
      case 'black':
        return result.colour === betId ? 'win' : 'lose';
      default:
        throw unknownBet(lucky7, betId);
    }
  },
  resultLabel: (result) => ({ low: 'L', seven: '7', high: 'H' })[result.side],
  returnToPlayer: memoised(() => enumeratedReturns(lucky7, 1)),
};

export const lucky7Returns = lucky7.returnToPlayer;
