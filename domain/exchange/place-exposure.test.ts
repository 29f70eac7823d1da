import { describe, expect, it } from 'vitest';
import { placeMarketPosition, runnerMarketPosition } from './exposure';
import { runnerBetPnlIf, type RunnerBet } from './pnl';

const R = 100; // paise per rupee
const back = (runnerId: string, price: number, rupees: number): RunnerBet => ({ runnerId, side: 'back', price, stake: rupees * R });
const lay = (runnerId: string, price: number, rupees: number): RunnerBet => ({ runnerId, side: 'lay', price, stake: rupees * R });
const FIVE = ['A', 'B', 'C', 'D', 'E'];
const EIGHT = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

describe('place market position (outcomes are the sets of placed runners)', () => {
  it('pays a back if its runner is placed and a lay if it is not', () => {
    expect([runnerBetPnlIf(back('A', 300, 100), true), runnerBetPnlIf(back('A', 300, 100), false)]).toEqual([200 * R, -100 * R]);
    expect([runnerBetPnlIf(lay('A', 150, 100), true), runnerBetPnlIf(lay('A', 150, 100), false)]).toEqual([-50 * R, 100 * R]);
  });

  it('2 places of 5: back A 3.0 ₹100, lay B 2.0 ₹100, back C 5.0 ₹50 → worst {B, D or E} −₹250, best {A, C} +₹500', () => {
    // By hand: A +200/−100, B −100/+100, C +200/−50. {B, D}: −100 − 100 − 50 = −250. {A, C}: 200 + 100 + 200 = 500.
    const position = placeMarketPosition(FIVE, 2, [back('A', 300, 100), lay('B', 200, 100), back('C', 500, 50)]);
    expect(position.ifPlaced).toEqual({ A: 200 * R, B: -100 * R, C: 200 * R });
    expect(position.ifNotPlaced).toEqual({ A: -100 * R, B: 100 * R, C: -50 * R });
    expect(position.exposure).toBe(250 * R);
    expect(position.best).toBe(500 * R);
  });

  it('an unmatched lay adds its losing side: lay D 4.0 ₹100 waiting makes {B, D} −₹550', () => {
    // {B, D}: −100 (A) − 100 (B) − 50 (C) − 300 (D's liability) = −550.
    const position = placeMarketPosition(FIVE, 2, [back('A', 300, 100), lay('B', 200, 100), back('C', 500, 50)], [lay('D', 400, 100)]);
    expect(position.exposure).toBe(550 * R);
  });

  it('laying four runners at 1.5 in a 3-place market of 8 risks ₹50, not the ₹200 of all four placed', () => {
    // At most three of the four are placed: 3 × −50 + 100 = −50.
    const bets = ['A', 'B', 'C', 'D'].map((id) => lay(id, 150, 100));
    expect(placeMarketPosition(EIGHT, 3, bets).exposure).toBe(50 * R);
    // Two places: two placed, 2 × −50 + 2 × 100 = +100: no exposure.
    expect(placeMarketPosition(EIGHT, 2, bets).exposure).toBe(0);
  });

  it('backing every runner of a 5-runner, 2-place market at 2.0 ₹100 loses ₹100 whichever two are placed', () => {
    // Two placed win +100 each, three lose −100 each: −100.
    expect(placeMarketPosition(FIVE, 2, FIVE.map((id) => back(id, 200, 100))).exposure).toBe(100 * R);
  });

  it('with one winner it is the win market position', () => {
    const bets = [back('A', 250, 1000), lay('B', 300, 500)];
    const unmatched = [back('C', 800, 300)];
    expect(placeMarketPosition(['A', 'B', 'C'], 1, bets, unmatched).exposure).toBe(runnerMarketPosition(['A', 'B', 'C'], bets, unmatched).exposure);
    expect(placeMarketPosition(['A', 'B', 'C'], 1, bets, unmatched).exposure).toBe(2300 * R);
  });

  it('has no exposure without bets', () => {
    expect(placeMarketPosition(FIVE, 2, []).exposure).toBe(0);
  });
});
