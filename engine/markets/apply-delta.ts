/**
 * Applying snapshots and deltas to a held market. Unchanged price levels keep their object identity, so
 * a cell reading its level sees a new value only when that level moved; the result lists the keys of
 * what changed (cells, status, runner list) so only their subscribers are told.
 */
import type { MarketDelta } from './adapter';
import type { Market, PriceLevel, RunnerPrices } from './types';

export type Side = 'back' | 'lay';

/** Levels drawn per side (best first). */
export const LEVELS = 3;

export const cellKey = (marketId: string, selectionId: string, side: Side, level: number): string => `${marketId}\u0001${selectionId}\u0001${side}\u0001${level}`;
export const statusKey = (marketId: string): string => `${marketId}\u0001status`;
export const shapeKey = (marketId: string): string => `${marketId}\u0001shape`;
/** Any change of the market at all (useMarket). */
export const marketKey = (marketId: string): string => marketId;

export interface Applied {
  market: Market;
  changed: string[];
}

const sameLevel = (a: PriceLevel | undefined, b: PriceLevel | undefined) => a?.price === b?.price && a?.size === b?.size;

/** New levels, reusing the old objects where nothing moved; pushes the keys of moved cells. */
function mergeLevels(marketId: string, selectionId: string, side: Side, before: PriceLevel[], after: PriceLevel[], changed: string[]): PriceLevel[] {
  let moved = before.length !== after.length;
  const merged = after.map((level, i) => {
    if (sameLevel(before[i], level)) return before[i]!;
    moved = true;
    changed.push(cellKey(marketId, selectionId, side, i));
    return level;
  });
  for (let i = after.length; i < before.length; i += 1) changed.push(cellKey(marketId, selectionId, side, i));
  return moved ? merged : before;
}

function mergeRunner(marketId: string, before: RunnerPrices | undefined, after: RunnerPrices, changed: string[]): RunnerPrices {
  if (!before) {
    for (const side of ['back', 'lay'] as const) after[side].forEach((_, i) => changed.push(cellKey(marketId, after.selectionId, side, i)));
    return after;
  }
  const back = mergeLevels(marketId, after.selectionId, 'back', before.back, after.back, changed);
  const lay = mergeLevels(marketId, after.selectionId, 'lay', before.lay, after.lay, changed);
  if (back === before.back && lay === before.lay && before.runnerName === after.runnerName) return before;
  return { ...before, runnerName: after.runnerName || before.runnerName, back, lay };
}

const sameShape = (a: RunnerPrices[], b: RunnerPrices[]) => a.length === b.length && a.every((r, i) => r.selectionId === b[i]!.selectionId && r.runnerName === b[i]!.runnerName);

/** A whole market replacing what is held (a snapshot, or a delta marked full). */
export function applySnapshot(held: Market | undefined, next: Market): Applied {
  const changed: string[] = [marketKey(next.marketId)];
  if (!held) return { market: next, changed: [...changed, statusKey(next.marketId), shapeKey(next.marketId), ...next.runners.flatMap((r) => mergeRunnerKeys(next.marketId, r))] };
  const runners = next.runners.map((r) => mergeRunner(next.marketId, held.runners.find((h) => h.selectionId === r.selectionId), r, changed));
  for (const gone of held.runners.filter((h) => !next.runners.some((r) => r.selectionId === h.selectionId))) changed.push(...mergeRunnerKeys(next.marketId, gone));
  if (held.status !== next.status) changed.push(statusKey(next.marketId));
  if (!sameShape(held.runners, runners)) changed.push(shapeKey(next.marketId));
  return { market: { ...next, runners }, changed };
}

function mergeRunnerKeys(marketId: string, runner: RunnerPrices): string[] {
  const keys: string[] = [];
  for (const side of ['back', 'lay'] as const) runner[side].forEach((_, i) => keys.push(cellKey(marketId, runner.selectionId, side, i)));
  return keys;
}

/**
 * A delta on the held market. Returns null when it cannot apply: nothing held yet (the snapshot that is
 * on its way carries it) or it is older than what is held (versions only go up on the server).
 */
export function applyDelta(held: Market | undefined, delta: MarketDelta, receivedAt: number): Applied | null {
  if (delta.full) return applySnapshot(held, { ...delta.full, receivedAt });
  if (!held) return null;
  // A continuation carries the version its first part already brought.
  if (delta.version > 0 && (delta.continuation ? delta.version < held.version : delta.version <= held.version)) return null;
  const changed: string[] = [marketKey(held.marketId)];
  // A conflated delta carries many runners: look them up by id and copy the runner list once.
  let runners = held.runners;
  let copied = false;
  const position = delta.runners.length > 4 ? new Map(held.runners.map((r, i) => [r.selectionId, i])) : null;
  for (const update of delta.runners) {
    const index = position ? (position.get(update.selectionId) ?? -1) : runners.findIndex((r) => r.selectionId === update.selectionId);
    const merged = mergeRunner(held.marketId, index >= 0 ? runners[index] : undefined, update, changed);
    if (index >= 0 && merged === runners[index]) continue;
    if (!copied) {
      runners = [...runners];
      copied = true;
    }
    if (index >= 0) runners[index] = merged;
    else {
      position?.set(update.selectionId, runners.length);
      runners.push(merged);
      changed.push(shapeKey(held.marketId));
    }
  }
  const status = delta.status ?? held.status;
  if (status !== held.status) changed.push(statusKey(held.marketId));
  const market: Market = {
    ...held,
    status,
    version: delta.version || held.version,
    runners,
    ...(delta.line ? { line: { ...held.line, ...delta.line } } : {}),
    serverTs: delta.serverTs,
    receivedAt,
  };
  return { market, changed };
}
