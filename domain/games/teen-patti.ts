/**
 * Teen Patti 20-20: three cards each to Player A and Player B, dealt in turn (A first); the stronger
 * hand wins and equal hands return the stakes.
 */
import { betReturn, memoised, unknownBet, type CardGame } from './card-game';
import { standardDeck, type Card } from './cards';
import { ratio, type Ratio } from './ratio';
import { teenPattiHand, type HandValue } from './teen-patti-hands';

export interface TeenPattiResult {
  playerA: Card[];
  playerB: Card[];
  handA: HandValue;
  handB: HandValue;
  winner: 'player-a' | 'player-b' | 'tie';
}

export const teenPatti2020: CardGame<TeenPattiResult> = {
  id: 'teen-patti-20-20',
  name: 'Teen Patti 20-20',
  deck: standardDeck,
  bets: [
    { id: 'player-a', label: 'Player A', profitHundredths: 98 },
    { id: 'player-b', label: 'Player B', profitHundredths: 98 },
  ],
  deal(shuffled) {
    const cards = shuffled.slice(0, 6);
    if (cards.length < 6) throw new RangeError('Teen Patti deals six cards');
    const playerA = [cards[0]!, cards[2]!, cards[4]!];
    const playerB = [cards[1]!, cards[3]!, cards[5]!];
    const handA = teenPattiHand(playerA);
    const handB = teenPattiHand(playerB);
    const winner = handA.strength > handB.strength ? 'player-a' : handA.strength < handB.strength ? 'player-b' : 'tie';
    return { cards, result: { playerA, playerB, handA, handB, winner } };
  },
  settle(result, betId) {
    if (betId !== 'player-a' && betId !== 'player-b') throw unknownBet(teenPatti2020, betId);
    if (result.winner === 'tie') return 'push';
    return result.winner === betId ? 'win' : 'lose';
  },
  resultLabel: (result) => ({ 'player-a': 'A', 'player-b': 'B', tie: 'Tie' })[result.winner],
  returnToPlayer: memoised(() => {
    const { aWins, tie } = teenPattiChances();
    // Player B's chance of winning equals Player A's: the deal treats the two hands alike.
    return Object.fromEntries(teenPatti2020.bets.map((bet) => [bet.id, betReturn(bet, { win: aWins, push: tie })]));
  }),
};

/** Every 3-card hand of the deck as card indices, with its strength. */
function allHands(deckSize: number, strengthOf: (indices: [number, number, number]) => number): { cards: [number, number, number]; strength: number }[] {
  const hands = [];
  for (let i = 0; i < deckSize; i += 1)
    for (let j = i + 1; j < deckSize; j += 1)
      for (let k = j + 1; k < deckSize; k += 1) hands.push({ cards: [i, j, k] as [number, number, number], strength: strengthOf([i, j, k]) });
  return hands;
}

/** Σ over groups of hands of (hands of equal strength in the group)²: ordered pairs of equal hands. */
function equalPairs(groups: Iterable<number[]>): number {
  let pairs = 0;
  for (const strengths of groups) {
    const counts = new Map<number, number>();
    for (const strength of strengths) counts.set(strength, (counts.get(strength) ?? 0) + 1);
    for (const count of counts.values()) pairs += count * count;
  }
  return pairs;
}

/**
 * Exact chances over all C(52,3) · C(49,3) ordered pairs of disjoint hands. Equal-strength pairs that
 * share no card are counted by inclusion–exclusion over the cards they share: all equal pairs, minus
 * those sharing a given card, plus those sharing a given two, minus those sharing all three (a hand
 * with itself). The rest split evenly between A and B.
 */
export const teenPattiChances = memoised((): { aWins: Ratio; tie: Ratio } => {
  const deck = standardDeck();
  const hands = allHands(deck.length, (indices) => teenPattiHand(indices.map((index) => deck[index]!)).strength);
  const byCard = Array.from({ length: deck.length }, () => [] as number[]);
  const byTwoCards = new Map<number, number[]>();
  for (const { cards, strength } of hands) {
    for (const card of cards) byCard[card]!.push(strength);
    for (const [x, y] of [[cards[0], cards[1]], [cards[0], cards[2]], [cards[1], cards[2]]] as const) {
      const key = x * deck.length + y;
      if (!byTwoCards.has(key)) byTwoCards.set(key, []);
      byTwoCards.get(key)!.push(strength);
    }
  }
  const ties = equalPairs([hands.map((hand) => hand.strength)]) - equalPairs(byCard) + equalPairs(byTwoCards.values()) - hands.length;
  const deals = hands.length * (((deck.length - 3) * (deck.length - 4) * (deck.length - 5)) / 6);
  return { aWins: ratio(deals - ties, 2 * deals), tie: ratio(ties, deals) };
});

export const teenPattiReturns = teenPatti2020.returnToPlayer;
