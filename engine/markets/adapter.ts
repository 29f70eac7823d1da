/**
 * The one place that reads the operator's market wire shapes (exchange/odds responses, home markets and
 * `market-update` deltas) and turns them into the clean Market type. Nothing else sees wire names.
 */
import type { EventInfo, Market, PriceLevel, RunnerPrices, SessionLine } from './types';

type Wire = Record<string, unknown>;

const isRecord = (value: unknown): value is Wire => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

function levels(value: unknown): PriceLevel[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((level) => ({ price: num(level.price), size: num(level.size) }));
}

function runner(value: Wire): RunnerPrices {
  return { selectionId: text(value.selectionId), runnerName: text(value.runnerName), back: levels(value.back), lay: levels(value.lay) };
}

function line(value: Wire): SessionLine | undefined {
  if (value.noLine === undefined && value.yesLine === undefined) return undefined;
  return {
    noLine: num(value.noLine),
    noRate: num(value.noRate),
    yesLine: num(value.yesLine),
    yesRate: num(value.yesRate),
    ...(value.maxSize !== undefined ? { maxSize: num(value.maxSize) } : {}),
  };
}

/** A full market as the API sends it; null when it carries no market id. */
export function marketFromWire(value: unknown, receivedAt: number, serverTs: number = receivedAt): Market | null {
  if (!isRecord(value) || !text(value.marketId)) return null;
  const sessionLine = line(value);
  return {
    marketId: text(value.marketId),
    marketName: text(value.marketName),
    marketType: text(value.marketType),
    status: text(value.status) || 'OPEN',
    version: num(value.version),
    eventId: text(value.eventId),
    eventName: text(value.eventName),
    eventTypeId: text(value.eventTypeId),
    competitionId: text(value.competitionId),
    competitionName: text(value.competitionName),
    runners: Array.isArray(value.runners) ? value.runners.filter(isRecord).map(runner) : [],
    ...(sessionLine ? { line: sessionLine } : {}),
    serverTs,
    receivedAt,
  };
}

/** A `market-update` payload in clean names: only what it carries is set. */
export interface MarketDelta {
  marketId: string;
  /** The delta is a whole market (first sight of it on the server). */
  full: Market | null;
  version: number;
  serverTs: number;
  status?: string;
  runners: RunnerPrices[];
  line?: SessionLine;
  /** More runners of a delta already applied (a large delta is applied a few runners at a time). */
  continuation?: boolean;
}

export function deltaFromWire(value: unknown, receivedAt: number): MarketDelta | null {
  if (!isRecord(value) || !text(value.marketId)) return null;
  const serverTs = value.ts === undefined ? receivedAt : num(value.ts);
  const full = value.full === true ? marketFromWire(value, receivedAt, serverTs) : null;
  const sessionLine = line(value);
  return {
    marketId: text(value.marketId),
    full,
    version: num(value.version),
    serverTs,
    ...(value.status !== undefined ? { status: text(value.status) } : {}),
    runners: Array.isArray(value.runners) ? value.runners.filter(isRecord).map(runner) : [],
    ...(sessionLine ? { line: sessionLine } : {}),
  };
}

/** exchange/odds/group/{eventTypeId}/{eventId}: every market list of the event, in page order. */
export function eventMarketsFromWire(body: unknown, receivedAt: number): Market[] {
  const result = isRecord(body) && isRecord(body.result) ? body.result : null;
  if (!result) return [];
  const lists = [result.matchOdds, result.bookmaker, result.fancy, result.inningsRuns];
  return lists.flatMap((list) => (Array.isArray(list) ? list : [])).map((m) => marketFromWire(m, receivedAt)).filter((m): m is Market => m !== null);
}

/** An event from any list or page response; null without an event id. */
export function eventFromWire(value: unknown): EventInfo | null {
  if (!isRecord(value)) return null;
  const eventId = text(value.eventId) || text(value.id);
  if (!eventId) return null;
  const openDate = typeof value.openDate === 'number' ? value.openDate : Date.parse(text(value.openDate));
  return {
    eventId,
    eventName: text(value.eventName) || text(value.name),
    eventTypeId: text(value.eventTypeId),
    competitionId: text(value.competitionId),
    competitionName: text(value.competitionName),
    openDate: Number.isFinite(openDate) ? openDate : 0,
    inPlay: value.inPlay === true,
  };
}

/** The event of an exchange/odds/group response. */
export function groupEventFromWire(body: unknown): EventInfo | null {
  return isRecord(body) && isRecord(body.result) ? eventFromWire(body.result.event) : null;
}

/** A part of a delta, turned into clean names only when it is applied. */
export interface LazyDelta {
  marketId: string;
  runners: number;
  read(): MarketDelta | null;
}

/**
 * A `market-update` payload as parts of at most `size` runners, each read when it is applied (so a large
 * payload costs its arrival little more than the parse). The first part carries status and line; the
 * others continue it.
 */
export function wireDeltaParts(value: unknown, receivedAt: number, size: number): LazyDelta[] {
  if (!isRecord(value) || !text(value.marketId)) return [];
  const marketId = text(value.marketId);
  const runners: unknown[] = Array.isArray(value.runners) ? value.runners : [];
  if (value.full === true || runners.length <= size) return [{ marketId, runners: runners.length, read: () => deltaFromWire(value, receivedAt) }];
  const parts: LazyDelta[] = [];
  for (let i = 0; i < runners.length; i += size) {
    const slice = runners.slice(i, i + size);
    const read =
      i === 0
        ? () => deltaFromWire({ ...value, runners: slice }, receivedAt)
        : () => {
            const delta = deltaFromWire({ marketId, version: value.version, ts: value.ts, runners: slice }, receivedAt);
            return delta && { ...delta, continuation: true };
          };
    parts.push({ marketId, runners: slice.length, read });
  }
  return parts;
}
