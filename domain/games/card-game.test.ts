import { describe, expect, it } from 'vitest';
import { betById, payoutPaise, type Outcome } from './card-game';
import { dragonTiger } from './dragon-tiger';

const R = 100; // paise per rupee

describe('payoutPaise: stake + profit, floored to the paisa in the house favour', () => {
  const dragon = betById(dragonTiger, 'dragon');
  const tie = betById(dragonTiger, 'tie');
  const andar = { id: 'andar', label: 'Andar', profitHundredths: 90 };
  const red = { id: 'red', label: 'Red', profitHundredths: 95 };
  const playerA = { id: 'a', label: 'Player A', profitHundredths: 98 };

  it.each<[string, number, Outcome, { profitHundredths: number; id: string; label: string }, number]>([
    ['₹100 on Dragon wins ₹100: ₹200 back', 100 * R, 'win', dragon, 200 * R],
    ['₹100 on Dragon, a tie: half back, ₹50', 100 * R, 'half', dragon, 50 * R],
    ['₹100 on Tie wins 8 to 1: ₹900 back', 100 * R, 'win', tie, 900 * R],
    ['₹100 on Andar wins 0.9: ₹190 back', 100 * R, 'win', andar, 190 * R],
    ['₹10 on Red wins 0.95: ₹19.50 back', 10 * R, 'win', red, 1950],
    ['₹100 on Player A wins 0.98: ₹198 back', 100 * R, 'win', playerA, 198 * R],
    ['₹100 on Player A, equal hands: stake back', 100 * R, 'push', playerA, 100 * R],
    ['₹100 lost: nothing back', 100 * R, 'lose', dragon, 0],
    ['₹1.01 on Andar: 90.9 paise profit floors to 90', 101, 'win', andar, 191],
    ['₹1.01 on Dragon, a tie: 50.5 paise floors to 50', 101, 'half', dragon, 50],
    ['₹0.33 on Red: 31.35 paise profit floors to 31', 33, 'win', red, 64],
    ['₹0.01 on Player A: 0.98 paise profit floors to 0', 1, 'win', playerA, 1],
  ])('%s', (_name, stake, outcome, bet, expected) => {
    expect(payoutPaise(stake, outcome, bet)).toBe(expected);
  });

  it('refuses a stake that is not whole non-negative paise', () => {
    expect(() => payoutPaise(10.5, 'win', dragon)).toThrow('a stake is a whole, non-negative number of paise, not 10.5');
    expect(() => payoutPaise(-1, 'win', dragon)).toThrow(RangeError);
  });

  it('names the bets a game has when asked for one it has not', () => {
    expect(() => betById(dragonTiger, 'draw')).toThrow('dragon-tiger has no bet "draw"; its bets are dragon, tiger, tie');
  });
});
