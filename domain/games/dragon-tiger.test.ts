import { describe, expect, it } from 'vitest';
import { dealRound, verifyRound } from './card-game';
import type { Card } from './cards';
import { webCrypto } from './crypto-port';
import { dragonTiger } from './dragon-tiger';
import { commitment } from './fair-shuffle';
import { formatPercent, ratio } from './ratio';

const card = (rank: Card['rank'], suit: Card['suit'] = 'spades'): Card => ({ rank, suit });

describe('Dragon Tiger', () => {
  it.each<[Card, Card, 'dragon' | 'tiger' | 'tie', string, string, string]>([
    [card(13), card(1), 'dragon', 'win', 'lose', 'lose'],
    [card(1), card(2), 'tiger', 'lose', 'win', 'lose'],
    [card(7, 'hearts'), card(7, 'clubs'), 'tie', 'half', 'half', 'win'],
  ])('%o against %o: %s', (dragon, tiger, winner, onDragon, onTiger, onTie) => {
    const { cards, result } = dragonTiger.deal([dragon, tiger, card(5)]);
    expect(cards).toEqual([dragon, tiger]);
    expect(result.winner).toBe(winner);
    expect([dragonTiger.settle(result, 'dragon'), dragonTiger.settle(result, 'tiger'), dragonTiger.settle(result, 'tie')]).toEqual([onDragon, onTiger, onTie]);
  });

  it('labels results for the strip and refuses an unknown bet', () => {
    const { result } = dragonTiger.deal([card(2), card(2, 'hearts')]);
    expect(dragonTiger.resultLabel(result)).toBe('Tie');
    expect(() => dragonTiger.settle(result, 'draw')).toThrow('dragon-tiger has no bet "draw"');
  });

  it('returns to player exactly: closed forms with P(tie) = 3/51', () => {
    // Dragon: wins 24/51 at 2, a tie 3/51 returns half: 48/51 + 1.5/51 = 33/34.
    const returns = dragonTiger.returnToPlayer();
    expect(returns.dragon).toEqual(ratio(33, 34));
    expect(returns.tiger).toEqual(ratio(33, 34));
    // Tie: 3/51 at 9 = 9/17.
    expect(returns.tie).toEqual(ratio(9, 17));
    expect([formatPercent(returns.dragon!), formatPercent(returns.tie!)]).toEqual(['97.06%', '52.94%']);
  });

  it('deals a fair round that its Verify check accepts, and rejects a changed card or seed', async () => {
    const seed = 'dragon-seed';
    const published = await commitment(webCrypto, seed);
    const dealt = await dealRound(dragonTiger, webCrypto, seed, 'dt-1');
    const check = await verifyRound(dragonTiger, webCrypto, { seed, commitment: published, roundId: 'dt-1', cards: dealt.cards });
    expect([check.commitmentMatches, check.cardsMatch]).toEqual([true, true]);
    const swapped = [dealt.cards[1]!, dealt.cards[0]!];
    expect((await verifyRound(dragonTiger, webCrypto, { seed, commitment: published, roundId: 'dt-1', cards: swapped })).cardsMatch).toBe(false);
    expect((await verifyRound(dragonTiger, webCrypto, { seed: 'other', commitment: published, roundId: 'dt-1', cards: dealt.cards })).commitmentMatches).toBe(false);
  });
});
