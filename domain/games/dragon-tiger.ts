/** Dragon Tiger: one card to Dragon, one to Tiger, the higher rank wins (A = 1 is lowest). */
import { enumeratedReturns, memoised, unknownBet, type CardGame } from './card-game';
import { standardDeck, type Card } from './cards';

export interface DragonTigerResult {
  dragon: Card;
  tiger: Card;
  winner: 'dragon' | 'tiger' | 'tie';
}

export const dragonTiger: CardGame<DragonTigerResult> = {
  id: 'dragon-tiger',
  name: 'Dragon Tiger',
  deck: standardDeck,
  bets: [
    { id: 'dragon', label: 'Dragon', profitHundredths: 100 },
    { id: 'tiger', label: 'Tiger', profitHundredths: 100 },
    { id: 'tie', label: 'Tie', profitHundredths: 800 },
  ],
  deal(shuffled) {
    const [dragon, tiger] = shuffled;
    if (!dragon || !tiger) throw new RangeError('Dragon Tiger deals two cards');
    const winner = dragon.rank > tiger.rank ? 'dragon' : dragon.rank < tiger.rank ? 'tiger' : 'tie';
    return { cards: [dragon, tiger], result: { dragon, tiger, winner } };
  },
  settle(result, betId) {
    switch (betId) {
      case 'tie':
        return result.winner === 'tie' ? 'win' : 'lose';
      case 'dragon':
      case 'tiger':
        // On a tie, Dragon and Tiger bets lose half.
        if (result.winner === 'tie') return 'half';
        return result.winner === betId ? 'win' : 'lose';
      default:
        throw unknownBet(dragonTiger, betId);
    }
  },
  resultLabel: (result) => ({ dragon: 'D', tiger: 'T', tie: 'Tie' })[result.winner],
  returnToPlayer: memoised(() => enumeratedReturns(dragonTiger, 2)),
};

export const dragonTigerReturns = dragonTiger.returnToPlayer;
