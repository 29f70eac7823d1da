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

  it('goes on from a snapshot exactly as the simulator it was taken from, markets, results and all', () => {
    const whole = run(11, 250, 40);
    const board = new MarketBoard();
    const first: Array<[string, MarketResult]> = [];
    const feed = new FeedSimulator(board, { seed: 11, ballMs: 1000, onResult: (id, r) => first.push([id, r]) });
    feed.start(T0);
    for (let t = T0; t <= T0 + 17 * 60_000; t += 250) feed.tick(t);
    const snapshot = JSON.parse(JSON.stringify(feed.snapshot())) as ReturnType<FeedSimulator['snapshot']>;
    const later: Array<[string, MarketResult]> = [];
    const restoredBoard = new MarketBoard();
    const restored = FeedSimulator.restore(restoredBoard, { seed: 11, ballMs: 1000, onResult: (id, r) => later.push([id, r]) }, snapshot);
    expect(restored.at).toBe(T0 + 17 * 60_000);
    for (let t = T0 + 17 * 60_000 + 250; t <= T0 + 40 * 60_000; t += 250) restored.tick(t);
    restored.tick(T0 + 40 * 60_000);
    const prices = restoredBoard.all().map((m) => ({ id: m.id, status: m.status, runners: m.runners.map((r) => [r.back, r.lay]), line: m.line })).sort((a, b) => a.id.localeCompare(b.id));
    expect(prices).toEqual(whole.prices);
    expect([...first, ...later]).toEqual(whole.results);
    expect(restored.events().map((e) => e.id)).toEqual(whole.feed.events().map((e) => e.id));
  });

  it('catches up in one call however far behind, as if it had been ticked all along', () => {
    const ticked = run(5, 250, 90);
    const board = new MarketBoard();
    const results: Array<[string, MarketResult]> = [];
    const feed = new FeedSimulator(board, { seed: 5, ballMs: 1000, onResult: (id, r) => results.push([id, r]) });
    feed.start(T0);
    feed.catchUp(T0 + 90 * 60_000);
    const prices = board.all().map((m) => ({ id: m.id, status: m.status, runners: m.runners.map((r) => [r.back, r.lay]), line: m.line })).sort((a, b) => a.id.localeCompare(b.id));
    expect(prices).toEqual(ticked.prices);
    const sorted = (list: Array<[string, MarketResult]>) => [...list].sort((a, b) => a[0].localeCompare(b[0]));
    expect(sorted(results)).toEqual(sorted(ticked.results));
  });

  it('starts a later card after the rounds of the one before, so no market id comes back', () => {
    const earlier = run(9, 1000, 60);
    const ids = new Set([...earlier.results.map(([id]) => id), ...earlier.feed.events().flatMap((e) => e.marketIds)]);
    const board = new MarketBoard();
    const next = new FeedSimulator(board, { seed: 9, ballMs: 1000, onResult: () => {} });
    next.start(T0 + 3 * 3600_000, earlier.feed.rounds());
    next.catchUp(T0 + 4 * 3600_000);
    expect(board.all().filter((m) => ids.has(m.id))).toEqual([]);
  });

  it('runs every sport the spec names, in play and upcoming, and settles as play ends', () => {
    const { feed, results } = run(3, 500, 30);
    const types = new Set(feed.events().map((e) => e.eventTypeId));
    for (const type of ['4', '1', '2', 'v9', 'b9', '7', '4339']) expect(types, type).toContain(type);
    expect(feed.events().some((e) => e.inPlay)).toBe(true);
    expect(feed.events().some((e) => !e.inPlay && !e.finished)).toBe(true);
    const kinds = new Set(results.map(([, r]) => r.kind));
    expect(kinds).toEqual(new Set(['winner', 'placed', 'runs', 'void']));
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

describe('session lines of a T20 match', () => {
  it('offers at least fifteen lines on each innings and settles every one once, agreeing with the scorecard', () => {
    const board = new MarketBoard();
    const results = new Map<string, MarketResult[]>();
    const feed = new FeedSimulator(board, { seed: 21, ballMs: 1000, onResult: (id, r) => results.set(id, [...(results.get(id) ?? []), r]) });
    feed.start(T0);
    const match = feed.events().find((e) => e.competitionId === '101480' && e.openDate === T0)!;
    const lineIds = (innings: number) => board.all().filter((m) => m.eventId === match.id && m.line && new RegExp(`-r\\d+-[a-z]+${innings}(-|$)`).test(m.id)).map((m) => m.id);
    const offered = new Set<string>();
    const atStart: number[] = [lineIds(0).length];
    let score: ReturnType<FeedSimulator['score']> = null;
    for (let t = T0; t <= T0 + 20 * 60_000 && !score?.finished; t += 1000) {
      feed.tick(t);
      for (const id of [...lineIds(0), ...lineIds(1)]) offered.add(id);
      const now = feed.score(match.id);
      if (now?.kind === 'cricket' && now.target !== null && now.innings[1]!.overs === '0.0' && atStart.length === 1) atStart.push(lineIds(1).length);
      score = now;
    }
    expect(score?.kind === 'cricket' && score.finished).toBe(true);
    expect(atStart[0]).toBeGreaterThanOrEqual(15);
    expect(atStart[1]).toBeGreaterThanOrEqual(15);
    for (const id of offered) expect(results.get(id)?.length, id).toBe(1);
    if (score?.kind !== 'cricket') return;
    const figure = (key: string) => {
      const [result] = results.get([...offered].find((id) => id.endsWith(`-${key}`))!)!;
      return result!.kind === 'runs' ? result!.runs : null;
    };
    for (const index of [0, 1] as const) {
      const innings = score.innings[index]!;
      const prefix = (kind: string) => [...offered].filter((id) => new RegExp(`-${kind}${index}-\\d+$`).test(id)).map((id) => results.get(id)![0]!);
      const total = (list: MarketResult[]) => list.reduce((sum, r) => sum + (r.kind === 'runs' ? r.runs : 0), 0);
      expect(figure(`ir${index}`)).toBe(innings.runs);
      expect(figure(`oe${index}`)).toBe(innings.runs % 2);
      expect(figure(`wk${index}`)).toBe(innings.wickets);
      // No extras in the model: the batters' runs and the overs' runs each add up to the innings' runs.
      expect(total(prefix('bt'))).toBe(innings.runs);
      expect(total(prefix('o'))).toBe(innings.runs);
      const wickets = prefix('w').map((r) => (r.kind === 'runs' ? r.runs : -1));
      expect([...wickets].sort((a, b) => a - b)).toEqual(wickets);
    }
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

  it('never offers two levels at one price on any market, over an hour of every sport', () => {
    const board = new MarketBoard();
    const feed = new FeedSimulator(board, { seed: 3, ballMs: 1000, onResult: () => undefined });
    feed.start(T0);
    let runners = 0;
    for (let t = T0; t <= T0 + 60 * 60_000; t += 30_000) {
      feed.tick(t);
      for (const market of board.all()) {
        for (const runner of market.runners) {
          runners += 1;
          const backs = runner.back.map((l) => l.price);
          const lays = runner.lay.map((l) => l.price);
          expect(new Set(backs).size, `${market.id} back ${backs.join(' / ')}`).toBe(backs.length);
          expect(new Set(lays).size, `${market.id} lay ${lays.join(' / ')}`).toBe(lays.length);
          expect([...backs].sort((a, b) => b - a)).toEqual(backs);
          expect([...lays].sort((a, b) => a - b)).toEqual(lays);
        }
      }
    }
    expect(runners).toBeGreaterThan(1000);
  });

  it('names the winners with each result, as the market offered them', () => {
    const { results } = run(7, 1000, 45);
    const named = results.filter(([, r]) => r.kind === 'winner' || r.kind === 'placed');
    expect(named.length).toBeGreaterThan(5);
    for (const [id, result] of named) {
      if (result.kind === 'winner') expect(result.name, id).toMatch(/\D/);
      if (result.kind === 'placed') expect(result.names?.length, id).toBe(result.runnerIds.length);
    }
  });
});
