/**
 * Markets by marketId. Changes apply to the data as they arrive, but listeners are told at most once per
 * animation frame and only for the keys that changed (one price cell, a status, the runner list), so a
 * burst of deltas costs one render of the cells that moved and none of the others. Deltas from the
 * socket can also be applied at frame time (`applyLater`), a few runners at a time. A frame applies and
 * tells listeners for at most `frameBudgetMs`; what is left goes in the next frame, oldest first, so a
 * large burst is spread over a few frames instead of stalling one.
 */
import type { LazyDelta, MarketDelta } from './adapter';
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
  /** Applies a delta's parts in the coming frames, within their budget, in order with the other queued ones. */
  applyLater(parts: LazyDelta[], receivedAt: number): void;
  subscribe(key: string, listener: () => void): () => void;
  /** Frames in which listeners were told (tests and the benchmark read it). */
  flushes(): number;
}

/** How long one frame spends applying queued deltas and telling listeners, at most (a frame at 60 Hz lasts 16.7 ms). */
export const FRAME_BUDGET_MS = 1;
/** Runners per queued part of a large delta. */
export const PART_RUNNERS = 16;
/** Queued runners beyond this are applied at once (a hidden tab runs no frames; memory stays bounded). */
const MAX_QUEUED_RUNNERS = 5_000;

export function createMarketStore(schedule: FrameScheduler = nextAnimationFrame, frameBudgetMs = FRAME_BUDGET_MS): MarketStore {
  const markets = new Map<string, Market>();
  const listeners = new Map<string, Set<() => void>>();
  // Runner lookup by selectionId, rebuilt only when a market's runner array changes.
  const runnerIndex = new WeakMap<RunnerPrices[], Map<string, RunnerPrices>>();
  const shapes = new Map<string, { runners: RunnerPrices[]; shape: RunnerShape[] }>();
  const dirty = new Set<string>();
  const queue: Array<{ part: LazyDelta; receivedAt: number }> = [];
  let queuedRunners = 0;
  let scheduled = false;
  let flushing = false;
  let flushCount = 0;

  const ensureFrame = () => {
    if (scheduled || flushing || (!dirty.size && !queue.length)) return;
    scheduled = true;
    schedule(flush);
  };

  const applyQueued = () => {
    const { part, receivedAt } = queue.shift()!;
    queuedRunners -= part.runners;
    const delta = part.read();
    if (delta) commit(applyDelta(markets.get(delta.marketId), delta, receivedAt));
  };

  function flush() {
    scheduled = false;
    flushing = true;
    flushCount += 1;
    const started = performance.now();
    const left = () => performance.now() - started < frameBudgetMs;
    try {
      // Cells marked so far first, oldest first (a Set iterates in insertion order and allows deleting as
      // it goes; a key marked again keeps its place), then queued deltas, whose cells the next frame tells.
      // Each frame makes progress on both, whatever the budget.
      for (const key of dirty) {
        dirty.delete(key);
        for (const listener of listeners.get(key) ?? []) listener();
        if (!left()) break;
      }
      let parts = 0;
      while (queue.length && (parts === 0 || left())) {
        applyQueued();
        parts += 1;
      }
    } finally {
      flushing = false;
      ensureFrame();
    }
  }

  function commit(applied: Applied | null): string[] {
    if (!applied) return [];
    markets.set(applied.market.marketId, applied.market);
    // Keys nobody listens to are not queued: the market itself already holds the new values.
    for (const key of applied.changed) if (listeners.has(key)) dirty.add(key);
    ensureFrame();
    return applied.changed;
  }

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
    apply(delta, receivedAt) {
      // Whatever is queued for this market is older: it goes first.
      while (queue.some((item) => item.part.marketId === delta.marketId)) applyQueued();
      return commit(applyDelta(markets.get(delta.marketId), delta, receivedAt));
    },
    applyLater(parts, receivedAt) {
      for (const part of parts) {
        queue.push({ part, receivedAt });
        queuedRunners += part.runners;
      }
      while (queuedRunners > MAX_QUEUED_RUNNERS) applyQueued();
      ensureFrame();
    },
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
