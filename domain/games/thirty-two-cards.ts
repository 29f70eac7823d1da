/**
 * 32 Cards: a 32-card deck (6 to K; J 11, Q 12, K 13 points). Players 8, 9, 10 and 11 start on those
 * points and each draws one card, in that order; the highest total wins. Players tied on the highest
 * total draw again, in the same order, until one is ahead. If the deck cannot give every tied player a
 * card (a chance below 10⁻¹⁰), the round is void and every bet's stake is returned.
 */
import { betReturn, memoised, unknownBet, type CardGame } from './card-game';
import { thirtyTwoCardDeck, type Card } from './cards';
import { ratio, type Ratio } from './ratio';

export const THIRTY_TWO_CARD_PLAYERS = [8, 9, 10, 11] as const;
export type ThirtyTwoCardPlayer = (typeof THIRTY_TWO_CARD_PLAYERS)[number];

export interface ThirtyTwoCardsResult {
  draws: { player: ThirtyTwoCardPlayer; card: Card }[];
  /** Each player's final total, by player. */
  totals: Record<ThirtyTwoCardPlayer, number>;
  /** Null when the round is void. */
  winner: ThirtyTwoCardPlayer | null;
}

/** The tied players with the highest total among `players`. */
function leaders(players: readonly ThirtyTwoCardPlayer[], totalOf: (player: ThirtyTwoCardPlayer) => number): ThirtyTwoCardPlayer[] {
  const best = Math.max(...players.map(totalOf));
  return players.filter((player) => totalOf(player) === best);
}

export const thirtyTwoCards: CardGame<ThirtyTwoCardsResult> = {
  id: '32-cards',
  name: '32 Cards',
  deck: thirtyTwoCardDeck,
  // Decimal odds 12.40, 5.90, 3.30 and 2.08: each returns 96.6–97.2 % (exactly: thirtyTwoCardsChances).
  bets: [
    { id: 'player-8', label: 'Player 8', profitHundredths: 1140 },
    { id: 'player-9', label: 'Player 9', profitHundredths: 490 },
    { id: 'player-10', label: 'Player 10', profitHundredths: 230 },
    { id: 'player-11', label: 'Player 11', profitHundredths: 108 },
  ],
  deal(shuffled) {
    const totals = { 8: 8, 9: 9, 10: 10, 11: 11 };
    const draws: ThirtyTwoCardsResult['draws'] = [];
    let contenders: ThirtyTwoCardPlayer[] = [...THIRTY_TWO_CARD_PLAYERS];
    while (shuffled.length - draws.length >= contenders.length) {
      for (const player of contenders) {
        const card = shuffled[draws.length]!;
        draws.push({ player, card });
        totals[player] += card.rank;
      }
      contenders = leaders(contenders, (player) => totals[player]);
      if (contenders.length === 1) return { cards: draws.map((draw) => draw.card), result: { draws, totals, winner: contenders[0]! } };
    }
    return { cards: draws.map((draw) => draw.card), result: { draws, totals, winner: null } };
  },
  settle(result, betId) {
    if (!thirtyTwoCards.bets.some((bet) => bet.id === betId)) throw unknownBet(thirtyTwoCards, betId);
    if (result.winner === null) return 'push';
    return betId === `player-${result.winner}` ? 'win' : 'lose';
  },
  resultLabel: (result) => (result.winner === null ? 'Void' : String(result.winner)),
  returnToPlayer: memoised(() => {
    const chances = thirtyTwoCardsChances();
    return Object.fromEntries(
      thirtyTwoCards.bets.map((bet, index) => [bet.id, betReturn(bet, { win: chances.wins[THIRTY_TWO_CARD_PLAYERS[index]!], push: chances.void })]),
    );
  }),
};

function factorial(n: number): bigint {
  let value = 1n;
  for (let k = 2n; k <= BigInt(n); k += 1n) value *= k;
  return value;
}

function choose(n: number, k: number): bigint {
  let value = 1n;
  for (let i = 0; i < k; i += 1) value = (value * BigInt(n - i)) / BigInt(i + 1);
  return value;
}

/** Ordered draws of `draws` cards from the values below `below`, calling `each` with their count of ways. */
function drawsBelow(counts: number[], below: number, draws: number, ways: bigint, each: (ways: bigint) => void): void {
  if (draws === 0) return each(ways);
  for (let value = 0; value < below; value += 1) {
    const count = counts[value]!;
    if (count === 0) continue;
    counts[value] = count - 1;
    drawsBelow(counts, below, draws - 1, ways * BigInt(count), each);
    counts[value] = count;
  }
}

/**
 * Orderings of the remaining cards (as distinct cards) in which `tied` level players never separate
 * before the deck runs out. A draw keeps a tie only when the highest value drawn, v, goes to j ≥ 2 of
 * them (C(tied, j) choices of who) and the others draw below v; the j then go on alone.
 */
function voidOrderings(counts: number[], tied: number, remembered: Map<string, bigint>): bigint {
  const left = counts.reduce((a, b) => a + b, 0);
  if (left < tied) return factorial(left);
  // Only the order of the values matters, not the values, so values with no card left drop out of the
  // key; two tied players both need the same value, so for them not even the order matters.
  const present = counts.filter((count) => count > 0);
  const key = `${(tied === 2 ? present.sort((a, b) => a - b) : present).join(',')}|${tied}`;
  const known = remembered.get(key);
  if (known !== undefined) return known;
  let orderings = 0n;
  for (let top = 0; top < counts.length; top += 1) {
    const count = counts[top]!;
    for (let level = 2; level <= Math.min(tied, count); level += 1) {
      counts[top] = count - level;
      let topWays = choose(tied, level);
      for (let k = 0; k < level; k += 1) topWays *= BigInt(count - k);
      drawsBelow(counts, top, tied - level, topWays, (ways) => {
        orderings += ways * voidOrderings(counts, level, remembered);
      });
      counts[top] = count;
    }
  }
  remembered.set(key, orderings);
  return orderings;
}

/**
 * Exact chances, counting orderings of the deck in whole numbers. The first draw (players on
 * different starts) is walked card by card. Once players are tied they start again level on an
 * exchangeable deck, so each of them is equally likely to win in the end: a tie of t players gives
 * each 1/t of the orderings that do not run the deck out, and only those that do (the void) need the
 * recursion over the remaining counts.
 */
export const thirtyTwoCardsChances = memoised((): { wins: Record<ThirtyTwoCardPlayer, Ratio>; void: Ratio } => {
  const deck = thirtyTwoCardDeck();
  const counts: number[] = Array.from({ length: 14 }, () => 0);
  for (const card of deck) counts[card.rank]! += 1;
  const remembered = new Map<string, bigint>();
  // Wins are kept as twelfths of orderings, so a share of a 2-, 3- or 4-way tie stays whole.
  const twelfths = new Map<ThirtyTwoCardPlayer, bigint>(THIRTY_TWO_CARD_PLAYERS.map((player) => [player, 0n]));
  let voids = 0n;
  const afterFirst = factorial(deck.length - THIRTY_TWO_CARD_PLAYERS.length);
  const totals = new Map<ThirtyTwoCardPlayer, number>();
  const drawFor = (index: number, ways: bigint): void => {
    if (index === THIRTY_TWO_CARD_PLAYERS.length) {
      const tied = leaders(THIRTY_TWO_CARD_PLAYERS, (player) => totals.get(player)!);
      const unresolved = tied.length === 1 ? 0n : voidOrderings(counts, tied.length, remembered);
      voids += ways * unresolved;
      for (const player of tied) twelfths.set(player, twelfths.get(player)! + ((ways * (afterFirst - unresolved) * 12n) / BigInt(tied.length)));
      return;
    }
    const player = THIRTY_TWO_CARD_PLAYERS[index]!;
    counts.forEach((count, value) => {
      if (count === 0) return;
      counts[value] = count - 1;
      totals.set(player, player + value);
      drawFor(index + 1, ways * BigInt(count));
      counts[value] = count;
    });
  };
  drawFor(0, 1n);
  const all = factorial(deck.length);
  const win = (player: ThirtyTwoCardPlayer): Ratio => ratio(twelfths.get(player)!, all * 12n);
  return { wins: { 8: win(8), 9: win(9), 10: win(10), 11: win(11) }, void: ratio(voids, all) };
});

export const thirtyTwoCardsReturns = thirtyTwoCards.returnToPlayer;
