/**
 * One market as the store holds it, laid out for the price path: the runners' ids and names in order, and
 * every level's price and size in one array of numbers that deltas write in place. Applying a delta reads
 * and writes one small block of memory and makes no objects; a page that draws 200 runners four times a
 * second would otherwise make and collect thousands of objects a second. The objects readers see (a
 * PriceLevel, a RunnerPrices, the Market) are made when first read and kept until what they show changes,
 * so a reader gets a new object exactly when its part moved. Each change reports the keys it touched
 * (keys.ts): cells only for the runners someone draws, the status and runner list when they change.
 */
import { packRunners, type MarketDelta, type PackedRunners } from './adapter';
import { cellKey, marketKey, shapeKey, statusKey, type Side } from './keys';
import type { Market, PriceLevel, RunnerPrices, SessionLine } from './types';

/** A runner without prices: what a market's rows are drawn from. */
export interface RunnerShape {
  selectionId: string;
  runnerName: string;
}

/** The runners whose cells anyone draws (by selectionId): only their moved cells get keys. */
export interface WatchedRunners {
  has(selectionId: string): boolean;
}

type BookFields = Omit<Market, 'runners' | 'line' | 'serverTs' | 'receivedAt' | 'status' | 'version'>;

export interface PriceBook {
  fields: BookFields;
  status: string;
  version: number;
  line: SessionLine | undefined;
  serverTs: number;
  receivedAt: number;
  ids: string[];
  names: string[];
  position: Map<string, number>;
  /** Level slots per side of each runner (at least 3; grows when a delta brings more). */
  depth: number;
  /** Levels held per runner and side, at (runner * 2 + side). */
  counts: Uint16Array;
  /** Price then size of each slot; slot (runner * 2 + side) * depth + level. */
  values: Float64Array;
  /** Objects made for readers, by slot and by runner, until their values change. */
  levels: Array<PriceLevel | undefined>;
  runners: Array<RunnerPrices | undefined>;
  market: Market | undefined;
  shape: RunnerShape[] | undefined;
}

const MIN_DEPTH = 3;
const SIDES: readonly Side[] = ['back', 'lay'];
const sideIndex = (side: Side) => (side === 'back' ? 0 : 1);

/** A market without its runners: what a book is made from, with the runners packed beside it. */
type MarketHead = Omit<Market, 'runners'>;

function createBook(head: MarketHead, runners: PackedRunners, depth: number): PriceBook {
  const { line, serverTs, receivedAt, status, version, ...fields } = head;
  const count = runners.ids.length;
  return {
    fields,
    status,
    version,
    line,
    serverTs,
    receivedAt,
    ids: [...runners.ids],
    names: [...runners.names],
    position: new Map(runners.ids.map((id, i) => [id, i])),
    depth,
    counts: new Uint16Array(count * 2),
    values: new Float64Array(count * 2 * depth * 2),
    levels: new Array(count * 2 * depth).fill(undefined),
    runners: new Array(count).fill(undefined),
    market: undefined,
    shape: undefined,
  };
}

/** Lays the book out again with room for `depth` levels per side (a delta brought more than it had). */
function deepen(book: PriceBook, depth: number): void {
  const runners = book.ids.length;
  const values = new Float64Array(runners * 2 * depth * 2);
  const levels: Array<PriceLevel | undefined> = new Array(runners * 2 * depth).fill(undefined);
  for (let side = 0; side < runners * 2; side += 1) {
    for (let level = 0; level < book.counts[side]!; level += 1) {
      const from = side * book.depth + level;
      const to = side * depth + level;
      values[to * 2] = book.values[from * 2]!;
      values[to * 2 + 1] = book.values[from * 2 + 1]!;
      levels[to] = book.levels[from];
    }
  }
  Object.assign(book, { depth, values, levels });
}

function addRunner(book: PriceBook, selectionId: string, runnerName: string): number {
  const index = book.ids.length;
  const grown = new Float64Array((index + 1) * 2 * book.depth * 2);
  grown.set(book.values);
  const counts = new Uint16Array((index + 1) * 2);
  counts.set(book.counts);
  book.values = grown;
  book.counts = counts;
  book.levels.push(...new Array(2 * book.depth).fill(undefined));
  book.runners.push(undefined);
  book.ids.push(selectionId);
  book.names.push(runnerName);
  book.position.set(selectionId, index);
  book.shape = undefined;
  return index;
}

/**
 * Writes one side of runner `index` from `source` (`count` levels from `from`, each a price then a size).
 * Pushes the keys of moved cells to `keys` when given; returns whether anything moved.
 */
function writeSide(book: PriceBook, index: number, side: Side, source: Float64Array, from: number, count: number, keys: string[] | null): boolean {
  const at = index * 2 + sideIndex(side);
  const first = at * book.depth;
  const held = book.counts[at]!;
  let moved = false;
  for (let level = 0; level < count; level += 1) {
    const slot = first + level;
    const price = source[from + 2 * level]!;
    const size = source[from + 2 * level + 1]!;
    if (level < held && book.values[slot * 2] === price && book.values[slot * 2 + 1] === size) continue;
    book.values[slot * 2] = price;
    book.values[slot * 2 + 1] = size;
    book.levels[slot] = undefined;
    moved = true;
    keys?.push(cellKey(book.fields.marketId, book.ids[index]!, side, level));
  }
  for (let level = count; level < held; level += 1) {
    book.levels[first + level] = undefined;
    moved = true;
    keys?.push(cellKey(book.fields.marketId, book.ids[index]!, side, level));
  }
  book.counts[at] = count;
  return moved;
}

/** Where writing a packed list of runners stopped: the next runner, and where its levels start. */
export interface RunnerCursor {
  runner: number;
  level: number;
}

const ALWAYS = () => true;

/**
 * Writes the runners of a packed list from `cursor` on, one runner at a time while `hasTime` says so (at
 * least one); keys for watched runners' cells, new runners and renames. Returns where it stopped, or null
 * when every runner is written.
 */
function writeRunners(book: PriceBook, packed: PackedRunners, watched: WatchedRunners, changed: string[], hasTime: () => boolean = ALWAYS, cursor: RunnerCursor = { runner: 0, level: 0 }): RunnerCursor | null {
  let from = cursor.level;
  for (let r = cursor.runner; r < packed.ids.length; r += 1) {
    if (r > cursor.runner && !hasTime()) return { runner: r, level: from };
    const selectionId = packed.ids[r]!;
    const backs = packed.depths[2 * r]!;
    const lays = packed.depths[2 * r + 1]!;
    if (Math.max(backs, lays) > book.depth) deepen(book, Math.max(backs, lays));
    let index = book.ids[r] === selectionId ? r : book.position.get(selectionId);
    const added = index === undefined;
    if (index === undefined) {
      index = addRunner(book, selectionId, packed.names[r]!);
      changed.push(shapeKey(book.fields.marketId));
    } else if (packed.names[r] && packed.names[r] !== book.names[index]) {
      book.names[index] = packed.names[r]!;
      book.runners[index] = undefined;
      book.shape = undefined;
      changed.push(shapeKey(book.fields.marketId));
    }
    const keys = added || watched.has(selectionId) ? changed : null;
    const backMoved = writeSide(book, index, 'back', packed.levels, from, backs, keys);
    const layMoved = writeSide(book, index, 'lay', packed.levels, from + 2 * backs, lays, keys);
    if (backMoved || layMoved) book.runners[index] = undefined;
    from += 2 * (backs + lays);
  }
  return null;
}

/**
 * Applies a delta in place. Returns the keys it changed, or null when it cannot apply: it is older than
 * what is held (versions only go up on the server). A full delta is a snapshot (see putMarket).
 */
export function applyDelta(book: PriceBook, delta: MarketDelta, receivedAt: number, watched: WatchedRunners): string[] | null {
  return applyDeltaPart(book, delta, receivedAt, watched).changed;
}

/**
 * Applies a delta in place in parts: its runners from `cursor` (null: the start) while `hasTime` says so,
 * and, with its last runner, its status, version, line and times. A large delta can so spread over a few
 * frames, each showing whole runners. Returns the keys this part changed (null when the delta is older
 * than what is held, and nothing is applied), and where to go on (null when the delta is all applied).
 */
export function applyDeltaPart(book: PriceBook, delta: MarketDelta, receivedAt: number, watched: WatchedRunners, hasTime: () => boolean = ALWAYS, cursor: RunnerCursor | null = null): { changed: string[] | null; cursor: RunnerCursor | null } {
  if (!cursor && delta.version > 0 && delta.version <= book.version) return { changed: null, cursor: null };
  const marketId = book.fields.marketId;
  const changed = [marketKey(marketId)];
  book.market = undefined;
  const next = writeRunners(book, delta.runners, watched, changed, hasTime, cursor ?? undefined);
  if (next) return { changed, cursor: next };
  if (delta.status !== undefined && delta.status !== book.status) {
    book.status = delta.status;
    changed.push(statusKey(marketId));
  }
  if (delta.version) book.version = delta.version;
  if (delta.line) book.line = { ...book.line!, ...delta.line };
  book.serverTs = delta.serverTs ?? receivedAt;
  book.receivedAt = receivedAt;
  return { changed, cursor: null };
}

/**
 * A whole market (a snapshot, or a full delta) replacing what `held` had: runner order, names, status and
 * line are the snapshot's. Levels that did not move keep their objects; the keys of everything that
 * changed are returned with the new book.
 */
export function putMarket(held: PriceBook | undefined, market: Market): { book: PriceBook; changed: string[] } {
  const { runners, ...head } = market;
  return putPacked(held, head, packRunners(runners));
}

function putPacked(held: PriceBook | undefined, head: MarketHead, runners: PackedRunners): { book: PriceBook; changed: string[] } {
  const { marketId } = head;
  let depth = Math.max(MIN_DEPTH, held?.depth ?? 0);
  for (const count of runners.depths) depth = Math.max(depth, count);
  const book = createBook(head, runners, depth);
  const changed = [marketKey(marketId)];
  if (held) carryOver(held, book, changed);
  else changed.push(statusKey(marketId), shapeKey(marketId));
  writeRunners(book, runners, EVERY_RUNNER, changed);
  return { book, changed };
}

const EVERY_RUNNER: WatchedRunners = { has: () => true };

/**
 * Starts a snapshot's book from what was held, in the snapshot's runner order: held levels and their
 * objects, unchanged runners and the runner list. Runners the snapshot dropped report their cells.
 */
function carryOver(held: PriceBook, book: PriceBook, changed: string[]): void {
  const { marketId } = book.fields;
  held.ids.forEach((selectionId, old) => {
    const index = book.position.get(selectionId);
    for (let side = 0; side < 2; side += 1) {
      const count = held.counts[old * 2 + side]!;
      if (index === undefined) {
        for (let level = 0; level < count; level += 1) changed.push(cellKey(marketId, selectionId, SIDES[side]!, level));
        continue;
      }
      book.counts[index * 2 + side] = count;
      for (let level = 0; level < count; level += 1) {
        const from = (old * 2 + side) * held.depth + level;
        const to = (index * 2 + side) * book.depth + level;
        book.values[to * 2] = held.values[from * 2]!;
        book.values[to * 2 + 1] = held.values[from * 2 + 1]!;
        book.levels[to] = held.levels[from];
      }
    }
    if (index !== undefined && held.names[old] === book.names[index]) book.runners[index] = held.runners[old];
  });
  const sameShape = held.ids.length === book.ids.length && book.ids.every((id, i) => id === held.ids[i] && book.names[i] === held.names[i]);
  if (sameShape) book.shape = held.shape;
  else changed.push(shapeKey(marketId));
  if (held.status !== book.status) changed.push(statusKey(marketId));
}

/** The market a full delta carries, put over what was held (its runners stay packed as they came). */
export function putFullDelta(held: PriceBook | undefined, delta: MarketDelta, receivedAt: number): { book: PriceBook; changed: string[] } {
  return putPacked(held, { ...delta.full!, ...(delta.line ? { line: delta.line } : {}), serverTs: delta.serverTs ?? receivedAt, receivedAt }, delta.runners);
}

function levelAt(book: PriceBook, index: number, side: Side, level: number): PriceLevel | undefined {
  if (level >= book.counts[index * 2 + sideIndex(side)]!) return undefined;
  const slot = (index * 2 + sideIndex(side)) * book.depth + level;
  return (book.levels[slot] ??= { price: book.values[slot * 2]!, size: book.values[slot * 2 + 1]! });
}

export function levelOf(book: PriceBook, selectionId: string, side: Side, level: number): PriceLevel | undefined {
  const index = book.position.get(selectionId);
  return index === undefined ? undefined : levelAt(book, index, side, level);
}

function runnerAt(book: PriceBook, index: number): RunnerPrices {
  const side = (which: Side) => Array.from({ length: book.counts[index * 2 + sideIndex(which)]! }, (_, level) => levelAt(book, index, which, level)!);
  return (book.runners[index] ??= { selectionId: book.ids[index]!, runnerName: book.names[index]!, back: side('back'), lay: side('lay') });
}

export function marketOf(book: PriceBook): Market {
  book.market ??= {
    ...book.fields,
    status: book.status,
    version: book.version,
    runners: book.ids.map((_, index) => runnerAt(book, index)),
    ...(book.line ? { line: book.line } : {}),
    serverTs: book.serverTs,
    receivedAt: book.receivedAt,
  };
  return book.market;
}

/** The runners without prices; the same array until a runner comes, goes or is renamed. */
export function shapeOf(book: PriceBook): readonly RunnerShape[] {
  book.shape ??= book.ids.map((selectionId, i) => ({ selectionId, runnerName: book.names[i]! }));
  return book.shape;
}
