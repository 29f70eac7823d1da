/**
 * Playing cards as plain data (they travel in round results and are stored as JSON). Rank A = 1 … K = 13.
 * A deck's fixed order before shuffling is part of the fairness proof: suits in SUITS order, and
 * within a suit the ranks from low to high.
 */
export type Suit = 'spades' | 'hearts' | 'clubs' | 'diamonds';
export type Colour = 'red' | 'black';
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

export interface Card {
  rank: Rank;
  suit: Suit;
}

export const SUITS: readonly Suit[] = ['spades', 'hearts', 'clubs', 'diamonds'];
const RANK_LETTERS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_LETTERS: Record<Suit, string> = { spades: 'S', hearts: 'H', clubs: 'C', diamonds: 'D' };

export function colourOf(suit: Suit): Colour {
  return suit === 'hearts' || suit === 'diamonds' ? 'red' : 'black';
}

/** "AS", "10H", "KD": short, unambiguous, for logs, results and the Verify dialogs. */
export function cardCode(card: Card): string {
  return `${RANK_LETTERS[card.rank]}${SUIT_LETTERS[card.suit]}`;
}

/** The card a code names ("10H" → ten of hearts), or null for anything else. */
export function cardFromCode(code: string): Card | null {
  const match = /^(A|[2-9]|10|J|Q|K)([SHCD])$/.exec(code);
  if (!match) return null;
  const suit = (Object.keys(SUIT_LETTERS) as Suit[]).find((s) => SUIT_LETTERS[s] === match[2])!;
  return { rank: RANK_LETTERS.indexOf(match[1]!) as Rank, suit };
}

function deckOfRanks(lowest: Rank): Card[] {
  const cards: Card[] = [];
  for (const suit of SUITS) for (let rank = lowest; rank <= 13; rank += 1) cards.push({ rank: rank as Rank, suit });
  return cards;
}

/** The 52-card deck: AS, 2S … KS, AH … KD. */
export function standardDeck(): Card[] {
  return deckOfRanks(1);
}

/** The 32-card deck of 32 Cards: 6 to K of each suit (J 11, Q 12, K 13 points). */
export function thirtyTwoCardDeck(): Card[] {
  return deckOfRanks(6);
}
