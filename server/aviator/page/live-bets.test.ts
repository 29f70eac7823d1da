/** All Bets and Top from the `bets` and `cash-outs` events: totals as the server counts, entries newest first. */
import { describe, expect, it } from 'vitest';
import { emptyLive, LIVE_LISTED, withBets, withCashOuts, withTopCashOuts } from './live-bets';

describe('the live bets lists', () => {
  it('adds bets newest first, drops cancelled ones, marks cash-outs and keeps the server’s totals', () => {
    let live = withBets(emptyLive('R1'), { roundId: 'R1', count: 2, staked: 300_00, bets: [['a***1', 1, 100_00, null], ['b***2', 1, 200_00, 150]], cancelled: [] });
    expect(live.bets.map((b) => b.player)).toEqual(['b***2', 'a***1']);
    live = withBets(live, { roundId: 'R1', count: 2, staked: 250_00, bets: [['c***3', 2, 50_00, null]], cancelled: [['a***1', 1]] });
    expect(live).toMatchObject({ count: 2, staked: 250_00 });
    expect(live.bets.map((b) => b.player)).toEqual(['c***3', 'b***2']);
    live = withCashOuts(live, { roundId: 'R1', count: 1, paid: 300_00, batch: 1, cashOuts: [['b***2', 1, 200_00, 150, 300_00, 1000, true]] });
    expect(live).toMatchObject({ cashOuts: 1, paid: 300_00 });
    expect(live.bets[1]!.cashOut).toEqual({ multiplier: 150, payout: 300_00 });
    // A cash-out of a bet the list had not shown is added.
    live = withCashOuts(live, { roundId: 'R1', count: 2, paid: 320_00, batch: 1, cashOuts: [['d***4', 1, 10_00, 200, 20_00, 1100, false]] });
    expect(live.bets.at(-1)).toMatchObject({ player: 'd***4', cashOut: { multiplier: 200, payout: 20_00 } });
  });

  it('keeps simulated bettors marked, apart from a real player of the same label, and their count beside the totals', () => {
    let live = withBets(emptyLive('R1'), { roundId: 'R1', count: 1, staked: 100_00, simulated: 1, bets: [['a***1', 1, 100_00, null], ['a***1', 1, 100_00, 150, true]], cancelled: [] });
    expect(live).toMatchObject({ count: 1, staked: 100_00, simulated: 1 });
    expect(live.bets.map((b) => b.simulated)).toEqual([true, false]);
    live = withCashOuts(live, { roundId: 'R1', count: 0, paid: 0, batch: 0, cashOuts: [['a***1', 1, 100_00, 150, 150_00, 1000, true, true]] });
    expect(live.bets.map((b) => [b.simulated, b.cashOut])).toEqual([
      [true, { multiplier: 150, payout: 150_00 }],
      [false, null],
    ]);
    // A real player's cancel never takes a simulated row away.
    live = withBets(live, { roundId: 'R1', count: 0, staked: 0, simulated: 1, bets: [], cancelled: [['a***1', 1]] });
    expect(live.bets.map((b) => b.simulated)).toEqual([true]);
    expect(withTopCashOuts([], { roundId: 'R1', cashOuts: [['a***1', 1, 100_00, 150, 150_00, 1000, true, true]] })).toEqual([{ roundId: 'R1', player: 'a***1', amount: 100_00, multiplier: 150, payout: 150_00, simulated: true }]);
  });

  it(`shows at most ${LIVE_LISTED} entries`, () => {
    const bets = Array.from({ length: 60 }, (_, i) => [`p***${i}`, 1, 10_00, null]);
    expect(withBets(emptyLive('R1'), { count: 60, staked: 600_00, bets, cancelled: [] }).bets).toHaveLength(LIVE_LISTED);
  });

  it('keeps the ten largest cash-outs of the session by payout, each once', () => {
    let top = withTopCashOuts([], { roundId: 'R1', cashOuts: [['a***1', 1, 100_00, 150, 150_00, 0, false], ['b***2', 1, 10_00, 1000, 100_00, 0, true]] });
    top = withTopCashOuts(top, { roundId: 'R1', cashOuts: [['a***1', 1, 100_00, 150, 150_00, 0, false]] });
    top = withTopCashOuts(top, { roundId: 'R2', cashOuts: [['c***3', 2, 1_000_00, 120, 1_200_00, 0, false]] });
    expect(top.map((t) => [t.player, t.payout])).toEqual([
      ['c***3', 1_200_00],
      ['a***1', 150_00],
      ['b***2', 100_00],
    ]);
    for (let n = 0; n < 20; n += 1) top = withTopCashOuts(top, { roundId: `S${n}`, cashOuts: [['x***x', 1, 10_00, 101, 10_10 + n, 0, false]] });
    expect(top).toHaveLength(10);
    expect(top[0]!.payout).toBe(1_200_00);
  });
});
