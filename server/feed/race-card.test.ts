import { describe, expect, it } from 'vitest';
import type { MarketResult } from '../exchange/settlement';
import { MarketBoard } from './market-board';
import { finishingOrder, placeChances, placeReductionFactorFor, placesPaid, RACE_SLOTS, reductionFactorFor } from './race-card';
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
    expect([placesPaid(4), placesPaid(5), placesPaid(7), placesPaid(8), placesPaid(12)]).toEqual([0, 2, 2, 3, 3]);
  });

  it('gives each runner its Harville chance of a place, worked by hand', () => {
    // Win chances ½, ⅓, ⅙, two places. A: ½ + ⅓·½/(⅔) + ⅙·½/(⅚) = ½ + ¼ + ⅒ = 0.85;
    // B: ⅓ + ½·⅓/(½) + ⅙·⅓/(⅚) = ⅓ + ⅓ + 1/15 = 0.7333…; C: 2 − 0.85 − 0.7333… = 0.4166…
    const chances = placeChances([1 / 2, 1 / 3, 1 / 6], 2);
    expect(chances.map((c) => c.toFixed(4))).toEqual(['0.8500', '0.7333', '0.4167']);
    // A withdrawn runner (chance 0) is never placed; three places of three: all placed.
    expect(placeChances([0.5, 0, 0.5], 2).map((c) => c.toFixed(4))).toEqual(['1.0000', '0.0000', '1.0000']);
    // Place reduction factor: the share of the places, 0.4167 / 2 = 20.8 %; under 2.5 %, none.
    expect([placeReductionFactorFor(0.4167, 2), placeReductionFactorFor(0.04, 2)]).toEqual([208, 0]);
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
    // The Place market: its own id, the places by the declared runners, a price never above the win price.
    const place = board.market(horse.marketIds[1]!)!;
    expect([place.name, place.status, place.numberOfWinners, place.runners.length]).toEqual(['To Be Placed', 'OPEN', placesPaid(horse.runners.length), horse.runners.length]);
    expect(place.id).not.toBe(win.id);
    for (const runner of place.runners) {
      const winRunner = win.runners.find((r) => r.id === runner.id)!;
      expect([runner.back.length, runner.lay.length]).toEqual([3, 3]);
      expect(runner.back[0]!.price).toBeLessThanOrEqual(winRunner.back[0]!.price);
      expect(runner.lay[0]!.price).toBeLessThanOrEqual(winRunner.lay[0]!.price);
      expect(runner.back[2]!.price).toBeGreaterThanOrEqual(101);
    }
    const greyhoundPlace = board.market(greyhound.marketIds[1]!)!;
    expect(greyhoundPlace.numberOfWinners).toBe(2);

    // 20 s before the off a runner is withdrawn: out of the market, with its factor.
    feed.tick(T0 + 40_000);
    const removed = horse.race!.runners.find((r) => r.status === 'REMOVED')!;
    expect(withdrawals).toContainEqual([win.id, removed.id, removed.reductionFactor]);
    expect(withdrawals).toContainEqual([place.id, removed.id, removed.placeReductionFactor]);
    expect(board.market(win.id)!.runners.map((r) => r.id)).not.toContain(removed.id);
    expect(board.market(place.id)!.runners.map((r) => r.id)).not.toContain(removed.id);

    feed.tick(T0 + 60_000);
    expect([horse.inPlay, board.market(win.id)!.status, board.market(place.id)!.status]).toEqual([true, 'SUSPENDED', 'SUSPENDED']);
    feed.tick(T0 + 70_000);
    expect(horse.finished).toBe(true);
    const placings = horse.race!.placings!;
    expect(placings).toHaveLength(horse.runners.length - 1);
    expect(placings).not.toContain(removed.id);
    const nameOf = (id: string) => horse.runners.find((r) => r.id === id)!.name;
    expect(results).toContainEqual([win.id, { kind: 'winner', runnerId: placings[0], name: nameOf(placings[0]!) }]);
    const placed = placings.slice(0, place.numberOfWinners);
    expect(results).toContainEqual([place.id, { kind: 'placed', runnerIds: placed, names: placed.map(nameOf) }]);
    expect(horse.race!.runners.find((r) => r.id === placings[0])!.status).toBe('WINNER');
    expect(horse.race!.runners.find((r) => r.id === placings[1])!.status).toBe('PLACED');
    // The next race at the venue follows once the result has been shown.
    feed.tick(T0 + 75_000);
    expect(races().filter((e) => e.competitionId === horse.competitionId).map((e) => e.openDate)).toEqual([T0 + 135_000]);
  });
});
