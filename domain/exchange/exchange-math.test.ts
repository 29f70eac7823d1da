import { describe, expect, it } from 'vitest';
import { cashOutBet } from './cash-out';
import { runnerMarketPosition, sessionExposure, sessionLadder } from './exposure';
import { isLadderPrice, priceDown, priceUp, toHundredths } from './price-ladder';
import { runnerBetPnl, sessionBetPnl, slipOutcome, type RunnerBet, type SessionBet } from './pnl';

const R = 100; // paise per rupee

describe('price ladder', () => {
  it.each([
    [1.99, 2.0],
    [2.0, 2.02],
    [3.95, 4.0],
    [4.0, 4.1],
    [9.8, 10],
    [19.5, 20],
    [29, 30],
    [48, 50],
    [95, 100],
    [100, 110],
    [990, 1000],
    [1000, 1000],
    [1.01, 1.02],
  ])('up from %s is %s', (from, to) => expect(priceUp(toHundredths(from))).toBe(toHundredths(to)));

  it.each([
    [2.02, 2.0],
    [2.0, 1.99],
    [4.0, 3.95],
    [110, 100],
    [1.01, 1.01],
    [1000, 990],
  ])('down from %s is %s', (from, to) => expect(priceDown(toHundredths(from))).toBe(toHundredths(to)));

  it('clamps to 1.01 and 1000 and snaps off-ladder prices to ticks', () => {
    expect(priceUp(50)).toBe(102);
    expect(priceDown(200_000)).toBe(99_000);
    expect(priceUp(201)).toBe(202);
    expect(priceDown(201)).toBe(200);
    expect(isLadderPrice(201)).toBe(false);
    expect(isLadderPrice(202)).toBe(true);
    expect(isLadderPrice(100)).toBe(false);
  });

  it('walks the whole ladder up and back down through the same ticks', () => {
    const up: number[] = [101];
    while (up[up.length - 1]! < 100_000) up.push(priceUp(up[up.length - 1]!));
    const down: number[] = [100_000];
    while (down[down.length - 1]! > 101) down.push(priceDown(down[down.length - 1]!));
    expect(down.reverse()).toEqual(up);
    expect(up.every(isLadderPrice)).toBe(true);
    expect(up).toHaveLength(350);
  });
});

describe('bet P&L', () => {
  it.each<[RunnerBet, string, number]>([
    [{ runnerId: 'A', side: 'back', price: 250, stake: 1000 * R }, 'A', 1500 * R],
    [{ runnerId: 'A', side: 'back', price: 250, stake: 1000 * R }, 'B', -1000 * R],
    [{ runnerId: 'B', side: 'lay', price: 300, stake: 500 * R }, 'B', -1000 * R],
    [{ runnerId: 'B', side: 'lay', price: 300, stake: 500 * R }, 'A', 500 * R],
    [{ runnerId: 'A', side: 'back', price: 101, stake: 333 }, 'A', 3],
    [{ runnerId: 'A', side: 'lay', price: 101, stake: 333 }, 'A', -4],
  ])('%j if %s wins → %i paise', (bet, winner, pnl) => expect(runnerBetPnl(bet, winner)).toBe(pnl));

  it('slip profit and liability', () => {
    expect(slipOutcome('back', 1000 * R, 250)).toEqual({ profit: 1500 * R, liability: 1000 * R });
    expect(slipOutcome('lay', 1000 * R, 250)).toEqual({ profit: 1000 * R, liability: 1500 * R });
  });

  it.each<[SessionBet, number, number]>([
    [{ side: 'back', line: 46, rate: 100, stake: 1000 * R }, 46, 1000 * R],
    [{ side: 'back', line: 46, rate: 90, stake: 1000 * R }, 50, 900 * R],
    [{ side: 'back', line: 46, rate: 100, stake: 1000 * R }, 45, -1000 * R],
    [{ side: 'lay', line: 50, rate: 110, stake: 1000 * R }, 50, -1100 * R],
    [{ side: 'lay', line: 50, rate: 110, stake: 1000 * R }, 49, 1000 * R],
    [{ side: 'back', line: 10, rate: 0, stake: 100 * R }, 12, 100 * R],
  ])('session %j at %i runs → %i', (bet, runs, pnl) => expect(sessionBetPnl(bet, runs)).toBe(pnl));
});

describe('exposure', () => {
  const back = (runnerId: string, price: number, rupees: number): RunnerBet => ({ runnerId, side: 'back', price, stake: rupees * R });
  const lay = (runnerId: string, price: number, rupees: number): RunnerBet => ({ runnerId, side: 'lay', price, stake: rupees * R });

  it('sums the position over runners (the worked example)', () => {
    const position = runnerMarketPosition(['A', 'B', 'C'], [back('A', 250, 1000), lay('B', 300, 500)]);
    expect(position.byRunner).toEqual({ A: 2000 * R, B: -2000 * R, C: -500 * R });
    expect(position.exposure).toBe(2000 * R);
  });

  it('adds only the losing side of unmatched bets', () => {
    const position = runnerMarketPosition(['A', 'B', 'C'], [back('A', 250, 1000), lay('B', 300, 500)], [back('C', 800, 300)]);
    expect(position.byRunner).toEqual({ A: 1700 * R, B: -2300 * R, C: -500 * R });
    expect(position.exposure).toBe(2300 * R);
  });

  it('is zero for a fully hedged position and never negative', () => {
    expect(runnerMarketPosition(['A', 'B'], [back('A', 200, 100), lay('A', 200, 100)]).exposure).toBe(0);
    expect(runnerMarketPosition(['A', 'B'], []).exposure).toBe(0);
  });

  it('finds the gap zones of session lines', () => {
    const yes46no50: SessionBet[] = [
      { side: 'back', line: 46, rate: 100, stake: 1000 * R },
      { side: 'lay', line: 50, rate: 100, stake: 1000 * R },
    ];
    expect(sessionLadder(yes46no50)).toEqual([
      { runs: 0, pnl: 0 },
      { runs: 46, pnl: 2000 * R },
      { runs: 50, pnl: 0 },
    ]);
    expect(sessionExposure(yes46no50)).toBe(0);

    const no46yes50: SessionBet[] = [
      { side: 'lay', line: 46, rate: 100, stake: 1000 * R },
      { side: 'back', line: 50, rate: 100, stake: 1000 * R },
    ];
    expect(sessionLadder(no46yes50)).toEqual([
      { runs: 0, pnl: 0 },
      { runs: 46, pnl: -2000 * R },
      { runs: 50, pnl: 0 },
    ]);
    expect(sessionExposure(no46yes50)).toBe(2000 * R);
  });
});

describe('cash out', () => {
  it('lays to equalise a back (the worked example)', () => {
    // back ₹1,000 at 3.0: W = +2,000, L = −1,000; lay price now 2.0
    expect(cashOutBet(2000 * R, -1000 * R, 200, 210, 100)).toEqual({ side: 'lay', price: 200, stake: 1500 * R });
    const after = runnerMarketPosition(['X', 'Y'], [
      { runnerId: 'X', side: 'back', price: 300, stake: 1000 * R },
      { runnerId: 'X', side: 'lay', price: 200, stake: 1500 * R },
    ]);
    expect(after.byRunner).toEqual({ X: 500 * R, Y: 500 * R });
  });

  it('backs to equalise a lay (the worked example)', () => {
    // lay ₹1,000 at 2.0: W = −1,000, L = +1,000; back price now 4.0
    expect(cashOutBet(-1000 * R, 1000 * R, 410, 400, 100)).toEqual({ side: 'back', price: 400, stake: 500 * R });
  });

  it('refuses with no price, a flat position or a stake under the minimum', () => {
    expect(cashOutBet(2000 * R, -1000 * R, null, 210, 100)).toBeNull();
    expect(cashOutBet(500, 500, 200, 210, 100)).toBeNull();
    expect(cashOutBet(150, 0, 200, 210, 100)).toBeNull();
  });
});
