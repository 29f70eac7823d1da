/**
 * Markets by marketId. Changes apply to the data as they arrive, but listeners are told at most once per
 * animation frame and only for the keys that changed (one price cell, a status, the runner list), so a
 * burst of deltas costs one render of the cells that moved and none of the others.
 */
import type { MarketDelta } from './adapter';
import { applyDelta, applySnapshot, type Applied, type Side } from './apply-delta';
import { nextAnimationFrame, type FrameScheduler } from './frame';
import type { Market, PriceLevel, RunnerPrices } from './types';

/** A runner without prices: what a market's rows are drawn from. */
export interface RunnerShape {
  selectionId: string;
  runnerName: string;
}

export interface MarketStore {
  get(marketId: string): Market | undefined;
  /** The runners without prices; the same array until a runner comes, goes or is renamed. */
  shape(marketId: string): readonly RunnerShape[] | undefined;
  level(marketId: string, selectionId: string, side: Side, level: number): PriceLevel | undefined;
  /** Puts a whole market (snapshot); returns the keys it changed. */
  put(market: Market): string[];
  /** Applies a delta; returns the keys it changed (none when it could not apply). */
  apply(delta: MarketDelta, receivedAt: number): string[];
  subscribe(key: string, listener: () => void): () => void;
  /** Frames in which listeners were told (tests and the benchmark read it). */
  flushes(): number;
}

export function createMarketStore(schedule: FrameScheduler = nextAnimationFrame): MarketStore {
  const markets = new Map<string, Market>();
  const listeners = new Map<string, Set<() => void>>();
  // Runner lookup by selectionId, rebuilt only when a market's runner array changes.
  const runnerIndex = new WeakMap<RunnerPrices[], Map<string, RunnerPrices>>();
  const shapes = new Map<string, { runners: RunnerPrices[]; shape: RunnerShape[] }>();
  const dirty = new Set<string>();
  let scheduled = false;
  let flushCount = 0;

  const flush = () => {
    scheduled = false;
    flushCount += 1;
    const keys = [...dirty];
    dirty.clear();
    for (const key of keys) for (const listener of listeners.get(key) ?? []) listener();
  };

  const commit = (applied: Applied | null): string[] => {
    if (!applied) return [];
    markets.set(applied.market.marketId, applied.market);
    // Keys nobody listens to are not queued: the market itself already holds the new values.
    for (const key of applied.changed) if (listeners.has(key)) dirty.add(key);
    if (dirty.size && !scheduled) {
      scheduled = true;
      schedule(flush);
    }
    return applied.changed;
  };

  const runnersById = (runners: RunnerPrices[]) => {
    let index = runnerIndex.get(runners);
    if (!index) {
      index = new Map(runners.map((r) => [r.selectionId, r]));
      runnerIndex.set(runners, index);
    }
    return index;
  };

  const shapeOf = (marketId: string): RunnerShape[] | undefined => {
    const market = markets.get(marketId);
    if (!market) return undefined;
    const cached = shapes.get(marketId);
    if (cached?.runners === market.runners) return cached.shape;
    const same = cached && cached.shape.length === market.runners.length && market.runners.every((r, i) => r.selectionId === cached.shape[i]!.selectionId && r.runnerName === cached.shape[i]!.runnerName);
    const shape = same ? cached.shape : market.runners.map(({ selectionId, runnerName }) => ({ selectionId, runnerName }));
    shapes.set(marketId, { runners: market.runners, shape });
    return shape;
  };

  return {
    get: (marketId) => markets.get(marketId),
    shape: shapeOf,
    level(marketId, selectionId, side, level) {
      const market = markets.get(marketId);
      return market ? runnersById(market.runners).get(selectionId)?.[side][level] : undefined;
    },
    put: (market) => commit(applySnapshot(markets.get(market.marketId), market)),
    apply: (delta, receivedAt) => commit(applyDelta(markets.get(delta.marketId), delta, receivedAt)),
    subscribe(key, listener) {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(key);
      };
    },
    flushes: () => flushCount,
  };
}
