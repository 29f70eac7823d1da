/**
 * The Aviator page's state: the join snapshot, a round from opening to crash, bets placed, queued,
 * cancelled and cashed out, the one clock and the history's colours. Figures come from GAMES.md
 * (m(t) = e^(0.00006 t), 2.00× at about 11.6 s) or are worked out in the comments, not from the code.
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, flightHundredths, joinedState, resultOf, type AviatorState } from './aviator-state';
import { CLOCK_WINDOW_MS, UNSYNCED, withServerTime } from './clock-sync';
import { crashRange, withCrash } from './crash-history';
import { betAnswered, betRequest, cancelAnswered, cashOutAnswered, formProblem, mainAction, requestSent, withForm } from './slot-actions';
import { paiseFromText, rupees, times } from './money';

const LIMITS = { minStake: 10_00, maxStake: 10_000_00, minAutoCashOut: 101, maxAutoCashOut: 1_000_000 };
const JOIN = {
  success: true,
  playerId: 'abc123',
  balance: 1_000_00,
  clientSeed: 'seed',
  state: {
    serverTime: 10_500,
    limits: LIMITS,
    round: { roundId: 'AV-7', phase: 'betting', commitment: 'c7', fallbackSeeds: ['AV-7:1', 'AV-7:2', 'AV-7:3'], bettingClosesAt: 15_500, takeOffAt: null },
    myBets: [],
    history: [
      { roundId: 'AV-5', crashPoint: 137 },
      { roundId: 'AV-6', crashPoint: 1250 },
    ],
    bets: { roundId: 'AV-7', count: 2, staked: 300_00, bets: [['x***1', 1, 100_00, null], ['y***2', 2, 200_00, 150]] },
    cashOuts: { count: 0, paid: 0, cashOuts: [] },
  },
};

const joined = () => joinedState(JOIN, 10_000);

describe('the Aviator page state', () => {
  it('reads the join answer: limits, balance, the round, the history and the bets so far, the server clock 500 ms ahead', () => {
    const state = joined();
    expect(state).toMatchObject({ playerId: 'abc123', limits: LIMITS, balance: 1_000_00, connected: true });
    expect(state.clock.offset).toBe(500);
    expect(state.round).toEqual({ roundId: 'AV-7', phase: 'betting', commitment: 'c7', bettingClosesAt: 15_500, takeOffAt: null, crashPoint: null, crashedAt: null });
    expect(state.history.map((h) => h.crashPoint)).toEqual([137, 1250]);
    expect(state.live).toMatchObject({ roundId: 'AV-7', count: 2, staked: 300_00 });
    // Newest first.
    expect(state.live!.bets.map((b) => b.player)).toEqual(['y***2', 'x***1']);
    // The stake starts at ₹100, inside ₹10–₹10,000.
    expect(state.slots.map((s) => s.form.stake)).toEqual([100_00, 100_00]);
    expect(mainAction(state, 0)).toBe('bet');
  });

  it('follows a round: bet, take-off, the multiplier drawn from take-off, cash-out, crash', () => {
    let state: AviatorState = joined();
    state = withForm(state, 0, { stake: 250_00 });
    expect(betRequest(state.slots[0].form, 0)).toEqual({ slot: 1, amount: 250_00 });
    state = requestSent(state, 0, 'bet');
    expect(mainAction(state, 0)).toBe('busy');
    state = betAnswered(state, 0, { success: true, message: 'Bet ₹250.00 placed.', bet: { id: 'AV-7:bet:1', roundId: 'AV-7', slot: 1, amount: 250_00, autoCashOut: null, queued: false, cashOut: null }, balance: 750_00 });
    expect(state).toMatchObject({ balance: 750_00, status: 'Bet ₹250.00 placed.' });
    expect(mainAction(state, 0)).toBe('cancel');

    state = applyEvent(state, 'take-off', { roundId: 'AV-7', at: 16_000, serverTime: 16_000 }, 15_600);
    expect(state.round).toMatchObject({ phase: 'flying', takeOffAt: 16_000 });
    expect(mainAction(state, 0)).toBe('cash-out');
    // The server's clock is 500 ms ahead (the join's sample beats the take-off's 400): page time 27,100 is 11,600 ms into the flight.
    expect(state.clock.offset).toBe(500);
    // e^(0.00006 · 11,600) = e^0.696 = 2.0057, floored to 2.00×.
    expect(flightHundredths(state, 27_100)).toBe(200);
    expect(flightHundredths(state, 15_000)).toBe(100);

    state = betAnswered(state, 1, { success: false, code: 'INSUFFICIENT_FUNDS', message: 'Not enough balance.', balance: 750_00 });
    expect(state.status).toBe('Not enough balance.');
    state = cashOutAnswered(requestSent(state, 0, 'cash-out'), 0, { success: true, message: 'Cashed out at 1.53×: ₹382.50.', betId: 'AV-7:bet:1', roundId: 'AV-7', slot: 1, cashOut: { multiplier: 153, payout: 382_50, at: 23_100, auto: false } });
    expect(state.slots[0].bet!.cashOut).toEqual({ multiplier: 153, payout: 382_50, auto: false });
    // Cashed out in flight, the panel may bet on the next round.
    expect(mainAction(state, 0)).toBe('bet');
    state = applyEvent(state, 'balance', { balance: 1_132_50 }, 23_200);
    expect(state.balance).toBe(1_132_50);

    state = applyEvent(state, 'crash', { roundId: 'AV-7', crashPoint: 237, at: 30_393, seed: 's7', commitment: 'c7', clientSeeds: ['a', 'b', 'c'], serverTime: 30_400 }, 29_900);
    expect(state.round).toMatchObject({ phase: 'crashed', crashPoint: 237, crashedAt: 30_393 });
    expect(state.lastCrash).toEqual({ roundId: 'AV-7', crashPoint: 237, seed: 's7', commitment: 'c7', clientSeeds: ['a', 'b', 'c'] });
    expect(state.announcement).toBe('Flew away at 2.37×');
    expect(state.history.at(-1)).toEqual({ roundId: 'AV-7', crashPoint: 237 });
    expect(state.myResults).toEqual([{ roundId: 'AV-7', slot: 1, amount: 250_00, multiplier: 153, payout: 382_50, crashPoint: 237 }]);
    expect(state.slots[0].bet).toBeNull();
    expect(flightHundredths(state, 30_000)).toBeNull();
    // The same crash heard twice is listed once.
    expect(applyEvent(state, 'crash', { roundId: 'AV-7', crashPoint: 237, at: 30_393, seed: 's7', commitment: 'c7', clientSeeds: ['a', 'b', 'c'] }, 30_000).history).toHaveLength(3);
  });

  it('queues a bet placed during a flight, shows it waiting, and plays it when its round opens', () => {
    let state = applyEvent(joined(), 'take-off', { roundId: 'AV-7', at: 16_000, serverTime: 16_000 }, 15_600);
    state = betAnswered(state, 1, { success: true, message: 'Bet ₹100.00 placed for the next round: it waits for take-off.', bet: { id: 'AV-8:bet:2', roundId: 'AV-8', slot: 2, amount: 100_00, autoCashOut: 200, queued: true, cashOut: null }, balance: 900_00 });
    expect(state.slots[1]).toMatchObject({ bet: null, queued: { id: 'AV-8:bet:2', roundId: 'AV-8', autoCashOut: 200 } });
    expect(mainAction(state, 1)).toBe('cancel-queued');
    // Bets queued for AV-8 are listed apart until it opens.
    state = applyEvent(state, 'bets', { roundId: 'AV-8', count: 1, staked: 100_00, bets: [['a***3', 2, 100_00, 200]], cancelled: [] }, 17_000);
    expect(state.live!.roundId).toBe('AV-7');
    state = applyEvent(state, 'crash', { roundId: 'AV-7', crashPoint: 110, at: 17_589, seed: 's', commitment: 'c7', clientSeeds: ['a', 'b', 'c'] }, 17_200);
    expect(mainAction(state, 1)).toBe('cancel-queued');
    state = applyEvent(state, 'round', { roundId: 'AV-8', commitment: 'c8', fallbackSeeds: [], bettingClosesAt: 25_600, serverTime: 20_600 }, 20_200);
    expect(state.round).toMatchObject({ roundId: 'AV-8', phase: 'betting', commitment: 'c8' });
    expect(state.slots[1]).toMatchObject({ bet: { id: 'AV-8:bet:2' }, queued: null });
    expect(mainAction(state, 1)).toBe('cancel');
    expect(state.live).toMatchObject({ roundId: 'AV-8', count: 1, staked: 100_00 });
    state = cancelAnswered(state, 1, { success: true, message: 'Bet ₹100.00 cancelled: the stake is back.', betId: 'AV-8:bet:2', slot: 2, roundId: 'AV-8', balance: 1_000_00 });
    expect(state).toMatchObject({ balance: 1_000_00, status: 'Bet ₹100.00 cancelled: the stake is back.' });
    expect(state.slots[1].bet).toBeNull();
    expect(mainAction(state, 1)).toBe('bet');
  });

  it('shows its own auto cash-out when the server tells it, lists the batch, and settles an auto target the crash reached', () => {
    let state = betAnswered(joined(), 0, { success: true, message: 'ok', bet: { id: 'b1', roundId: 'AV-7', slot: 1, amount: 100_00, autoCashOut: 150, queued: false, cashOut: null }, balance: 900_00 });
    state = applyEvent(state, 'take-off', { roundId: 'AV-7', at: 16_000, serverTime: 16_000 }, 15_600);
    // A batch lists the largest cash-outs of everyone: the player's own row in it does not cash the panel out.
    state = applyEvent(state, 'cash-outs', { roundId: 'AV-7', count: 2, paid: 400_00, batch: 2, cashOuts: [['a***3', 1, 100_00, 150, 150_00, 22_758, true], ['y***2', 2, 200_00, 125, 250_00, 19_700, false]], serverTime: 22_800 }, 22_300);
    expect(state.slots[0].bet!.cashOut).toBeNull();
    expect(state.top.map((t) => t.payout)).toEqual([250_00, 150_00]);
    // Another bet's news changes nothing; this bet's does.
    state = applyEvent(state, 'cashed-out', { roundId: 'AV-7', betId: 'other', slot: 1, cashOut: { multiplier: 150, payout: 150_00, at: 22_758, auto: true }, serverTime: 22_760 }, 22_300);
    expect(state.slots[0].bet!.cashOut).toBeNull();
    state = applyEvent(state, 'cashed-out', { roundId: 'AV-7', betId: 'b1', slot: 1, cashOut: { multiplier: 150, payout: 150_00, at: 22_758, auto: true }, serverTime: 22_760 }, 22_300);
    expect(state.slots[0].bet!.cashOut).toEqual({ multiplier: 150, payout: 150_00, auto: true });
    expect(state.live).toMatchObject({ cashOuts: 2, paid: 400_00 });
    // A bet still standing at the crash: paid at its target when the crash reached it (₹100 × 1.50), else lost.
    const bet = { id: 'b', roundId: 'AV-7', amount: 100_00, autoCashOut: 150, cashOut: null };
    expect(resultOf(bet, 1, 150)).toMatchObject({ multiplier: 150, payout: 150_00 });
    expect(resultOf(bet, 1, 149)).toMatchObject({ multiplier: null, payout: 0 });
  });

  it('takes its bets back from the join snapshot after a lost connection', () => {
    const before = withForm(joined(), 0, { stake: 500_00, autoCashOutOn: true, autoCashOut: 300 });
    const again = joinedState(
      { ...JOIN, balance: 500_00, state: { ...JOIN.state, myBets: [{ id: 'AV-7:bet:9', roundId: 'AV-7', slot: 1, amount: 500_00, autoCashOut: 300, queued: false, cashOut: null }] } },
      12_000,
      requestSent(before, 0, 'bet'),
    );
    expect(again.slots[0]).toMatchObject({ pending: null, bet: { id: 'AV-7:bet:9', amount: 500_00, autoCashOut: 300 }, form: { stake: 500_00, autoCashOut: 300 } });
    expect(mainAction(again, 0)).toBe('cancel');
    expect(again.balance).toBe(500_00);
  });

  it('sends the auto cash-out target only when it is switched on, and checks the limits first', () => {
    const state = withForm(joined(), 0, { stake: 50_00, autoCashOut: 250 });
    expect(betRequest(state.slots[0].form, 0)).toEqual({ slot: 1, amount: 50_00 });
    expect(betRequest({ ...state.slots[0].form, autoCashOutOn: true }, 1)).toEqual({ slot: 2, amount: 50_00, autoCashOut: 250 });
    expect(formProblem(state, { ...state.slots[0].form, stake: 5_00 })).toBe('A stake is from ₹10 to ₹10,000.');
    expect(formProblem(state, { ...state.slots[0].form, autoCashOutOn: true, autoCashOut: 100 })).toBe('An auto cash-out is from 1.01× to 10000.00×.');
    expect(formProblem(state, state.slots[0].form)).toBeNull();
  });
});

describe('the one clock', () => {
  it('keeps the sample that spent least time on the way, within a window', () => {
    let clock = withServerTime(UNSYNCED, 10_500, 10_000);
    expect(clock.offset).toBe(500);
    // 400 ms is a later sample that travelled longer: the 500 stands.
    clock = withServerTime(clock, 20_400, 20_000);
    expect(clock.offset).toBe(500);
    // 21 s after the first sample it has left the window; of 400 and 450, 450.
    clock = withServerTime(clock, 31_450, 31_000);
    expect(CLOCK_WINDOW_MS).toBeLessThan(21_000);
    expect(clock.offset).toBe(450);
    expect(withServerTime(clock, undefined, 40_000)).toBe(clock);
  });
});

describe('history and money as shown', () => {
  it.each([
    [100, 'low'],
    [199, 'low'],
    [200, 'mid'],
    [999, 'mid'],
    [1000, 'high'],
    [123_456, 'high'],
  ])('%i hundredths is in the %s range', (hundredths, range) => {
    expect(crashRange(hundredths)).toBe(range);
  });

  it('keeps the last 40 crashes', () => {
    let history = [] as Array<{ roundId: string; crashPoint: number }>;
    for (let n = 1; n <= 45; n += 1) history = withCrash(history, { roundId: `R${n}`, crashPoint: 100 + n });
    expect(history).toHaveLength(40);
    expect(history[0]!.roundId).toBe('R6');
  });

  it.each([
    [1_00_000_00, '₹1,00,000.00'],
    [12_345_678_90, '₹1,23,45,678.90'],
    [5, '₹0.05'],
  ])('%i paise reads %s', (paise, text) => {
    expect(rupees(paise)).toBe(text);
  });

  it('reads stakes typed in rupees', () => {
    expect(paiseFromText('150')).toBe(150_00);
    expect(paiseFromText('1,000.5')).toBe(1_000_50);
    expect(paiseFromText('12.345')).toBeNull();
    expect(paiseFromText('abc')).toBeNull();
    expect(times(237)).toBe('2.37×');
  });
});

describe('a void round', () => {
  it('moves its bets to My Bets as void, the stake returned or the cash-out standing, and frees the slots', () => {
    let state = joinedState(JOIN, 1_000);
    state = applyEvent(state, 'round', { roundId: 'AV-9', commitment: 'c9', bettingClosesAt: 5_000, serverTime: 1_000 }, 1_000);
    state = { ...state, slots: [{ ...state.slots[0], bet: { id: 'AV-9:bet:1', roundId: 'AV-9', amount: 200_00, autoCashOut: null, cashOut: null } }, { ...state.slots[1], bet: { id: 'AV-9:bet:2', roundId: 'AV-9', amount: 100_00, autoCashOut: null, cashOut: { multiplier: 150, payout: 150_00, auto: false } } }] };
    state = applyEvent(state, 'round-void', { roundId: 'AV-9', bets: [{ betId: 'AV-9:bet:1', slot: 1, amount: 200_00, cashOut: null }, { betId: 'AV-9:bet:2', slot: 2, amount: 100_00, cashOut: { multiplier: 150, payout: 150_00 } }] }, 9_000);
    expect(state.slots.map((slot) => slot.bet)).toEqual([null, null]);
    expect(state.myResults.slice(0, 2)).toEqual([
      { roundId: 'AV-9', slot: 1, amount: 200_00, multiplier: null, payout: 200_00, crashPoint: null },
      { roundId: 'AV-9', slot: 2, amount: 100_00, multiplier: 150, payout: 150_00, crashPoint: null },
    ]);
    expect(state.announcement).toBe('Round AV-9 was void: your stake is back.');
    // Told twice (a reconnect), listed once.
    expect(applyEvent(state, 'round-void', { roundId: 'AV-9', bets: [{ betId: 'AV-9:bet:1', slot: 1, amount: 200_00, cashOut: null }] }, 9_500).myResults).toHaveLength(state.myResults.length);
  });
});
