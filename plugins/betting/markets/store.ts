/**
 * Markets by marketId, each held as a price book (price-book.ts). Socket deltas wait for the next
 * animation frame and apply there; listeners are told at most once per frame and only for the keys that
 * changed (one price cell, a status, the runner list), so a burst of deltas costs one draw of the cells
 * that moved and none of the others. Both run as frame work (frame.ts) within the frame's budget: what
 * is left goes in the next frame, oldest first, so a large burst is spread over a few frames. A large
 * delta (a 200-runner market conflated over 250 ms) applies runner by runner the same way, taking the
 * market's status and version with its last runner, so no frame has to hold a whole delta.
 */
import type { MarketDelta } from './adapter';
import { createFrameWork, type FrameWork } from './frame';
import { cellKey, type Side } from './keys';
import { applyDeltaPart, levelOf, marketOf, putFullDelta, putMarket, shapeOf, type PriceBook, type RunnerCursor, type RunnerShape } from './price-book';
import type { Market, PriceLevel } from './types';

export type { RunnerShape } from './price-book';

export interface MarketStore {
  get(marketId: string): Market | undefined;
  /** When the market's last change arrived (cheaper than get for a freshness check). */
  receivedAt(marketId: string): number | undefined;
  /** The runners without prices; the same array until a runner comes, goes or is renamed. */
  shape(marketId: string): readonly RunnerShape[] | undefined;
  level(marketId: string, selectionId: string, side: Side, level: number): PriceLevel | undefined;
  /** Puts a whole market (snapshot); returns the keys it changed. */
  put(market: Market): string[];
  /** Applies a delta now (after any still waiting for the same market); returns the keys it changed. */
  apply(delta: MarketDelta, receivedAt: number): string[];
  /** Applies a delta in the coming frame, in order with the others waiting. */
  applyAtFrame(delta: MarketDelta, receivedAt: number): void;
  subscribe(key: string, listener: () => void): () => void;
  /** Follows one price cell (a level of a runner's side). */
  subscribeCell(marketId: string, selectionId: string, side: Side, level: number, listener: () => void): () => void;
}

/** Deltas waiting beyond this apply at once (a hidden tab runs no frames; memory stays bounded). */
export const MAX_WAITING = 256;

export function createMarketStore(frames: FrameWork = createFrameWork()): MarketStore {
  const books = new Map<string, PriceBook>();
  const keys = keyListeners();
  // Cells followed per runner (marketId → selectionId → count): only their changes get keys.
  const followed = new Map<string, Map<string, number>>();
  // Deltas waiting for a frame, oldest first; the first may be part applied (to `book`, up to `cursor`).
  const waiting: Array<{ delta: MarketDelta; receivedAt: number; book?: PriceBook; cursor?: RunnerCursor }> = [];
  const noRunners: ReadonlySet<string> = new Set();

  // Waiting deltas first, runner by runner, then listeners. Each makes progress in every frame.
  const frameJob = (hasTime: () => boolean): boolean => {
    for (let applied = 0; waiting.length && (applied === 0 || hasTime()); applied += 1) applyWaiting(hasTime);
    keys.tell(hasTime);
    return !waiting.length && !keys.pending();
  };

  function commit(changed: string[] | null): string[] {
    if (!changed) return [];
    if (keys.mark(changed)) frames.request(frameJob);
    return changed;
  }

  const put = ({ book, changed }: { book: PriceBook; changed: string[] }) => {
    books.set(book.fields.marketId, book);
    return commit(changed);
  };

  /**
   * Applies a delta, or as much of it as `hasTime` allows from `cursor` on (at least one runner). Returns
   * the keys it changed and where to go on (null: all applied).
   */
  function applyNow(delta: MarketDelta, receivedAt: number, hasTime?: () => boolean, cursor: RunnerCursor | null = null): { changed: string[]; cursor: RunnerCursor | null } {
    const book = books.get(delta.marketId);
    if (delta.full) return { changed: put(putFullDelta(book, delta, receivedAt)), cursor: null };
    // Nothing held yet: the snapshot on its way carries this change.
    if (!book) return { changed: [], cursor: null };
    const part = applyDeltaPart(book, delta, receivedAt, followed.get(delta.marketId) ?? noRunners, hasTime, cursor);
    return { changed: commit(part.changed), cursor: part.cursor };
  }

  /** Applies the oldest waiting delta, or as much of it as `hasTime` allows. */
  function applyWaiting(hasTime?: () => boolean): void {
    const item = waiting[0]!;
    const book = books.get(item.delta.marketId);
    // A snapshot that replaced the book since the delta began is checked against afresh.
    const { cursor } = applyNow(item.delta, item.receivedAt, hasTime, item.book === book ? item.cursor ?? null : null);
    if (!cursor) return void waiting.shift();
    item.book = book;
    item.cursor = cursor;
  }

  return {
    get(marketId) {
      const book = books.get(marketId);
      return book && marketOf(book);
    },
    receivedAt: (marketId) => books.get(marketId)?.receivedAt,
    shape(marketId) {
      const book = books.get(marketId);
      return book && shapeOf(book);
    },
    level(marketId, selectionId, side, level) {
      const book = books.get(marketId);
      return book && levelOf(book, selectionId, side, level);
    },
    put: (market) => put(putMarket(books.get(market.marketId), market)),
    apply(delta, receivedAt) {
      // Whatever still waits for this market is older: it goes first.
      while (waiting.some((item) => item.delta.marketId === delta.marketId)) applyWaiting();
      return applyNow(delta, receivedAt).changed;
    },
    applyAtFrame(delta, receivedAt) {
      waiting.push({ delta, receivedAt });
      while (waiting.length > MAX_WAITING) applyWaiting();
      frames.request(frameJob);
    },
    subscribe: keys.subscribe,
    subscribeCell(marketId, selectionId, side, level, listener) {
      const unfollow = followRunner(followed, marketId, selectionId);
      const stop = keys.subscribe(cellKey(marketId, selectionId, side, level), listener);
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        stop();
        unfollow();
      };
    },
  };
}

/**
 * Listeners by key. Changed keys are marked (only those someone listens to: the book already holds the
 * new values) and told later, oldest first: a Set iterates in insertion order and allows deleting as it
 * goes, and a key marked again keeps its place.
 */
function keyListeners() {
  const listeners = new Map<string, Set<() => void>>();
  const dirty = new Set<string>();
  return {
    /** Returns whether any key waits to be told. */
    mark(changed: string[]): boolean {
      for (const key of changed) if (listeners.has(key)) dirty.add(key);
      return dirty.size > 0;
    },
    /** Tells the listeners of one marked key, and of more while `hasTime`. */
    tell(hasTime: () => boolean): void {
      let told = 0;
      for (const key of dirty) {
        if (told > 0 && !hasTime()) break;
        dirty.delete(key);
        for (const listener of listeners.get(key) ?? []) listener();
        told += 1;
      }
    },
    pending: () => dirty.size > 0,
    subscribe(key: string, listener: () => void): () => void {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(key);
      };
    },
  };
}

/** Counts one more followed cell of a runner; returns the function that counts it off again. */
function followRunner(followed: Map<string, Map<string, number>>, marketId: string, selectionId: string): () => void {
  const runners = followed.get(marketId) ?? new Map<string, number>();
  followed.set(marketId, runners);
  runners.set(selectionId, (runners.get(selectionId) ?? 0) + 1);
  return () => {
    const left = (runners.get(selectionId) ?? 1) - 1;
    if (left > 0) return void runners.set(selectionId, left);
    runners.delete(selectionId);
    if (!runners.size) followed.delete(marketId);
  };
}
