import { describe, expect, it } from 'vitest';
import { sessionExposure } from '../../domain/exchange/exposure';
import type { SessionBet } from '../../domain/exchange/pnl';
import { lineSelection } from './line-selection';
import { sessionBook, sessionOdds, sessionProfitLiability, zoneLabel, type BookZone } from './session-math';
import { marketFixture } from './test-fixtures';

const R = 100; // paise in a rupee
const bet = (side: 'back' | 'lay', line: number, rate: number, rupees: number): SessionBet => ({ side, line, rate, stake: rupees * R });

describe('session profit and liability', () => {
  it.each<[string, SessionBet, number, number]>([
    ['Yes at rate 100', bet('back', 46, 100, 1000), 1000, 1000],
    ['No at rate 100', bet('lay', 50, 100, 1000), 1000, 1000],
    ['Yes at rate 90 wins 90 %', bet('back', 30, 90, 100), 90, 100],
    ['No at rate 90 risks 90 %', bet('lay', 30, 90, 100), 100, 90],
    ['Yes at rate 110', bet('back', 160, 110, 500), 550, 500],
    ['No at rate 110', bet('lay', 160, 110, 500), 500, 550],
    ['rate 0 pays as 100', bet('back', 12, 0, 250), 250, 250],
    ['ball-by-ball Yes 1 at 45', bet('back', 1, 45, 200), 90, 200],
    ['ball-by-ball No 1 at 55', bet('lay', 1, 55, 200), 200, 110],
    ['odd paise: a win rounds down', { side: 'back', line: 20, rate: 33, stake: 101 }, 33, 101],
    ['odd paise: a liability rounds up', { side: 'lay', line: 20, rate: 33, stake: 101 }, 101, 34],
  ])('%s', (_name, b, profitRupees, liabilityRupees) => {
    const { profit, liability } = sessionProfitLiability(b);
    const scale = b.stake % R === 0 ? R : 1;
    expect({ profit, liability }).toEqual({ profit: profitRupees * scale, liability: liabilityRupees * scale });
  });

  it.each([
    [100, 2],
    [90, 1.9],
    [110, 2.1],
    [45, 1.45],
    [0, 2],
  ])('rate %i is odds %d in the slip', (rate, odds) => expect(sessionOdds(rate)).toBeCloseTo(odds, 10));
});

const zones = (...rows: Array<[number, number | null, number]>): BookZone[] => rows.map(([from, to, pnl]) => ({ from, to, pnl: pnl * R }));

describe('the book across several lines of one session', () => {
  it.each<[string, SessionBet[], BookZone[], number]>([
    ['Yes 46 and No 50 (both win between)', [bet('back', 46, 100, 1000), bet('lay', 50, 100, 1000)], zones([0, 45, 0], [46, 49, 2000], [50, null, 0]), 0],
    ['No 46 and Yes 50 (both lose between: the classic bug)', [bet('lay', 46, 100, 1000), bet('back', 50, 100, 1000)], zones([0, 45, 0], [46, 49, -2000], [50, null, 0]), 2000 * R],
    ['the quoted pair No 45 / Yes 46 (45 loses both)', [bet('lay', 45, 100, 500), bet('back', 46, 100, 500)], zones([0, 44, 0], [45, 45, -1000], [46, null, 0]), 1000 * R],
    [
      'three lines, mixed rates',
      [bet('back', 40, 90, 1000), bet('lay', 44, 100, 500), bet('back', 48, 110, 200)],
      zones([0, 39, -1000 + 500 - 200], [40, 43, 900 + 500 - 200], [44, 47, 900 - 500 - 200], [48, null, 900 - 500 + 220]),
      700 * R,
    ],
    ['same line Yes and No cancel', [bet('back', 46, 100, 1000), bet('lay', 46, 100, 1000)], zones([0, null, 0]), 0],
    ['a lone No', [bet('lay', 60, 100, 300)], zones([0, 59, 300], [60, null, -300]), 300 * R],
  ])('%s', (_name, bets, expected, exposure) => {
    expect(sessionBook(bets)).toEqual(expected);
    expect(sessionExposure(bets)).toBe(exposure);
  });

  it('counts an unmatched bet only on its losing side', () => {
    expect(sessionExposure([bet('back', 46, 100, 1000)], [bet('lay', 50, 100, 1000)])).toBe(1000 * R);
    expect(sessionExposure([bet('lay', 46, 100, 1000)], [bet('back', 50, 100, 400)])).toBe(1400 * R);
  });

  it.each<[BookZone, string]>([
    [{ from: 0, to: 45, pnl: 0 }, 'below 46'],
    [{ from: 46, to: 49, pnl: 0 }, '46 to 49'],
    [{ from: 45, to: 45, pnl: 0 }, '45'],
    [{ from: 50, to: null, pnl: 0 }, '50 and above'],
    [{ from: 0, to: null, pnl: 0 }, '0 and above'],
  ])('labels %j as %s', (zone, label) => expect(zoneLabel(zone)).toBe(label));
});

describe('a line click', () => {
  const market = marketFixture({ marketId: 's1', marketName: '6 Over Runs MI', line: { noLine: 45, noRate: 100, yesLine: 46, yesRate: 90 } });
  it('backs the Yes line and lays the No line, with the rate as odds', () => {
    expect(lineSelection(market, 'yes')).toMatchObject({ side: 'back', line: 46, fancyPrice: 90, price: 1.9, selectionId: 's1', marketType: 'SESSION' });
    expect(lineSelection(market, 'no')).toMatchObject({ side: 'lay', line: 45, fancyPrice: 100, price: 2, selectionId: 's1' });
  });
  it('has nothing to pick on a market without a line', () => {
    const { line: _none, ...plain } = market;
    expect(lineSelection(plain, 'yes')).toBeNull();
  });
});
