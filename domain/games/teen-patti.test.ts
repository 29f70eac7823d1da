import { describe, expect, it } from 'vitest';
import { standardDeck, type Card, type Suit } from './cards';
import { formatPercent, ratio } from './ratio';
import { teenPatti2020, teenPattiChances } from './teen-patti';
import { HAND_CLASSES, teenPattiHand } from './teen-patti-hands';
import { seededRandom, shuffleTop, withinSigmas } from './test-random';

const RANKS: Record<string, Card['rank']> = { A: 1, J: 11, Q: 12, K: 13 };
const SUITS: Record<string, Suit> = { s: 'spades', h: 'hearts', c: 'clubs', d: 'diamonds' };
/** "As Kh Qd" → cards. */
const hand = (text: string): Card[] =>
  text.split(' ').map((code) => ({ rank: RANKS[code.slice(0, -1)] ?? (Number(code.slice(0, -1)) as Card['rank']), suit: SUITS[code.slice(-1)]! }));
const strength = (text: string) => teenPattiHand(hand(text)).strength;

describe('Teen Patti hands', () => {
  it.each([
    ['As Ah Ac', 'trail'],
    ['Ks Qs Js', 'pure-sequence'],
    ['As 2s 3s', 'pure-sequence'],
    ['4h 2c 3d', 'sequence'],
    ['Qh Ac Kd', 'sequence'],
    ['2d 9d Kd', 'colour'],
    ['5c 5d Kh', 'pair'],
    ['Ac Qd 2h', 'high-card'],
    ['Kc As 2h', 'high-card'],
  ])('%s is %s', (cards, handClass) => expect(teenPattiHand(hand(cards)).handClass).toBe(handClass));

  it.each([
    ['Ah Ad Ac', 'Kh Kd Kc', 'trails: aces are highest'],
    ['3h 3d 3c', '2h 2d 2c', 'trails by rank'],
    ['2h 2d 2c', 'As Ks Qs', 'the lowest trail beats the highest pure sequence'],
    ['As Ks Qs', 'As 2s 3s', 'pure sequence A-K-Q beats A-2-3'],
    ['Ah 2h 3h', 'Kh Qh Jh', 'pure sequence A-2-3 beats K-Q-J'],
    ['5c 4c 3c', '4d 3d 2d', 'pure sequences down to 4-3-2'],
    ['4d 3d 2d', 'Ac Kh Qd', 'any pure sequence beats any sequence'],
    ['Ac Kh Qd', 'Ah 2c 3d', 'sequence A-K-Q beats A-2-3'],
    ['Ah 2c 3d', 'Kh Qc Jd', 'sequence A-2-3 beats K-Q-J'],
    ['4h 3c 2d', 'As Ks Js', 'the lowest sequence beats the highest colour'],
    ['As 4s 2s', 'Kh Qh 10h', 'colours by highest card, ace high'],
    ['Ks 9s 3s', 'Kh 9h 2h', 'colours by the third card when two agree'],
    ['2s 4s 5s', 'Ah Ad Kc', 'any colour beats any pair'],
    ['Ah Ad 2c', 'Kh Kd Qc', 'pairs by the pair, ace high'],
    ['9h 9d 5c', '9s 9c 4h', 'equal pairs by the kicker'],
    ['2h 2d 3c', 'Ah Kd Jc', 'any pair beats any high card'],
    ['Ah 5d 3c', 'Kh Qd 10c', 'high cards by the highest, ace high'],
    ['Kh 10d 3c', 'Kc 10s 2h', 'high cards by the third when two agree'],
  ])('%s beats %s: %s', (stronger, weaker) => expect(strength(stronger)).toBeGreaterThan(strength(weaker)));

  it.each([
    ['As 2h 3d', 'Ac 2d 3s'],
    ['Ks 9s 3s', 'Kd 9d 3d'],
    ['7h 7d Qc', '7s 7c Qh'],
    ['Ah 5d 3c', 'As 5h 3d'],
  ])('%s and %s are equal hands (suits never break a tie)', (a, b) => expect(strength(a)).toBe(strength(b)));

  it('counts each class over all C(52,3) = 22,100 hands as the closed forms do', () => {
    const deck = standardDeck();
    const counts = Object.fromEntries(HAND_CLASSES.map((handClass) => [handClass, 0]));
    for (let i = 0; i < 52; i++) for (let j = i + 1; j < 52; j++) for (let k = j + 1; k < 52; k++) counts[teenPattiHand([deck[i]!, deck[j]!, deck[k]!]).handClass]!++;
    // trail 13·C(4,3); pure sequence 12 sequences · 4 suits; sequence 12·(4³ − 4); colour 4·C(13,3) − 48;
    // pair 13·C(4,2)·48; high card the rest.
    expect(counts).toEqual({ trail: 52, 'pure-sequence': 48, sequence: 720, colour: 1096, pair: 3744, 'high-card': 16440 });
  });
});

describe('Teen Patti 20-20', () => {
  it('deals in turn, A first, and settles: the stronger hand wins, equal hands push', () => {
    const cards = [...hand('As Kc Ah Kd Ad 2c')];
    const { result, cards: dealt } = teenPatti2020.deal([...cards, ...hand('9h')]);
    expect(dealt).toEqual(cards);
    expect([result.handA.handClass, result.handB.handClass, result.winner]).toEqual(['trail', 'pair', 'player-a']);
    expect([teenPatti2020.settle(result, 'player-a'), teenPatti2020.settle(result, 'player-b')]).toEqual(['win', 'lose']);
    const tie = teenPatti2020.deal(hand('As Ad 5h 5c 3d 3s')).result;
    expect([tie.winner, teenPatti2020.settle(tie, 'player-a'), teenPatti2020.settle(tie, 'player-b'), teenPatti2020.resultLabel(tie)]).toEqual(['tie', 'push', 'push', 'Tie']);
  });

  it('computes exact chances over all 407,180,400 deals and pins the returns', () => {
    const { aWins, tie } = teenPattiChances();
    expect(tie).toEqual(ratio(1083, 978775));
    expect(aWins).toEqual(ratio(488846, 978775));
    const returns = teenPatti2020.returnToPlayer();
    expect(returns['player-a']).toEqual(returns['player-b']);
    expect(formatPercent(returns['player-a']!, 4)).toBe('99.0011%');
  });

  it('a seeded simulation of 3·10⁵ deals through the real deal agrees with the exact chances', () => {
    const rounds = 300_000;
    const random = seededRandom(2020);
    const deck = standardDeck();
    const wins = { 'player-a': 0, 'player-b': 0, tie: 0 };
    for (let round = 0; round < rounds; round++) wins[teenPatti2020.deal(shuffleTop(deck, 6, random.below)).result.winner]++;
    const { aWins, tie } = teenPattiChances();
    expect(withinSigmas(wins['player-a'] / rounds, Number(aWins.num) / Number(aWins.den), rounds)).toBe(true);
    expect(withinSigmas(wins['player-b'] / rounds, Number(aWins.num) / Number(aWins.den), rounds)).toBe(true);
    expect(withinSigmas(wins.tie / rounds, Number(tie.num) / Number(tie.den), rounds)).toBe(true);
  });
});
