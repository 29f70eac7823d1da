import { describe, expect, it } from 'vitest';
import { andarBahar, andarWinChance } from './andar-bahar';
import { standardDeck, type Card } from './cards';
import { formatPercent, ratio, type Ratio } from './ratio';
import { seededRandom, shuffleTop, withinSigmas } from './test-random';

const c = (rank: Card['rank'], suit: Card['suit'] = 'spades'): Card => ({ rank, suit });

/** A different exact method: P(Andar wins) by recursion over (cards left without a match, whose turn). */
function andarByRecursion(): Ratio {
  const memo = new Map<string, [bigint, bigint]>();
  // Returns P(the side to deal now wins) as a fraction over the remaining cards.
  const dealerWins = (others: number, matches: number): [bigint, bigint] => {
    const key = `${others}`;
    if (memo.has(key)) return memo.get(key)!;
    const total = BigInt(others + matches);
    // Wins now with a match; otherwise the other side deals next and this side wins when that side does not.
    let value: [bigint, bigint] = [BigInt(matches), total];
    if (others > 0) {
      const [n, d] = dealerWins(others - 1, matches);
      // matches/total + (others/total)·(1 − n/d)
      value = [BigInt(matches) * d + BigInt(others) * (d - n), total * d];
    }
    memo.set(key, value);
    return value;
  };
  const [n, d] = dealerWins(48, 3);
  return ratio(n, d);
}

describe('Andar Bahar', () => {
  it('deals the joker, then Andar first, in turn, until a card matches the joker rank', () => {
    const deck = [c(5), c(2), c(9), c(13), c(1), c(5, 'hearts'), c(4)];
    const { cards, result } = andarBahar.deal(deck);
    expect(cards).toEqual(deck.slice(0, 6));
    expect(result).toEqual({ joker: c(5), andar: [c(2), c(13), c(5, 'hearts')], bahar: [c(9), c(1)], winner: 'andar' });
    expect(andarBahar.settle(result, 'andar')).toBe('win');
    expect(andarBahar.settle(result, 'bahar')).toBe('lose');
    const bahar = andarBahar.deal([c(5), c(2), c(5, 'clubs')]).result;
    expect([bahar.winner, andarBahar.resultLabel(bahar)]).toEqual(['bahar', 'B']);
    expect(() => andarBahar.deal([c(5), c(2)])).toThrow('the deck ran out');
  });

  it('computes P(Andar) by match position as the recursion over turns does, and pins the returns', () => {
    expect(andarWinChance()).toEqual(andarByRecursion());
    const returns = andarBahar.returnToPlayer();
    expect(returns.andar).toEqual(ratio(19n * andarWinChance().num, 10n * andarWinChance().den));
    expect([formatPercent(andarWinChance(), 4), formatPercent(returns.andar!, 4), formatPercent(returns.bahar!, 4)]).toEqual(['51.5006%', '97.8511%', '96.9988%']);
  });

  it('a seeded simulation of 2·10⁵ deals through the real deal agrees with the exact chance', () => {
    const rounds = 200_000;
    const random = seededRandom(17);
    const deck = standardDeck();
    let andarWins = 0;
    for (let round = 0; round < rounds; round++) {
      if (andarBahar.deal(shuffleTop(deck, deck.length, random.below)).result.winner === 'andar') andarWins++;
    }
    expect(withinSigmas(andarWins / rounds, Number(andarWinChance().num) / Number(andarWinChance().den), rounds)).toBe(true);
  });
});
