/**
 * Teen Patti hands, high to low: trail (three of a rank), pure sequence (a sequence in one suit),
 * sequence, colour (one suit), pair, high card. Aces are high, except that sequences rank A-K-Q,
 * then A-2-3, then K-Q-J down to 4-3-2. Suits never break a tie.
 */
import type { Card } from './cards';

export type HandClass = 'trail' | 'pure-sequence' | 'sequence' | 'colour' | 'pair' | 'high-card';

/** Low to high, so a class's index is its strength. */
export const HAND_CLASSES: readonly HandClass[] = ['high-card', 'pair', 'colour', 'sequence', 'pure-sequence', 'trail'];

export interface HandValue {
  handClass: HandClass;
  /** Greater is stronger; equal values are equal hands. */
  strength: number;
}

const aceHigh = (rank: number): number => (rank === 1 ? 14 : rank);

/** The sequence's place among sequences (A-K-Q 15, A-2-3 14, K-Q-J 13 … 4-3-2 4), or 0 for none. */
function sequenceValue(low: number, middle: number, high: number): number {
  if (low === 1 && middle === 12 && high === 13) return 15;
  if (low === 1 && middle === 2 && high === 3) return 14;
  return middle === low + 1 && high === middle + 1 ? high : 0;
}

/** Ranks as base-16 digits after the class, most significant first. */
function value(handClass: HandClass, ...digits: number[]): HandValue {
  let strength = HAND_CLASSES.indexOf(handClass);
  for (let place = 0; place < 3; place += 1) strength = strength * 16 + (digits[place] ?? 0);
  return { handClass, strength };
}

export function teenPattiHand(cards: readonly Card[]): HandValue {
  if (cards.length !== 3) throw new RangeError(`a Teen Patti hand has 3 cards, not ${cards.length}`);
  const [low, middle, high] = cards.map((card) => card.rank).sort((a, b) => a - b) as [number, number, number];
  const oneSuit = cards.every((card) => card.suit === cards[0]!.suit);
  const sequence = sequenceValue(low, middle, high);
  if (low === high) return value('trail', aceHigh(low));
  if (sequence) return value(oneSuit ? 'pure-sequence' : 'sequence', sequence);
  const [top, second, third] = [low, middle, high].map(aceHigh).sort((a, b) => b - a) as [number, number, number];
  if (oneSuit) return value('colour', top, second, third);
  if (low === middle || middle === high) {
    const pair = aceHigh(middle);
    return value('pair', pair, aceHigh(low === middle ? high : low));
  }
  return value('high-card', top, second, third);
}
