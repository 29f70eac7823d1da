import { describe, expect, it } from 'vitest';
import { runnerMarketPosition } from '../../domain/exchange/exposure';
import { betDelayKey, betDelaySeconds } from '../../domain/exchange/bet-delay';
import { planCashOut } from './cash-out-actions';
import { projectMarket } from './market-projection';
import { readOrder, type OpenBet } from './open-bets-adapter';
import { groupByMarket, matchedRows } from './open-bets-views';
import { readMarketSettings, socketBetPayload, httpOrderPayload } from './placement-adapter';
import { acceptStakeInput, canPlace, readPriceInput, slipProfitLiability, stakeToPaise, stepPrice } from './slip-rules';
import { stakeLabel } from '../../domain/format';
import { mergeStakeEdits, readPriceArray } from './stake-presets';
import type { SlipSelection } from './selection';

const R = 100;

describe('stake input', () => {
  it.each<[string, boolean, string | null]>([
    ['100', false, '100'],
    ['100.5', false, '100.5'],
    ['100.55', false, '100.55'],
    // Typed or pasted, the same text keeps the same stake: a third decimal is cut.
    ['100.555', false, '100.55'],
    [' 1,000.50 ', false, '1000.50'],
    ['₹2,500', false, '2500'],
    ['1234567890', false, null],
    ['abc', false, null],
    ['-5', false, null],
    ['', false, ''],
    ['600000', false, '600000'],
    ['600000', true, '500000'],
    ['500000', true, '500000'],
  ])('%s (guest %s) → %s', (text, guest, expected) => expect(acceptStakeInput(text, guest)).toBe(expected));

  it.each<[string, number]>([['100', 10000], ['0.01', 1], ['12.34', 1234], ['', 0], ['0', 0]])('%s rupees → %i paise', (text, paise) => expect(stakeToPaise(text)).toBe(paise));

  it.each<[number, number, boolean]>([[100, 101, true], [0, 200, false], [100, 100, false], [-1, 200, false]])('stake %i at %i placeable: %s', (stake, price, ok) => expect(canPlace(stake, price)).toBe(ok));
});

describe('price in the slip', () => {
  it.each<[number, 'up' | 'down', number]>([
    [199, 'up', 200],
    [200, 'up', 202],
    [395, 'up', 400],
    [10_000, 'up', 11_000],
    [99_000, 'up', 100_000],
    [100_000, 'up', 100_000],
    [202, 'down', 200],
    [200, 'down', 199],
    [101, 'down', 101],
  ])('%i %s → %i', (from, direction, to) => expect(stepPrice(from, direction)).toBe(to));

  it.each<[string, number | null]>([['2.5', 250], ['1', 101], ['5000', 100_000], ['x', null], ['', null]])('typed %s → %s', (text, price) => expect(readPriceInput(text, 'back')).toBe(price));
  // Off the ladder: a back rounds up to the next tick, a lay down (never against the player).
  it.each<[string, 'back' | 'lay', number]>([
    ['1.005', 'back', 101],
    ['1.005', 'lay', 101],
    ['2.03', 'back', 204],
    ['2.03', 'lay', 202],
    ['1.014', 'back', 102],
    ['1.026', 'lay', 102],
    ['10.3', 'back', 1050],
    ['10.3', 'lay', 1000],
  ])('typed %s for a %s snaps to %s', (text, side, price) => expect(readPriceInput(text, side)).toBe(price));
});

describe('profit and liability', () => {
  const odds = { marketType: 'MATCH_ODDS' } as const;
  const session = { marketType: 'SESSION' } as const;
  it.each<[string, Pick<SlipSelection, 'marketType' | 'side' | 'fancyPrice'>, number, number, number, number]>([
    ['back 1,000 at 2.5', { ...odds, side: 'back' }, 250, 1000 * R, 1500 * R, 1000 * R],
    ['lay 1,000 at 2.5', { ...odds, side: 'lay' }, 250, 1000 * R, 1000 * R, 1500 * R],
    ['back nothing', { ...odds, side: 'back' }, 250, 0, 0, 0],
    ['yes 1,000 at rate 90', { ...session, side: 'back', fancyPrice: 90 }, 190, 1000 * R, 900 * R, 1000 * R],
    ['no 1,000 at rate 110', { ...session, side: 'lay', fancyPrice: 110 }, 210, 1000 * R, 1000 * R, 1100 * R],
    ['yes at rate 0 pays evens', { ...session, side: 'back', fancyPrice: 0 }, 200, 500 * R, 500 * R, 500 * R],
  ])('%s', (_name, selection, price, stake, profit, liability) => expect(slipProfitLiability(selection, price, stake)).toEqual({ profit, liability }));
});

describe('bet delay by market type and sport', () => {
  it.each<[string, string, string]>([
    ['Special', '4', 'bookmakerBetDelay'],
    ['SESSION', '4', 'fancyBetDelay'],
    ['MATCH_ODDS', 'v9', 'virtualBetDelay'],
    ['MATCH_ODDS', 'b9', 'ballbyballBetDelay'],
    ['MATCH_ODDS', '1', 'soccerBetDelay'],
    ['MATCH_ODDS', '2', 'tennisBetDelay'],
    ['MATCH_ODDS', '4', 'matchoddsBetDelay'],
    ['INNINGS_RUNS', '4', 'matchoddsBetDelay'],
  ])('%s on %s → %s', (type, sport, key) => expect(betDelayKey(type, sport)).toBe(key));

  it('takes the market settings delay, else 5 s', () => {
    expect(betDelaySeconds('MATCH_ODDS', '4', { matchoddsBetDelay: 0.3 })).toBe(0.3);
    expect(betDelaySeconds('MATCH_ODDS', '4', { soccerBetDelay: 2 })).toBe(5);
    expect(betDelaySeconds('Special', '4', null)).toBe(5);
  });
});

const bet = (over: Partial<OpenBet>): OpenBet => {
  const made: Omit<OpenBet, 'fills'> & Partial<OpenBet> = {
    id: 'o1', betSlipRef: 'r', side: 'back', marketId: 'M', marketName: 'Match Odds', marketType: 'MATCH_ODDS', selectionId: 'X', selectionName: 'Xs', eventId: 'E', eventName: 'X v Y', eventTypeId: '4',
    price: 300, line: null, stake: 1000 * R, matched: 1000 * R, remaining: 0, status: 'MATCHED', placedAt: 1, settledAt: null, profit: null, ...over,
  };
  // Matched at the price asked unless the test says otherwise.
  return { fills: made.matched > 0 ? [{ price: made.price, size: made.matched }] : [], ...made };
};

describe('cash out stakes', () => {
  const prices = (back: number | null, lay: number | null) => () => ({ back, lay });
  it.each<[string, OpenBet[], number | null, number | null, { side: string; price: number; stake: number } | null]>([
    ['lays a back of 1,000 at 3.0 at 2.0', [bet({})], 198, 200, { side: 'lay', price: 200, stake: 1500 * R }],
    ['backs a lay of 1,000 at 2.0 at 4.0', [bet({ side: 'lay', price: 200 })], 400, 410, { side: 'back', price: 400, stake: 500 * R }],
    ['refuses with no prices', [bet({})], null, null, null],
    ['backs the other runner when there is no lay price', [bet({})], 198, null, { side: 'back', price: 198, stake: 151515 }],
    ['refuses an unmatched-only market', [bet({ matched: 0, remaining: 1000 * R, status: 'UNMATCHED' })], 198, 200, null],
  ])('%s', (_name, bets, back, lay, expected) => {
    const plan = planCashOut(['X', 'Y'], bets, 'M', prices(back, lay), 100);
    expect(plan && { side: plan.side, price: plan.price, stake: plan.stake }).toEqual(expected);
  });

  it('equalises on the runner whose price leaves the smallest spread, within a paisa', () => {
    // Back X ₹100 at 1.53 and lay Y ₹100 at 2.98: laying X at 1.55 leaves a paisa apart, backing Y at 2.9 none.
    const bets = [bet({ price: 153, stake: 100 * R, matched: 100 * R }), bet({ id: 'o2', selectionId: 'Y', side: 'lay', price: 298, stake: 100 * R, matched: 100 * R })];
    const prices = (id: string) => (id === 'X' ? { back: 154, lay: 155 } : { back: 290, lay: 292 });
    const plan = planCashOut(['X', 'Y'], bets, 'M', prices, 100)!;
    expect(plan).toEqual({ selectionId: 'Y', side: 'back', price: 290, stake: 15552 });
    const after = runnerMarketPosition(['X', 'Y'], [...bets.map((b) => ({ runnerId: b.selectionId, side: b.side, price: b.price, stake: b.matched })), { runnerId: plan.selectionId, side: plan.side, price: plan.price, stake: plan.stake }]).byRunner;
    // X wins: +₹53 (back) + ₹100 (lay) − ₹155.52 (the new back loses) = −₹2.52.
    // Y wins: −₹100 − ₹198 + ₹155.52 × 1.9 (₹295.488, a win rounded down to ₹295.48) = −₹2.52.
    expect(after).toEqual({ X: -252, Y: -252 });
  });

  it('refuses a stake below the minimum', () => {
    expect(planCashOut(['X', 'Y'], [bet({ stake: 100, matched: 100 })], 'M', prices(198, 200), 100 * R)).toBeNull();
  });

  it('in a place market equalises the bets on one runner, placed or not, and offers nothing for bets on several', () => {
    // Back X ₹100 at 3.0 in a 3-place market: +₹200 if placed, −₹100 if not. Laying ₹150 at 2.0 leaves ₹50 either way.
    const runners = ['X', 'Y', 'Z', 'W', 'V', 'U', 'T', 'S'];
    const one = [bet({ price: 300, stake: 100 * R, matched: 100 * R })];
    expect(planCashOut(runners, one, 'M', prices(198, 200), 100, 3)).toEqual({ selectionId: 'X', side: 'lay', price: 200, stake: 150 * R });
    // X and Y can both be placed: no one bet makes every outcome equal.
    const two = [...one, bet({ id: 'o2', selectionId: 'Y', price: 400, stake: 100 * R, matched: 100 * R })];
    expect(planCashOut(runners, two, 'M', prices(198, 200), 100, 3)).toBeNull();
    expect(planCashOut(runners, two, 'M', prices(198, 200), 100, 1)).not.toBeNull();
  });
});

describe('market projection', () => {
  it('is the position from open bets, and with the slip bet added', () => {
    const projection = projectMarket(['A', 'B', 'C'], [bet({ selectionId: 'A', price: 250 }), bet({ id: 'o2', selectionId: 'B', side: 'lay', price: 300, stake: 500 * R, matched: 500 * R })], 'M', { runnerId: 'C', side: 'back', price: 800, stake: 300 * R });
    expect(projection.position).toEqual({ A: 2000 * R, B: -2000 * R, C: -500 * R });
    expect(projection.withSlip).toEqual({ A: 1700 * R, B: -2300 * R, C: 1600 * R });
  });

  it('shows matched P&L per runner, with unmatched bets apart as their worst-case cost', () => {
    // The worked example: back A ₹1,000 at 2.5, lay B ₹500 at 3.0, and ₹300 waiting to back C at 8.0.
    const bets = [bet({ selectionId: 'A', price: 250 }), bet({ id: 'o2', selectionId: 'B', side: 'lay', price: 300, stake: 500 * R, matched: 500 * R }), bet({ id: 'o3', selectionId: 'C', price: 800, stake: 300 * R, matched: 0, remaining: 300 * R })];
    const projection = projectMarket(['A', 'B', 'C'], bets, 'M', null);
    expect(projection.position).toEqual({ A: 2000 * R, B: -2000 * R, C: -500 * R });
    expect(projection.unmatchedLiability).toBe(300 * R);
  });

  it('keeps a cashed-out market level although a bet still waits', () => {
    // Back ₹1,000 at 3.0, cashed out by laying ₹1,500 at 2.0: +₹500 whoever wins; ₹200 waits to lay at 1.5.
    const bets = [
      bet({ selectionId: 'A', price: 300 }),
      bet({ id: 'o2', selectionId: 'A', side: 'lay', price: 200, stake: 1500 * R, matched: 1500 * R }),
      bet({ id: 'o3', selectionId: 'A', side: 'lay', price: 150, stake: 200 * R, matched: 0, remaining: 200 * R }),
    ];
    const projection = projectMarket(['A', 'B'], bets, 'M', null);
    expect(projection.position).toEqual({ A: 500 * R, B: 500 * R });
    expect(projection.unmatchedLiability).toBe(100 * R);
  });

  it('prices each matched part at its own price', () => {
    // ₹1,000 asked at 1.60, matched ₹500 at 1.65 and ₹500 at 1.64: A wins ₹645.
    const improved = bet({ selectionId: 'A', price: 160, fills: [{ price: 165, size: 500 * R }, { price: 164, size: 500 * R }] });
    expect(projectMarket(['A', 'B'], [improved], 'M', null).position).toEqual({ A: 645 * R, B: -1000 * R });
  });

  it('is null without matched bets', () => {
    expect(projectMarket(['A', 'B'], [bet({ selectionId: 'A', matched: 0, remaining: 1000 * R })], 'M', null)).toEqual({ position: null, withSlip: null, unmatchedLiability: 1000 * R });
    expect(projectMarket(['A', 'B'], [], 'M', null)).toEqual({ position: null, withSlip: null, unmatchedLiability: 0 });
  });
});

describe('wire adapters', () => {
  it('reads orders in paise and hundredths', () => {
    expect(readOrder({ _id: 'a', type: 'Lay', marketId: 'M', marketType: 'MATCH_ODDS', runnerId: '7', rate: 2.5, stake: 100, sizeMatched: 40, sizeRemaining: 60, status: 'PARTIAL', placedTime: '2026-01-01T00:00:00Z' })).toMatchObject({
      id: 'a', side: 'lay', selectionId: '7', price: 250, stake: 10000, matched: 4000, remaining: 6000, status: 'PARTIAL',
    });
    expect(readOrder({ _id: 'b', type: 'Back', marketId: 'S', marketType: 'SESSION', rate: 90, line: 46, stake: 10 })).toMatchObject({ price: 90, line: 46 });
    expect(readOrder({ marketId: 'M' })).toBeNull();
  });

  it('reads the parts matched at each price, and trusts them only when they add up', () => {
    const wire = { _id: 'a', type: 'Back', marketId: 'M', marketType: 'MATCH_ODDS', runnerId: '7', rate: 1.6, stake: 1000, sizeMatched: 1000, sizeRemaining: 0 };
    expect(readOrder({ ...wire, fills: [{ price: 1.65, size: 500 }, { price: 1.64, size: 500 }] })!.fills).toEqual([{ price: 165, size: 50000 }, { price: 164, size: 50000 }]);
    expect(readOrder({ ...wire, fills: [{ price: 1.65, size: 400 }] })!.fills).toEqual([{ price: 160, size: 100000 }]);
    expect(readOrder(wire)!.fills).toEqual([{ price: 160, size: 100000 }]);
  });

  const selection: SlipSelection = { marketId: 'M', marketName: 'Match Odds', marketType: 'MATCH_ODDS', eventId: 'E', eventName: 'X v Y', eventTypeId: '4', selectionId: '7', runnerName: 'Xs', side: 'lay', price: 2.5 };
  it('builds create-bet and exchange/order payloads', () => {
    const request = { selection, price: 252, stake: 12345, betSlipRef: 'ref-1', delaySeconds: 5, fromOneClick: false };
    expect(socketBetPayload('tok', request)).toMatchObject({ token: 'tok', bet: { runnerId: '7', rate: 2.52, stake: 123.45, marketId: 'M', type: 'Lay', betSlipRef: 'ref-1', line: null } });
    expect(httpOrderPayload(request)[0]).toMatchObject({ side: 1, price: 2.52, selectionId: '7', totalSize: 123.45, betSlipRef: 'ref-1', fromOneClick: 0 });
    const line = { ...request, selection: { ...selection, marketType: 'SESSION', side: 'back' as const, line: 46, fancyPrice: 90 } };
    expect(socketBetPayload('tok', line)).toMatchObject({ bet: { runnerId: 'M', rate: 90, type: 'Yes', line: 46 } });
  });

  it('reads limits in paise', () => {
    expect(readMarketSettings({ success: true, result: { minBet: 100, maxBet: 50000, maxWinPerMarket: 500000, betDelay: { soccerBetDelay: 0.3 } } })).toEqual({
      limits: { minBet: 10000, maxBet: 5000000, maxWinPerMarket: 50000000 },
      delays: { soccerBetDelay: 0.3 },
    });
    expect(readMarketSettings({ success: false })).toBeNull();
  });
});

describe('stake buttons', () => {
  it('reads priceArray and labels amounts', () => {
    expect(readPriceArray([{ price1: 1000, label1: '1K' }, { price2: 5000 }, { price3: 'x' }])).toEqual([{ amount: 1000, label: '1K' }, { amount: 5000, label: '5K' }]);
    expect([1000, 2_000_000, 250, 1500].map(stakeLabel)).toEqual(['1K', '2M', '250', '1.5K']);
  });
  it('accepts whole numbers only when edited', () => {
    const current = [{ amount: 1000, label: '1K' }, { amount: 5000, label: '5K' }, { amount: 10000, label: '10K' }];
    expect(mergeStakeEdits(current, ['2000', '12.5', ''])).toEqual([{ amount: 2000, label: '2K' }, { amount: 5000, label: '5K' }, { amount: 10000, label: '10K' }]);
  });
});

describe('open-bets views', () => {
  const bets = [bet({ id: '1', price: 200, placedAt: 1 }), bet({ id: '2', price: 300, placedAt: 3 }), bet({ id: '3', price: 200, placedAt: 2 }), bet({ id: '4', matched: 0, remaining: 500, status: 'UNMATCHED' })];
  it.each<['date' | 'consolidated' | 'average', Array<[number, number, number]>]>([
    ['date', [[300, 1000 * R, 1], [200, 1000 * R, 1], [200, 1000 * R, 1]]],
    ['consolidated', [[200, 2000 * R, 2], [300, 1000 * R, 1]]],
    ['average', [[233, 3000 * R, 3]]],
  ])('%s', (view, rows) => expect(matchedRows(bets, view).map((r) => [r.price, r.stake, r.count])).toEqual(rows));

  it('groups by market and filters to an event', () => {
    expect(groupByMarket(bets, 'date')[0]!.unmatched.map((b) => b.id)).toEqual(['4']);
    expect(groupByMarket(bets, 'date', 'other')).toEqual([]);
  });
});
