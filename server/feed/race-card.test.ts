import { describe, expect, it } from 'vitest';
import type { MarketResult } from '../exchange/settlement';
import { MarketBoard } from './market-board';
import { finishingOrder, placesPaid, RACE_SLOTS, reductionFactorFor } from './race-card';
import { seededRandom } from './random';
import { FeedSimulator } from './simulator';

const T0 = 1_800_000_000_000;

describe('race cards', () => {
  it.each([
    [0.125, 125],
    [0.3333, 333],
    [0.025, 25],
    [0.024, 0], // 2.4 %, under 2.5 %: no factor
  ])('a non-runner with win chance %f brings a reduction factor of %i tenths of a percent', (chance, factor) => {
    expect(reductionFactorFor(chance)).toBe(factor);
  });

  it('draws a finishing order of every runner still running, once each', () => {
    const order = finishingOrder([1, 1, 1, 1, 1], [true, false, true, true, true], seededRandom(1));
    expect([...order].sort()).toEqual([0, 2, 3, 4]);
    expect([placesPaid(5), placesPaid(7), placesPaid(8)]).toEqual([2, 2, 3]);
  });

  it('runs each race: a card with runner details, a non-runner withdrawn before the off, suspended at the off, then placings and a Win result', () => {
    const board = new MarketBoard();
    const results: Array<[string, MarketResult]> = [];
    const withdrawals: Array<[string, string, number]> = [];
    const timing = { firstOffMs: RACE_SLOTS.map(() => 60_000), nonRunnerChance: 1, nonRunnerBeforeOffMs: 20_000, runMs: 10_000, resultShownMs: 5_000, nextRaceMs: 60_000 };
    const feed = new FeedSimulator(board, { seed: 11, raceTiming: timing, onResult: (id, r) => results.push([id, r]), onNonRunner: (m, r, f) => withdrawals.push([m, r, f]) });
    feed.start(T0);
    const races = () => feed.events().filter((e) => e.race);
    expect(races().map((e) => [e.eventTypeId, e.countryCode, e.competitionName])).toEqual(RACE_SLOTS.map((v) => [v.eventTypeId, v.countryCode, v.venue]));
    const horse = races()[0]!;
    const greyhound = races()[1]!;
    expect(horse.race!.runners[0]).toMatchObject({ number: 1, status: 'ACTIVE', jockey: expect.any(String), trainer: expect.any(String), form: expect.stringMatching(/^[0-9-]{3,5}$/), colour: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(greyhound.race!.runners.map((r) => [r.number, r.colour, r.jockey])).toEqual([1, 2, 3, 4, 5, 6].map((n) => [n, expect.any(String), null]));
    const win = board.market(horse.marketIds[0]!)!;
    expect([win.name, win.status, win.runners.length]).toEqual(['Win', 'OPEN', horse.runners.length]);
    expect(win.runners.every((r) => r.back.length === 3 && r.lay.length === 3)).toBe(true);

    // 20 s before the off a runner is withdrawn: out of the market, with its factor.
    feed.tick(T0 + 40_000);
    const removed = horse.race!.runners.find((r) => r.status === 'REMOVED')!;
    expect(withdrawals).toContainEqual([win.id, removed.id, removed.reductionFactor]);
    expect(board.market(win.id)!.runners.map((r) => r.id)).not.toContain(removed.id);

    feed.tick(T0 + 60_000);
    expect([horse.inPlay, board.market(win.id)!.status]).toEqual([true, 'SUSPENDED']);
    feed.tick(T0 + 70_000);
    expect(horse.finished).toBe(true);
    const placings = horse.race!.placings!;
    expect(placings).toHaveLength(horse.runners.length - 1);
    expect(placings).not.toContain(removed.id);
    expect(results).toContainEqual([win.id, { kind: 'winner', runnerId: placings[0] }]);
    expect(horse.race!.runners.find((r) => r.id === placings[0])!.status).toBe('WINNER');
    expect(horse.race!.runners.find((r) => r.id === placings[1])!.status).toBe('PLACED');
    // The next race at the venue follows once the result has been shown.
    feed.tick(T0 + 75_000);
    expect(races().filter((e) => e.competitionId === horse.competitionId).map((e) => e.openDate)).toEqual([T0 + 135_000]);
  });
});
