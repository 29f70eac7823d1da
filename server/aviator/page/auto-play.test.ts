/**
 * Auto play with worked numbers: the page bets again at each round's opening until the rounds are
 * played or the balance has moved by a stop amount since auto play started.
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, joinedState, type AviatorState } from './aviator-state';
import { autoPlayDecision, startAutoPlay } from './auto-play';
import { autoPlayStarted, autoPlayTurn, betAnswered, withForm } from './slot-actions';

const JOIN = {
  success: true,
  playerId: 'p1',
  balance: 1_000_00,
  state: { serverTime: 0, limits: { minStake: 10_00, maxStake: 10_000_00, minAutoCashOut: 101, maxAutoCashOut: 1_000_000 }, round: { roundId: 'R1', phase: 'betting', commitment: 'c', bettingClosesAt: 5_000, takeOffAt: null }, myBets: [], history: [] },
};

/** One round of slot 1's auto play: the turn at the opening, the bet's ack, then the balance once the round is paid. */
function playRound(state: AviatorState, roundId: string, balanceAfterRound: number): { state: AviatorState; bet: boolean } {
  const turn = autoPlayTurn(state);
  let next = turn.state;
  const bet = turn.bet.includes(0);
  if (bet) next = betAnswered(next, 0, { success: true, message: 'placed', bet: { id: `${roundId}:bet`, roundId, slot: 1, amount: next.slots[0].form.stake, autoCashOut: null, queued: false, cashOut: null }, balance: next.balance - next.slots[0].form.stake });
  next = applyEvent(next, 'take-off', { roundId, at: 1 }, 0);
  next = applyEvent(next, 'crash', { roundId, crashPoint: 250, at: 2, seed: 's', commitment: 'c', clientSeeds: ['a', 'b', 'c'] }, 0);
  next = applyEvent(next, 'balance', { balance: balanceAfterRound }, 0);
  const following = `R${Number(roundId.slice(1)) + 1}`;
  next = applyEvent(next, 'round', { roundId: following, commitment: 'c', bettingClosesAt: 0 }, 0);
  return { state: next, bet };
}

const started = (settings: { autoRounds: number; stopIfUp: number | null; stopIfDown: number | null }) => autoPlayStarted(withForm(joinedState(JOIN, 0), 0, { stake: 100_00, ...settings }), 0);

describe('auto play', () => {
  it('stops when the balance is down ₹250 or more: ₹1,000 → 900 → 800 → 700, three ₹100 bets lost', () => {
    let state = started({ autoRounds: 10, stopIfUp: null, stopIfDown: 250_00 });
    const bets: boolean[] = [];
    for (const [round, after] of [['R1', 900_00], ['R2', 800_00], ['R3', 700_00]] as const) {
      const played = playRound(state, round, after);
      state = played.state;
      bets.push(played.bet);
    }
    expect(bets).toEqual([true, true, true]);
    expect(state.slots[0].auto!.roundsLeft).toBe(7);
    // At R4's opening the balance is ₹300 down: no fourth bet.
    const turn = autoPlayTurn(state);
    expect(turn.bet).toEqual([]);
    expect(turn.state.slots[0].auto).toBeNull();
    expect(turn.state.status).toBe('Auto play stopped: the balance is down ₹300.00.');
  });

  it('stops when the balance is up ₹150 or more: won ₹100 at 2.00× (₹1,100), then ₹60 at 1.60× (₹1,160)', () => {
    let state = started({ autoRounds: 10, stopIfUp: 150_00, stopIfDown: null });
    state = playRound(state, 'R1', 1_000_00 - 100_00 + 200_00).state;
    expect(state.slots[0].auto).not.toBeNull();
    state = playRound(state, 'R2', 1_100_00 - 100_00 + 160_00).state;
    const turn = autoPlayTurn(state);
    expect(turn.bet).toEqual([]);
    expect(turn.state.status).toBe('Auto play stopped: the balance is up ₹160.00.');
  });

  it('plays the number of rounds asked for, then says so', () => {
    let state = started({ autoRounds: 2, stopIfUp: null, stopIfDown: null });
    expect(playRound(state, 'R1', 900_00).bet).toBe(true);
    state = playRound(state, 'R1', 900_00).state;
    expect(state.slots[0].auto!.roundsLeft).toBe(1);
    state = playRound(state, 'R2', 800_00).state;
    expect(state.slots[0].auto!.roundsLeft).toBe(0);
    const turn = autoPlayTurn(state);
    expect(turn.bet).toEqual([]);
    expect(turn.state.status).toBe('Auto play finished: 2 rounds played.');
  });

  it('stops on a refused bet, with the provider’s message', () => {
    const state = started({ autoRounds: 5, stopIfUp: null, stopIfDown: null });
    const turn = autoPlayTurn(state);
    const refused = betAnswered(turn.state, 0, { success: false, code: 'INSUFFICIENT_FUNDS', message: 'Your balance is too low for this bet.' });
    expect(refused.slots[0].auto).toBeNull();
    expect(refused.status).toBe('Auto play stopped: Your balance is too low for this bet.');
  });

  it('does not bet over a bet already standing in the slot', () => {
    let state = started({ autoRounds: 5, stopIfUp: null, stopIfDown: null });
    state = betAnswered(state, 0, { success: true, message: 'placed', bet: { id: 'b', roundId: 'R1', slot: 1, amount: 100_00, autoCashOut: null, queued: false, cashOut: null }, balance: 900_00 });
    expect(autoPlayTurn(state).bet).toEqual([]);
    expect(autoPlayTurn(state).state.slots[0].auto!.roundsLeft).toBe(5);
  });

  it.each([
    [1_049_99, { bet: true }],
    [1_050_00, { bet: false, reason: 'Auto play stopped: the balance is up ₹50.00.' }],
    [980_00, { bet: true }],
    [979_00, { bet: false, reason: 'Auto play stopped: the balance is down ₹21.00.' }],
  ])('from ₹1,000 with stops at +₹50 and −₹21, a balance of %i paise → %o', (balance, decision) => {
    expect(autoPlayDecision(startAutoPlay({ rounds: 3, stopIfUp: 50_00, stopIfDown: 21_00 }, 1_000_00), balance)).toEqual(decision);
  });
});
