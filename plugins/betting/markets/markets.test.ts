import { describe, expect, it, vi } from 'vitest';
import { deltaFromWire, eventMarketsFromWire, marketFromWire, packRunners, unpackRunners } from './adapter';
import { createMarketFeed } from './feed';
import { createFrameWork } from './frame';
import { CONNECT_GRACE_MS, STALE_AFTER_MS, isStale } from './freshness';
import { cellKey, marketKey, shapeKey, statusKey } from './keys';
import { applyDelta, levelOf, marketOf, putMarket, shapeOf } from './price-book';
import { createMarketStore, MAX_WAITING } from './store';
import { fakeSocket } from '../../../tests/support/fake-socket';

const wireMarket = (over: Record<string, unknown> = {}) => ({
  marketId: '1.1',
  marketName: 'Match Odds',
  marketType: 'MATCH_ODDS',
  status: 'OPEN',
  version: 3,
  eventId: '31',
  eventName: 'A v B',
  eventTypeId: '4',
  competitionId: '101',
  competitionName: 'IPL',
  runners: [
    { selectionId: 'a', runnerName: 'A', back: [{ price: 2, size: 100 }, { price: 1.98, size: 50 }], lay: [{ price: 2.02, size: 80 }] },
    { selectionId: 'b', runnerName: 'B', back: [{ price: 1.9, size: 10 }], lay: [{ price: 1.92, size: 20 }] },
  ],
  ...over,
});

const held = () => marketFromWire(wireMarket(), 1000)!;

describe('market adapter', () => {
  it.each([
    ['a full market', wireMarket(), { marketId: '1.1', marketType: 'MATCH_ODDS', status: 'OPEN', version: 3, competitionName: 'IPL' }],
    ['numeric ids become strings', wireMarket({ marketId: 7, eventId: 31 }), { marketId: '7', eventId: '31' }],
    ['a missing status reads OPEN', wireMarket({ status: undefined }), { status: 'OPEN' }],
  ])('%s', (_name, wire, expected) => {
    expect(marketFromWire(wire, 5)).toMatchObject({ ...expected, receivedAt: 5, serverTs: 5 });
  });

  it('reads a session line and leaves runner markets without one', () => {
    expect(marketFromWire(wireMarket({ marketType: 'SESSION', noLine: 40, noRate: 100, yesLine: 41, yesRate: 100, maxSize: 5000 }), 0)?.line).toEqual({ noLine: 40, noRate: 100, yesLine: 41, yesRate: 100, maxSize: 5000 });
    expect(marketFromWire(wireMarket(), 0)?.line).toBeUndefined();
  });

  it('reads the stake limits a line carries as paise, and keeps them through a full delta; none when either is missing', () => {
    const wire = wireMarket({ marketType: 'SESSION', noLine: 40, noRate: 100, yesLine: 41, yesRate: 100, minBet: 1, maxBet: 100000 });
    expect(marketFromWire(wire, 0)?.stakeLimits).toEqual({ minBet: 100, maxBet: 10_000_000 });
    expect(deltaFromWire({ ...wire, full: true })?.full?.stakeLimits).toEqual({ minBet: 100, maxBet: 10_000_000 });
    expect(marketFromWire(wireMarket({ marketType: 'SESSION', minBet: 1 }), 0)?.stakeLimits).toBeUndefined();
    expect(marketFromWire(wireMarket({ marketType: 'SESSION', minBet: 'x', maxBet: 5 }), 0)?.stakeLimits).toBeUndefined();
  });

  it.each([[null], ['text'], [{}], [{ marketId: '' }], [[1, 2]]])('rejects %j', (wire) => {
    expect(marketFromWire(wire, 0)).toBeNull();
    expect(deltaFromWire(wire)).toBeNull();
  });

  it('reads the event group in page order: match odds, bookmaker, sessions, innings runs', () => {
    const body = { success: true, result: { matchOdds: [wireMarket({ marketId: 'm' })], bookmaker: [wireMarket({ marketId: 'b', marketType: 'Special' })], fancy: [wireMarket({ marketId: 's', marketType: 'SESSION' })], inningsRuns: [] } };
    expect(eventMarketsFromWire(body, 0).map((m) => m.marketId)).toEqual(['m', 'b', 's']);
    expect(eventMarketsFromWire({ success: false }, 0)).toEqual([]);
  });

  it('takes the server time of a delta from ts, and leaves it to the arrival time without one', () => {
    expect(deltaFromWire({ marketId: '1.1', version: 4, ts: 777, runners: [] })).toMatchObject({ serverTs: 777, full: null, version: 4 });
    expect(deltaFromWire({ marketId: '1.1', version: 4, runners: [] })?.serverTs).toBeNull();
  });

  it('packs runners into ids, names, level counts and one array of prices and sizes', () => {
    const packed = packRunners([
      { selectionId: 'a', runnerName: 'A', back: [{ price: 2, size: 100 }, { price: 1.98, size: 50 }], lay: [{ price: 2.02, size: 80 }] },
      { selectionId: 7, back: 'none', lay: [{ price: '3.5', size: 9 }, null] },
      'not a runner',
    ]);
    expect([packed.ids, packed.names, [...packed.depths], [...packed.levels]]).toEqual([
      ['a', '7'],
      ['A', ''],
      [2, 1, 0, 1],
      [2, 100, 1.98, 50, 2.02, 80, 3.5, 9],
    ]);
    expect(unpackRunners(packed)).toEqual([
      { selectionId: 'a', runnerName: 'A', back: [{ price: 2, size: 100 }, { price: 1.98, size: 50 }], lay: [{ price: 2.02, size: 80 }] },
      { selectionId: '7', runnerName: '', back: [], lay: [{ price: 3.5, size: 9 }] },
    ]);
  });

  it('reads a full delta as the market fields, with its line and runners packed', () => {
    const delta = deltaFromWire({ ...wireMarket({ marketType: 'SESSION', noLine: 40, noRate: 100, yesLine: 41, yesRate: 90 }), full: true, ts: 5 })!;
    expect(delta.full).toMatchObject({ marketId: '1.1', marketType: 'SESSION', eventId: '31', status: 'OPEN', version: 3 });
    expect(delta.full).not.toHaveProperty('runners');
    expect(delta.line).toEqual({ noLine: 40, noRate: 100, yesLine: 41, yesRate: 90 });
    expect(delta.runners.ids).toEqual(['a', 'b']);
  });
});

describe('the price book', () => {
  const every = { has: () => true };
  const delta = (over: Record<string, unknown>) => deltaFromWire({ marketId: '1.1', version: 4, ts: 2000, status: 'OPEN', runners: [], ...over })!;
  const book = () => putMarket(undefined, held()).book;

  it.each([
    ['a moved best back price', { runners: [{ selectionId: 'a', runnerName: 'A', back: [{ price: 2.1, size: 100 }, { price: 1.98, size: 50 }], lay: [{ price: 2.02, size: 80 }] }] }, [cellKey('1.1', 'a', 'back', 0)]],
    ['a changed size at level 1', { runners: [{ selectionId: 'a', runnerName: 'A', back: [{ price: 2, size: 100 }, { price: 1.98, size: 51 }], lay: [{ price: 2.02, size: 80 }] }] }, [cellKey('1.1', 'a', 'back', 1)]],
    ['a level that went away', { runners: [{ selectionId: 'a', runnerName: 'A', back: [{ price: 2, size: 100 }], lay: [{ price: 2.02, size: 80 }] }] }, [cellKey('1.1', 'a', 'back', 1)]],
    ['a suspension', { status: 'SUSPENDED' }, [statusKey('1.1')]],
    ['a new runner', { runners: [{ selectionId: 'c', runnerName: 'Draw', back: [{ price: 5, size: 1 }], lay: [] }] }, [cellKey('1.1', 'c', 'back', 0), shapeKey('1.1')]],
    ['a renamed runner', { runners: [{ ...wireMarket().runners[1], runnerName: 'Bee' }] }, [shapeKey('1.1')]],
    ['a runner resent unchanged', { runners: [wireMarket().runners[1]] }, []],
  ])('%s changes only its keys', (_name, over, keys) => {
    const held = book();
    const changed = applyDelta(held, delta(over), 2100, every)!;
    expect(changed.filter((k) => k !== marketKey('1.1')).sort()).toEqual([...keys].sort());
    expect(marketOf(held)).toMatchObject({ version: 4, serverTs: 2000, receivedAt: 2100 });
  });

  it('makes cell keys only for the runners someone draws, and for runners new to the market', () => {
    const held = book();
    const moved = { selectionId: 'a', runnerName: 'A', back: [{ price: 2.1, size: 100 }, { price: 1.98, size: 50 }], lay: [{ price: 2.02, size: 80 }] };
    const changed = applyDelta(held, delta({ runners: [moved, { selectionId: 'c', runnerName: 'Draw', back: [{ price: 5, size: 1 }], lay: [] }] }), 0, new Set(['b']))!;
    expect(changed.sort()).toEqual([marketKey('1.1'), cellKey('1.1', 'c', 'back', 0), shapeKey('1.1')].sort());
    // The book holds the new price all the same.
    expect(levelOf(held, 'a', 'back', 0)).toEqual({ price: 2.1, size: 100 });
  });

  it('keeps untouched levels and runners as the same objects, and gives moved ones new objects', () => {
    const held = book();
    const before = marketOf(held);
    const best = levelOf(held, 'a', 'back', 0);
    applyDelta(held, delta({ runners: [{ selectionId: 'a', runnerName: 'A', back: [{ price: 2.1, size: 100 }, { price: 1.98, size: 50 }], lay: [{ price: 2.02, size: 80 }] }] }), 2100, every);
    const after = marketOf(held);
    expect(after).not.toBe(before);
    expect(after.runners[1]).toBe(before.runners[1]);
    expect(after.runners[0]!.back[1]).toBe(before.runners[0]!.back[1]);
    expect(after.runners[0]!.lay[0]).toBe(before.runners[0]!.lay[0]);
    expect(after.runners[0]!.back[0]).toEqual({ price: 2.1, size: 100 });
    expect(levelOf(held, 'a', 'back', 0)).not.toBe(best);
    expect(levelOf(held, 'a', 'back', 0)).toBe(after.runners[0]!.back[0]);
    expect(marketOf(held)).toBe(after);
  });

  it('makes room for a delta with more levels than it held, keeping what it had', () => {
    const held = book();
    const deep = Array.from({ length: 5 }, (_, i) => ({ price: 2 - i / 100, size: 10 + i }));
    applyDelta(held, delta({ runners: [{ selectionId: 'a', back: deep, lay: [{ price: 2.02, size: 80 }] }] }), 0, every);
    expect(marketOf(held).runners[0]!.back).toEqual(deep);
    expect(marketOf(held).runners[1]).toMatchObject({ back: [{ price: 1.9, size: 10 }], lay: [{ price: 1.92, size: 20 }] });
  });

  it('merges a line change into the held line', () => {
    const held = putMarket(undefined, marketFromWire(wireMarket({ marketType: 'SESSION', noLine: 40, noRate: 100, yesLine: 41, yesRate: 100 }), 0)!).book;
    applyDelta(held, delta({ noLine: 42, yesLine: 43 }), 0, every);
    expect(marketOf(held).line).toMatchObject({ noLine: 42, yesLine: 43 });
  });

  it.each([
    ['older than what is held', 2],
    ['the version already held', 3],
  ])('ignores a delta %s', (_name, version) => {
    const held = book();
    expect(applyDelta(held, delta({ version, status: 'SUSPENDED' }), 0, every)).toBeNull();
    expect(marketOf(held).status).toBe('OPEN');
  });

  it('puts a snapshot over what was held: reordered and dropped runners, objects kept where nothing moved', () => {
    const held = book();
    const before = marketOf(held);
    const shape = shapeOf(held);
    const next = marketFromWire(wireMarket({ version: 9, runners: [wireMarket().runners[1], { ...wireMarket().runners[0], lay: [{ price: 2.04, size: 80 }] }] }), 50)!;
    const { book: put, changed } = putMarket(held, next);
    const after = marketOf(put);
    expect(after.runners.map((r) => r.selectionId)).toEqual(['b', 'a']);
    expect(after.runners[0]).toBe(before.runners[1]);
    expect(after.runners[1]!.back[0]).toBe(before.runners[0]!.back[0]);
    expect(after.runners[1]!.lay[0]).toEqual({ price: 2.04, size: 80 });
    expect(changed.sort()).toEqual([marketKey('1.1'), shapeKey('1.1'), cellKey('1.1', 'a', 'lay', 0)].sort());
    expect(shapeOf(put)).not.toBe(shape);
    const dropped = putMarket(put, marketFromWire(wireMarket({ runners: [wireMarket().runners[1]] }), 60)!);
    expect(dropped.changed).toEqual(expect.arrayContaining([cellKey('1.1', 'a', 'back', 0), cellKey('1.1', 'a', 'back', 1), cellKey('1.1', 'a', 'lay', 0), shapeKey('1.1')]));
    expect(levelOf(dropped.book, 'a', 'back', 0)).toBeUndefined();
  });

  it('keeps the runner list object across a snapshot with the same runners', () => {
    const held = book();
    const shape = shapeOf(held);
    const { book: put, changed } = putMarket(held, marketFromWire(wireMarket({ version: 5 }), 70)!);
    expect(shapeOf(put)).toBe(shape);
    expect(changed).toEqual([marketKey('1.1')]);
  });
});

describe('frame work', () => {
  const frames = () => {
    const queue: Array<() => void> = [];
    return { schedule: (f: () => void) => void queue.push(f), run: () => queue.splice(0).forEach((f) => f()), pending: () => queue.length };
  };
  /** A job of `steps` steps that records them and stops when the frame is out of time. */
  const stepper = (name: string, steps: number, log: string[]) => {
    let done = 0;
    return (hasTime: () => boolean) => {
      do log.push(`${name}${(done += 1)}`);
      while (done < steps && hasTime());
      return done === steps;
    };
  };

  it('asks for one frame however many jobs are waiting, and none once they are done', () => {
    const frame = frames();
    const work = createFrameWork(frame.schedule);
    const log: string[] = [];
    work.request(stepper('a', 2, log));
    work.request(stepper('b', 1, log));
    expect(frame.pending()).toBe(1);
    frame.run();
    expect(log).toEqual(['a1', 'a2', 'b1']);
    expect(frame.pending()).toBe(0);
    expect(work.frames()).toBe(1);
  });

  it('out of budget, puts an unfinished job behind the others, so each frame starts with another', () => {
    const frame = frames();
    const work = createFrameWork(frame.schedule, 0);
    const log: string[] = [];
    work.request(stepper('a', 3, log));
    work.request(stepper('b', 2, log));
    frame.run();
    expect(log).toEqual(['a1']);
    frame.run();
    expect(log).toEqual(['a1', 'b1']);
    frame.run();
    frame.run();
    frame.run();
    expect(log).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
    expect(frame.pending()).toBe(0);
  });

  it('runs a timed job in the first frame from its time on, or in a frame of its own by its latest time', () => {
    vi.useFakeTimers();
    try {
      const frame = frames();
      const work = createFrameWork(frame.schedule);
      const runs: number[] = [];
      const timedJob = () => (runs.push(performance.now()), true);
      const start = performance.now();
      work.requestAt(timedJob, start + 100, 50);
      work.request(() => true);
      frame.run();
      expect(runs).toEqual([]);
      vi.advanceTimersByTime(120);
      expect(frame.pending()).toBe(0);
      work.request(() => true);
      frame.run();
      expect(runs).toEqual([start + 120]);
      work.requestAt(timedJob, start + 300, 50);
      vi.advanceTimersByTime(240);
      expect(frame.pending()).toBe(1);
      frame.run();
      expect(runs).toEqual([start + 120, start + 360]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs a job asked for again while it runs in the next frame', () => {
    const frame = frames();
    const work = createFrameWork(frame.schedule);
    let runs = 0;
    const job = () => {
      runs += 1;
      if (runs === 1) work.request(job);
      return true;
    };
    work.request(job);
    frame.run();
    expect(runs).toBe(1);
    frame.run();
    expect(runs).toBe(2);
    expect(frame.pending()).toBe(0);
  });
});

describe('the market store', () => {
  const frames = () => {
    const queue: Array<() => void> = [];
    return { schedule: (f: () => void) => void queue.push(f), run: () => queue.splice(0).forEach((f) => f()), pending: () => queue.length };
  };

  it('ignores a delta for a market not held yet, and takes a full delta as the whole market', () => {
    const store = createMarketStore(createFrameWork(() => {}));
    expect(store.apply(deltaFromWire({ marketId: '1.1', version: 4, runners: [] })!, 0)).toEqual([]);
    expect(store.get('1.1')).toBeUndefined();
    store.apply(deltaFromWire({ ...wireMarket({ version: 1 }), full: true, ts: 50 })!, 60);
    expect(store.get('1.1')).toMatchObject({ marketId: '1.1', version: 1, serverTs: 50, receivedAt: 60 });
    expect(store.receivedAt('1.1')).toBe(60);
    expect(store.shape('1.1')).toEqual([{ selectionId: 'a', runnerName: 'A' }, { selectionId: 'b', runnerName: 'B' }]);
    // Its prices are the market's, as a snapshot of the same market would give them.
    expect(store.get('1.1')!.runners).toEqual(marketFromWire(wireMarket({ version: 1 }), 60)!.runners);
  });

  it('applies a delta queued for the frame in that frame, and one applied at once after those waiting for its market', () => {
    const frame = frames();
    const store = createMarketStore(createFrameWork(frame.schedule));
    store.put(held());
    const move = (version: number, price: number) => deltaFromWire({ marketId: '1.1', version, runners: [{ selectionId: 'a', back: [{ price, size: 1 }], lay: [] }] })!;
    store.applyAtFrame(move(4, 2.2), 0);
    expect(store.level('1.1', 'a', 'back', 0)?.price).toBe(2);
    frame.run();
    expect(store.level('1.1', 'a', 'back', 0)?.price).toBe(2.2);
    store.applyAtFrame(move(5, 2.3), 0);
    store.apply(move(6, 2.4), 0);
    expect([store.level('1.1', 'a', 'back', 0)?.price, store.get('1.1')?.version]).toEqual([2.4, 6]);
    frame.run();
    expect(store.level('1.1', 'a', 'back', 0)?.price).toBe(2.4);
  });

  it('spreads a large queued delta over frames runner by runner, taking its status and version with the last', () => {
    const frame = frames();
    // A budget of 0: each frame applies one runner of the waiting delta.
    const store = createMarketStore(createFrameWork(frame.schedule, 0));
    store.put(held());
    const runner = (selectionId: string, price: number) => ({ selectionId, back: [{ price, size: 1 }], lay: [] });
    store.applyAtFrame(deltaFromWire({ marketId: '1.1', version: 4, status: 'SUSPENDED', runners: [runner('a', 2.5), runner('b', 1.5)] })!, 70);
    frame.run();
    expect([store.level('1.1', 'a', 'back', 0)?.price, store.level('1.1', 'b', 'back', 0)?.price]).toEqual([2.5, 1.9]);
    expect(store.get('1.1')).toMatchObject({ version: 3, status: 'OPEN' });
    expect(store.get('1.1')!.runners[0]!.back[0]!.price).toBe(2.5);
    frame.run();
    expect(store.level('1.1', 'b', 'back', 0)?.price).toBe(1.5);
    expect(store.get('1.1')).toMatchObject({ version: 4, status: 'SUSPENDED', receivedAt: 70 });
    expect(frame.pending()).toBe(0);
  });

  it('finishes a part-applied delta before a delta applied at once, and drops its rest when a newer snapshot replaced the market', () => {
    const frame = frames();
    const store = createMarketStore(createFrameWork(frame.schedule, 0));
    store.put(held());
    const runner = (selectionId: string, price: number) => ({ selectionId, back: [{ price, size: 1 }], lay: [] });
    const move = (version: number, a: number, b: number) => deltaFromWire({ marketId: '1.1', version, runners: [runner('a', a), runner('b', b)] })!;
    store.applyAtFrame(move(4, 2.5, 1.5), 0);
    frame.run();
    store.apply(deltaFromWire({ marketId: '1.1', version: 5, runners: [runner('a', 2.6)] })!, 0);
    expect([store.level('1.1', 'a', 'back', 0)?.price, store.level('1.1', 'b', 'back', 0)?.price, store.get('1.1')?.version]).toEqual([2.6, 1.5, 5]);
    store.applyAtFrame(move(6, 2.7, 1.7), 0);
    frame.run();
    expect(store.level('1.1', 'a', 'back', 0)?.price).toBe(2.7);
    // A snapshot of version 7 arrives: the rest of version 6 is older than it, and is dropped.
    store.put(marketFromWire(wireMarket({ version: 7 }), 0)!);
    frame.run();
    expect([store.level('1.1', 'a', 'back', 0)?.price, store.level('1.1', 'b', 'back', 0)?.price, store.get('1.1')?.version]).toEqual([2, 1.9, 7]);
  });

  it('applies the oldest queued deltas at once when too many wait (a hidden tab runs no frames)', () => {
    const store = createMarketStore(createFrameWork(() => {}));
    store.put(held());
    for (let version = 4; version < 4 + MAX_WAITING + 10; version += 1) store.applyAtFrame(deltaFromWire({ marketId: '1.1', version, runners: [] })!, 0);
    expect(store.get('1.1')?.version).toBe(4 + 9);
  });
});

describe('frame batching', () => {
  const frames = () => {
    const queue: Array<() => void> = [];
    return { schedule: (f: () => void) => void queue.push(f), run: () => queue.splice(0).forEach((f) => f()), pending: () => queue.length };
  };
  const priceDelta = (version: number, price: number) =>
    deltaFromWire({ marketId: '1.1', version, runners: [{ selectionId: 'a', runnerName: 'A', back: [{ price, size: 100 }, { price: 1.98, size: 50 }], lay: [{ price: 2.02, size: 80 }] }] })!;

  it('tells a cell once per frame however many deltas moved it, and applies them at once', () => {
    const frame = frames();
    const store = createMarketStore(createFrameWork(frame.schedule));
    store.put(held());
    frame.run();
    const cell = vi.fn();
    store.subscribeCell('1.1', 'a', 'back', 0, cell);
    for (let i = 0; i < 50; i += 1) store.apply(priceDelta(4 + i, 2 + i / 100), 0);
    expect(store.level('1.1', 'a', 'back', 0)?.price).toBe(2.49);
    expect(cell).not.toHaveBeenCalled();
    expect(frame.pending()).toBe(1);
    frame.run();
    expect(cell).toHaveBeenCalledTimes(1);
  });

  it('does not tell cells that did not change', () => {
    const frame = frames();
    const store = createMarketStore(createFrameWork(frame.schedule));
    store.put(held());
    const moved = vi.fn();
    const still = vi.fn();
    const otherRunner = vi.fn();
    store.subscribeCell('1.1', 'a', 'back', 0, moved);
    store.subscribeCell('1.1', 'a', 'back', 1, still);
    store.subscribeCell('1.1', 'b', 'lay', 0, otherRunner);
    frame.run();
    store.apply(priceDelta(4, 2.2), 0);
    frame.run();
    expect(moved).toHaveBeenCalledTimes(1);
    expect(still).not.toHaveBeenCalled();
    expect(otherRunner).not.toHaveBeenCalled();
  });

  it('spreads listeners over frames when a frame runs out of budget, oldest first, each told once', () => {
    const frame = frames();
    // A budget of 0: each frame tells one key's listeners and leaves the rest for the next.
    const store = createMarketStore(createFrameWork(frame.schedule, 0));
    store.put(held());
    frame.run();
    const told: string[] = [];
    store.subscribeCell('1.1', 'a', 'back', 0, () => told.push('back0'));
    store.subscribeCell('1.1', 'a', 'back', 1, () => told.push('back1'));
    store.subscribeCell('1.1', 'a', 'lay', 0, () => told.push('lay0'));
    store.apply(deltaFromWire({ marketId: '1.1', version: 4, runners: [{ selectionId: 'a', back: [{ price: 2.1, size: 1 }, { price: 2.0, size: 1 }], lay: [{ price: 2.2, size: 1 }] }] })!, 0);
    frame.run();
    expect(told).toEqual(['back0']);
    // Moved again before its turn: still told once, in its first place.
    store.apply(deltaFromWire({ marketId: '1.1', version: 5, runners: [{ selectionId: 'a', back: [{ price: 2.12, size: 1 }, { price: 2.0, size: 1 }], lay: [{ price: 2.3, size: 1 }] }] })!, 0);
    frame.run();
    frame.run();
    frame.run();
    expect(told).toEqual(['back0', 'back1', 'lay0', 'back0']);
    expect(frame.pending()).toBe(0);
  });

  it('schedules no frame when nobody listens to what changed', () => {
    const frame = frames();
    const store = createMarketStore(createFrameWork(frame.schedule));
    store.put(held());
    expect(frame.pending()).toBe(0);
  });

  it('stops making keys for a runner once its last cell stops following it', () => {
    const frame = frames();
    const store = createMarketStore(createFrameWork(frame.schedule));
    store.put(held());
    const stops = [store.subscribeCell('1.1', 'a', 'back', 0, () => {}), store.subscribeCell('1.1', 'a', 'lay', 0, () => {})];
    const move = (version: number) => deltaFromWire({ marketId: '1.1', version, runners: [{ selectionId: 'a', back: [{ price: 2 + version / 100, size: 1 }], lay: [] }] })!;
    expect(store.apply(move(4), 0)).toContain(cellKey('1.1', 'a', 'back', 0));
    stops[0]!();
    stops[0]!();
    expect(store.apply(move(5), 0)).toContain(cellKey('1.1', 'a', 'back', 0));
    stops[1]!();
    expect(store.apply(move(6), 0)).toEqual([marketKey('1.1')]);
  });
});

describe('freshness', () => {
  const up = { connected: true, everConnected: true, since: 0 };
  it.each([
    ['fresh prices on a live connection', { ...held(), receivedAt: 1000 }, up, 1000 + STALE_AFTER_MS, false],
    ['prices older than the limit', { ...held(), receivedAt: 1000 }, up, 1001 + STALE_AFTER_MS, true],
    ['a dropped connection', { ...held(), receivedAt: 1000 }, { ...up, connected: false }, 1000, true],
    ['a first connection still within its grace', held(), { connected: false, everConnected: false, since: 0 }, CONNECT_GRACE_MS, false],
    ['a first connection that never came', held(), { connected: false, everConnected: false, since: 0 }, CONNECT_GRACE_MS + 1, true],
    ['an unknown market on a live connection', undefined, up, 10 ** 9, false],
  ])('%s', (_name, market, connection, now, expected) => {
    expect(isStale(market?.receivedAt, connection, now)).toBe(expected);
  });
});

describe('market feed', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('subscribes once for many holders and unsubscribes after the last', async () => {
    const io = fakeSocket();
    const feed = createMarketFeed(io.socket, createMarketStore(createFrameWork(() => {})), { checkEveryMs: 60_000 });
    const load = vi.fn(async () => [held()]);
    const first = feed.watch('event:4:31', load, '31');
    const second = feed.watch('event:4:31', load, '31');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(io.emitted).toEqual([['subscribe-markets', { marketIds: ['1.1'], eventId: '31' }]]);
    first();
    expect(io.emitted).toHaveLength(1);
    second();
    expect(io.emitted.at(-1)).toEqual(['unsubscribe-markets', { marketIds: ['1.1'], eventId: '31' }]);
    feed.stop();
  });

  it('draws primed markets at once, loads nothing, and subscribes from the versions it holds', async () => {
    const io = fakeSocket();
    const store = createMarketStore(createFrameWork(() => {}));
    const feed = createMarketFeed(io.socket, store, { checkEveryMs: 60_000 });
    feed.prime('event:4:31', [held()]);
    expect(feed.peek('event:4:31')?.map((m) => m.marketId)).toEqual(['1.1']);
    expect(store.level('1.1', 'a', 'back', 0)).toEqual({ price: 2, size: 100 });
    const load = vi.fn(async () => [held()]);
    const told: Array<string[] | null> = [];
    const release = feed.watch('event:4:31', load, '31', (markets) => told.push(markets?.map((m) => m.marketId) ?? null));
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(told).toEqual([['1.1']]);
    expect(io.emitted).toEqual([['subscribe-markets', { marketIds: ['1.1'], eventId: '31', versions: { '1.1': 3 } }]]);
    release();
    // Primed once: a later watch of the same key loads as usual.
    feed.watch('event:4:31', load, '31');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    feed.stop();
  });

  it('keeps a market subscribed while another watch still holds it', async () => {
    const io = fakeSocket();
    const feed = createMarketFeed(io.socket, createMarketStore(createFrameWork(() => {})), { checkEveryMs: 60_000 });
    const home = feed.watch('home', async () => [held()]);
    const page = feed.watch('event:4:31', async () => [held()], '31');
    await settle();
    page();
    expect(io.emitted.at(-1)).toEqual(['unsubscribe-markets', { marketIds: [], eventId: '31' }]);
    home();
    expect(io.emitted.at(-1)).toEqual(['unsubscribe-markets', { marketIds: ['1.1'] }]);
    feed.stop();
  });

  it('applies socket deltas to the store in the next frame', async () => {
    const io = fakeSocket();
    const frames: Array<() => void> = [];
    const store = createMarketStore(createFrameWork((flush) => void frames.push(flush)));
    const feed = createMarketFeed(io.socket, store, { checkEveryMs: 60_000 });
    feed.watch('event:4:31', async () => [held()], '31');
    await settle();
    io.push('market-update', { marketId: '1.1', version: 9, ts: 1, status: 'SUSPENDED', runners: [] });
    expect(store.get('1.1')?.status).toBe('OPEN');
    frames.splice(0).forEach((flush) => flush());
    expect(store.get('1.1')?.status).toBe('SUSPENDED');
    feed.stop();
  });

  it('is stale while disconnected, and re-subscribes and re-reads snapshots after a reconnect', async () => {
    const io = fakeSocket();
    const store = createMarketStore(createFrameWork(() => {}));
    const feed = createMarketFeed(io.socket, store, { checkEveryMs: 60_000 });
    let version = 3;
    const load = vi.fn(async () => [marketFromWire(wireMarket({ version }), Date.now())!]);
    feed.watch('event:4:31', load, '31');
    await settle();
    expect(feed.isStale('1.1')).toBe(false);
    io.setConnected(false);
    expect(feed.isStale('1.1')).toBe(true);
    version = 12;
    io.setConnected(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.get('1.1')?.version).toBe(12);
    expect(io.emitted.filter(([e]) => e === 'subscribe-markets')).toHaveLength(2);
    expect(feed.isStale('1.1')).toBe(false);
    feed.stop();
  });

  it('tries a failed load again, and tells its holders when it succeeds', async () => {
    const io = fakeSocket();
    let clock = 0;
    const feed = createMarketFeed(io.socket, createMarketStore(createFrameWork(() => {})), { checkEveryMs: 5, now: () => clock });
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('The markets did not arrive.');
      return [marketFromWire(wireMarket(), clock)!];
    });
    const seen: Array<[number | null, unknown]> = [];
    feed.watch('home', load, undefined, (markets, error) => seen.push([markets?.length ?? null, error ? (error as Error).message : null]));
    await settle();
    expect(seen).toEqual([[null, 'The markets did not arrive.']]);
    fail = false;
    clock = 5_000;
    await vi.waitFor(() => expect(seen.at(-1)).toEqual([1, null]));
    expect(io.emitted).toContainEqual(['subscribe-markets', { marketIds: ['1.1'] }]);
    feed.stop();
  });

  it('confirms a quiet market with a fresh snapshot', async () => {
    const io = fakeSocket();
    let clock = 0;
    const feed = createMarketFeed(io.socket, createMarketStore(createFrameWork(() => {})), { checkEveryMs: 5, now: () => clock });
    const load = vi.fn(async () => [marketFromWire(wireMarket(), clock)!]);
    feed.watch('home', load);
    await settle();
    clock = 16_000;
    await vi.waitFor(() => expect(load.mock.calls.length).toBeGreaterThanOrEqual(2));
    await settle();
    expect(feed.isStale('1.1')).toBe(false);
    feed.stop();
  });
});
