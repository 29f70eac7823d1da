import { describe, expect, it } from 'vitest';
import { MarketBoard } from './market-board';
import { FeedSimulator } from './simulator';
import { marketDelta } from '../realtime/market-delta';
import type { MarketResult } from '../exchange/settlement';

const T0 = 1_800_000_000_000;

function run(seed: number, tickMs: number, minutes: number) {
  const board = new MarketBoard();
  const results: Array<[string, MarketResult]> = [];
  const feed = new FeedSimulator(board, { seed, ballMs: 1000, onResult: (id, r) => results.push([id, r]) });
  feed.start(T0);
  for (let t = T0; t <= T0 + minutes * 60_000; t += tickMs) feed.tick(t);
  feed.tick(T0 + minutes * 60_000);
  const prices = board
    .all()
    .map((m) => ({ id: m.id, status: m.status, runners: m.runners.map((r) => [r.back, r.lay]), line: m.line }))
    .sort((a, b) => a.id.localeCompare(b.id));
  return { feed, results, prices };
}

describe('feed simulator', () => {
  it('gives the same feed for the same seed, however often it is ticked', () => {
    const coarse = run(7, 1000, 12);
    const fine = run(7, 130, 12);
    const sorted = (results: Array<[string, MarketResult]>) => [...results].sort((a, b) => a[0].localeCompare(b[0]));
    expect(sorted(fine.results)).toEqual(sorted(coarse.results));
    expect(fine.prices).toEqual(coarse.prices);
    expect(run(8, 1000, 12).results).not.toEqual(coarse.results);
  });

  it('runs every sport the spec names, in play and upcoming, and settles as play ends', () => {
    const { feed, results } = run(3, 500, 30);
    const types = new Set(feed.events().map((e) => e.eventTypeId));
    for (const type of ['4', '1', '2', 'v9', 'b9', '7', '4339']) expect(types, type).toContain(type);
    expect(feed.events().some((e) => e.inPlay)).toBe(true);
    expect(feed.events().some((e) => !e.inPlay && !e.finished)).toBe(true);
    const kinds = new Set(results.map(([, r]) => r.kind));
    expect(kinds).toEqual(new Set(['winner', 'placed', 'runs']));
    expect(new Set(results.map(([id]) => id)).size).toBe(results.length);
  });

  it('quotes three back and three lay levels on the ladder, session lines a run apart, and cricket scores', () => {
    const { feed } = run(5, 500, 3);
    const board = (feed as unknown as { board: MarketBoard }).board;
    const odds = board.all().find((m) => m.type === 'MATCH_ODDS' && m.eventTypeId === '4' && m.status === 'OPEN')!;
    for (const runner of odds.runners) {
      expect(runner.back.map((l) => l.price)).toEqual([...runner.back.map((l) => l.price)].sort((a, b) => b - a));
      expect(runner.back).toHaveLength(3);
      expect(runner.lay).toHaveLength(3);
      expect(runner.lay[0]!.price).toBeGreaterThan(runner.back[0]!.price);
    }
    const session = board.all().find((m) => m.type === 'SESSION' && m.eventTypeId === '4')!;
    expect(session.line!.yesLine - session.line!.noLine).toBe(1);
    const score = feed.score(odds.eventId) as { kind: string; innings: Array<{ runs: number; overs: string }> };
    expect(score.kind).toBe('cricket');
    expect(score.innings[0]!.overs).toMatch(/^\d+\.\d$/);
  });
});

describe('market deltas', () => {
  it('carry only what changed', () => {
    const board = new MarketBoard();
    const first = board.put({ id: 'm', name: 'Match Odds', type: 'MATCH_ODDS', eventTypeId: '4', eventId: 'e', eventName: 'E', competitionId: 'c', competitionName: 'C', status: 'OPEN', runners: [
      { id: 'a', name: 'A', back: [{ price: 200, size: 1000 }], lay: [{ price: 202, size: 1000 }] },
      { id: 'b', name: 'B', back: [{ price: 190, size: 1000 }], lay: [{ price: 192, size: 1000 }] },
    ] });
    expect(marketDelta(first, undefined, 1)).toMatchObject({ full: true, ts: 1 });
    const second = board.update('m', (m) => ({ ...m, runners: [m.runners[0]!, { ...m.runners[1]!, back: [{ price: 188, size: 500 }] }] }))!;
    expect(marketDelta(second, first, 2)).toEqual({ marketId: 'm', eventId: 'e', version: 2, ts: 2, status: 'OPEN', runners: [{ selectionId: 'b', runnerName: 'B', back: [{ price: 1.88, size: 5 }], lay: [{ price: 1.92, size: 10 }] }] });
    expect(marketDelta(second, second, 3)).toBeNull();
  });
});
