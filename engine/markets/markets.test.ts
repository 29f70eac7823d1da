import { describe, expect, it, vi } from 'vitest';
import { deltaFromWire, eventMarketsFromWire, marketFromWire, wireDeltaParts } from './adapter';
import { applyDelta, cellKey, marketKey, shapeKey, statusKey } from './apply-delta';
import { createMarketFeed } from './feed';
import { CONNECT_GRACE_MS, STALE_AFTER_MS, isStale } from './freshness';
import { createMarketStore, PART_RUNNERS } from './store';
import { fakeSocket } from '../../tests/support/fake-socket';

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

  it.each([[null], ['text'], [{}], [{ marketId: '' }], [[1, 2]]])('rejects %j', (wire) => {
    expect(marketFromWire(wire, 0)).toBeNull();
    expect(deltaFromWire(wire, 0)).toBeNull();
  });

  it('reads the event group in page order: match odds, bookmaker, sessions, innings runs', () => {
    const body = { success: true, result: { matchOdds: [wireMarket({ marketId: 'm' })], bookmaker: [wireMarket({ marketId: 'b', marketType: 'Special' })], fancy: [wireMarket({ marketId: 's', marketType: 'SESSION' })], inningsRuns: [] } };
    expect(eventMarketsFromWire(body, 0).map((m) => m.marketId)).toEqual(['m', 'b', 's']);
    expect(eventMarketsFromWire({ success: false }, 0)).toEqual([]);
  });

  it('takes the server time of a delta from ts', () => {
    expect(deltaFromWire({ marketId: '1.1', version: 4, ts: 777, runners: [] }, 900)).toMatchObject({ serverTs: 777, full: null, version: 4 });
  });
});

describe('applying deltas', () => {
  const delta = (over: Record<string, unknown>) => deltaFromWire({ marketId: '1.1', version: 4, ts: 2000, status: 'OPEN', runners: [], ...over }, 2100)!;

  it.each([
    ['a moved best back price', { runners: [{ selectionId: 'a', runnerName: 'A', back: [{ price: 2.1, size: 100 }, { price: 1.98, size: 50 }], lay: [{ price: 2.02, size: 80 }] }] }, [cellKey('1.1', 'a', 'back', 0)]],
    ['a changed size at level 1', { runners: [{ selectionId: 'a', runnerName: 'A', back: [{ price: 2, size: 100 }, { price: 1.98, size: 51 }], lay: [{ price: 2.02, size: 80 }] }] }, [cellKey('1.1', 'a', 'back', 1)]],
    ['a level that went away', { runners: [{ selectionId: 'a', runnerName: 'A', back: [{ price: 2, size: 100 }], lay: [{ price: 2.02, size: 80 }] }] }, [cellKey('1.1', 'a', 'back', 1)]],
    ['a suspension', { status: 'SUSPENDED' }, [statusKey('1.1')]],
    ['a new runner', { runners: [{ selectionId: 'c', runnerName: 'Draw', back: [{ price: 5, size: 1 }], lay: [] }] }, [cellKey('1.1', 'c', 'back', 0), shapeKey('1.1')]],
    ['a runner resent unchanged', { runners: [wireMarket().runners[1]] }, []],
  ])('%s changes only its keys', (_name, over, keys) => {
    const applied = applyDelta(held(), delta(over), 2100)!;
    expect(applied.changed.filter((k) => k !== marketKey('1.1')).sort()).toEqual([...keys].sort());
    expect(applied.market).toMatchObject({ version: 4, serverTs: 2000, receivedAt: 2100 });
  });

  it('keeps untouched levels and runners as the same objects', () => {
    const before = held();
    const after = applyDelta(before, delta({ runners: [{ selectionId: 'a', runnerName: 'A', back: [{ price: 2.1, size: 100 }, { price: 1.98, size: 50 }], lay: [{ price: 2.02, size: 80 }] }] }), 2100)!.market;
    expect(after.runners[1]).toBe(before.runners[1]);
    expect(after.runners[0]!.back[1]).toBe(before.runners[0]!.back[1]);
    expect(after.runners[0]!.lay).toBe(before.runners[0]!.lay);
    expect(after.runners[0]!.back[0]).toEqual({ price: 2.1, size: 100 });
  });

  it.each([
    ['older than what is held', held(), delta({ version: 2 })],
    ['the version already held', held(), delta({ version: 3 })],
    ['for a market not held yet', undefined, delta({})],
  ])('ignores a delta %s', (_name, market, d) => {
    expect(applyDelta(market, d, 0)).toBeNull();
  });

  it('takes a full delta as the whole market even with nothing held', () => {
    const full = deltaFromWire({ ...wireMarket({ version: 1 }), full: true, ts: 50 }, 60)!;
    expect(applyDelta(undefined, full, 60)?.market).toMatchObject({ marketId: '1.1', version: 1, serverTs: 50, receivedAt: 60 });
  });
});

describe('frame batching', () => {
  const frames = () => {
    const queue: Array<() => void> = [];
    return { schedule: (f: () => void) => void queue.push(f), run: () => queue.splice(0).forEach((f) => f()), pending: () => queue.length };
  };
  const priceDelta = (version: number, price: number) =>
    deltaFromWire({ marketId: '1.1', version, runners: [{ selectionId: 'a', runnerName: 'A', back: [{ price, size: 100 }, { price: 1.98, size: 50 }], lay: [{ price: 2.02, size: 80 }] }] }, 0)!;

  it('tells a cell once per frame however many deltas moved it, and applies them at once', () => {
    const frame = frames();
    const store = createMarketStore(frame.schedule);
    store.put(held());
    frame.run();
    const cell = vi.fn();
    store.subscribe(cellKey('1.1', 'a', 'back', 0), cell);
    for (let i = 0; i < 50; i += 1) store.apply(priceDelta(4 + i, 2 + i / 100), 0);
    expect(store.level('1.1', 'a', 'back', 0)?.price).toBe(2.49);
    expect(cell).not.toHaveBeenCalled();
    expect(frame.pending()).toBe(1);
    frame.run();
    expect(cell).toHaveBeenCalledTimes(1);
  });

  it('does not tell cells that did not change', () => {
    const frame = frames();
    const store = createMarketStore(frame.schedule);
    store.put(held());
    const moved = vi.fn();
    const still = vi.fn();
    const otherRunner = vi.fn();
    store.subscribe(cellKey('1.1', 'a', 'back', 0), moved);
    store.subscribe(cellKey('1.1', 'a', 'back', 1), still);
    store.subscribe(cellKey('1.1', 'b', 'lay', 0), otherRunner);
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
    const store = createMarketStore(frame.schedule, 0);
    store.put(held());
    frame.run();
    const told: string[] = [];
    store.subscribe(cellKey('1.1', 'a', 'back', 0), () => told.push('back0'));
    store.subscribe(cellKey('1.1', 'a', 'back', 1), () => told.push('back1'));
    store.subscribe(cellKey('1.1', 'a', 'lay', 0), () => told.push('lay0'));
    store.apply(deltaFromWire({ marketId: '1.1', version: 4, runners: [{ selectionId: 'a', back: [{ price: 2.1, size: 1 }, { price: 2.0, size: 1 }], lay: [{ price: 2.2, size: 1 }] }] }, 0)!, 0);
    frame.run();
    expect(told).toEqual(['back0']);
    // Moved again before its turn: still told once, in its first place.
    store.apply(deltaFromWire({ marketId: '1.1', version: 5, runners: [{ selectionId: 'a', back: [{ price: 2.12, size: 1 }, { price: 2.0, size: 1 }], lay: [{ price: 2.3, size: 1 }] }] }, 0)!, 0);
    frame.run();
    frame.run();
    frame.run();
    expect(told).toEqual(['back0', 'back1', 'lay0', 'back0']);
    expect(frame.pending()).toBe(0);
  });

  it('schedules no frame when nobody listens to what changed', () => {
    const frame = frames();
    const store = createMarketStore(frame.schedule);
    store.put(held());
    expect(frame.pending()).toBe(0);
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
    expect(isStale(market, connection, now)).toBe(expected);
  });
});

describe('market feed', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('subscribes once for many holders and unsubscribes after the last', async () => {
    const io = fakeSocket();
    const feed = createMarketFeed(io.socket, createMarketStore(() => {}), { checkEveryMs: 60_000 });
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

  it('keeps a market subscribed while another watch still holds it', async () => {
    const io = fakeSocket();
    const feed = createMarketFeed(io.socket, createMarketStore(() => {}), { checkEveryMs: 60_000 });
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
    const store = createMarketStore((flush) => void frames.push(flush));
    const feed = createMarketFeed(io.socket, store, { checkEveryMs: 60_000 });
    feed.watch('event:4:31', async () => [held()], '31');
    await settle();
    io.push('market-update', { marketId: '1.1', version: 9, ts: 1, status: 'SUSPENDED', runners: [] });
    expect(store.get('1.1')?.status).toBe('OPEN');
    frames.splice(0).forEach((flush) => flush());
    expect(store.get('1.1')?.status).toBe('SUSPENDED');
    feed.stop();
  });

  it('splits a large wire delta into parts read when applied, the first with status and line', () => {
    const runners = Array.from({ length: 20 }, (_, i) => ({ selectionId: `r${i}`, back: [{ price: 2, size: 1 }], lay: [] }));
    const parts = wireDeltaParts({ marketId: '1.1', version: 7, ts: 5, status: 'SUSPENDED', noLine: 10, yesLine: 11, runners }, 9, 16);
    expect(parts.map((p) => [p.marketId, p.runners])).toEqual([['1.1', 16], ['1.1', 4]]);
    expect(parts[0]!.read()).toMatchObject({ version: 7, serverTs: 5, status: 'SUSPENDED', line: { noLine: 10, yesLine: 11 } });
    const rest = parts[1]!.read()!;
    expect([rest.version, rest.serverTs, rest.status, rest.line, rest.continuation, rest.runners.map((r) => r.selectionId)]).toEqual([7, 5, undefined, undefined, true, ['r16', 'r17', 'r18', 'r19']]);
    expect(wireDeltaParts({ version: 1 }, 0, 16)).toEqual([]);
  });

  it('applies a large delta a few runners per frame within the budget, and a later sync delta after it', () => {
    const frames: Array<() => void> = [];
    // A budget of 0: one part of the delta per frame.
    const store = createMarketStore((flush) => void frames.push(flush), 0);
    const runners = Array.from({ length: 40 }, (_, i) => ({ selectionId: `r${i}`, runnerName: `R${i}`, back: [{ price: 2, size: 1 }], lay: [{ price: 2.02, size: 1 }] }));
    store.put(marketFromWire({ ...wireMarket({ version: 1 }), runners }, 0)!);
    const moved = runners.map((r) => ({ ...r, back: [{ price: 3, size: 1 }] }));
    store.applyLater(wireDeltaParts({ marketId: '1.1', version: 2, status: 'SUSPENDED', runners: moved }, 0, PART_RUNNERS), 0);
    const priced = () => runners.filter((r) => store.level('1.1', r.selectionId, 'back', 0)?.price === 3).length;
    expect(priced()).toBe(0);
    frames.shift()!();
    expect([priced(), store.get('1.1')?.status, store.get('1.1')?.version]).toEqual([16, 'SUSPENDED', 2]);
    frames.shift()!();
    expect(priced()).toBe(32);
    // A delta applied at once puts whatever is still queued for its market first.
    store.apply(deltaFromWire({ marketId: '1.1', version: 3, runners: [{ selectionId: 'r0', back: [{ price: 4, size: 1 }], lay: [] }] }, 0)!, 0);
    expect(priced()).toBe(39);
    expect(store.level('1.1', 'r0', 'back', 0)?.price).toBe(4);
  });

  it('is stale while disconnected, and re-subscribes and re-reads snapshots after a reconnect', async () => {
    const io = fakeSocket();
    const store = createMarketStore(() => {});
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
    const feed = createMarketFeed(io.socket, createMarketStore(() => {}), { checkEveryMs: 5, now: () => clock });
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
    const feed = createMarketFeed(io.socket, createMarketStore(() => {}), { checkEveryMs: 5, now: () => clock });
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
