/**
 * The one place that reads the operator's market wire shapes (exchange/odds responses, home markets and
 * `market-update` deltas) and turns them into the clean Market type. Nothing else sees wire names.
 */
import type { Wire } from '../../../engine/plugin-api';
import type { EventInfo, Market, PriceLevel, RunnerPrices, SessionLine } from './types';

type WireRecord = Record<string, unknown>;
/** A market as it may arrive (a whole one or a `market-update` delta): the schema's fields, any missing. */
type WireMarket = Partial<Record<keyof Wire.Market, unknown>>;

const isRecord = (value: unknown): value is WireRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

function levels(value: unknown): PriceLevel[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((level) => ({ price: num(level.price), size: num(level.size) }));
}

function runner(value: Partial<Record<keyof Wire.Runner, unknown>>): RunnerPrices {
  return { selectionId: text(value.selectionId), runnerName: text(value.runnerName), back: levels(value.back), lay: levels(value.lay) };
}

function line(value: WireMarket): SessionLine | undefined {
  if (value.noLine === undefined && value.yesLine === undefined) return undefined;
  return {
    noLine: num(value.noLine),
    noRate: num(value.noRate),
    yesLine: num(value.yesLine),
    yesRate: num(value.yesRate),
    ...(value.maxSize !== undefined ? { maxSize: num(value.maxSize) } : {}),
  };
}

/** Stake limits a line market's wire carries (rupees), as paise; undefined when it carries none. */
function stakeLimits(value: WireMarket): { minBet: number; maxBet: number } | undefined {
  const [min, max] = [Number(value.minBet), Number(value.maxBet)];
  if (value.minBet === undefined || value.maxBet === undefined || !Number.isFinite(min) || !Number.isFinite(max)) return undefined;
  return { minBet: Math.round(min * 100), maxBet: Math.round(max * 100) };
}

/** A full market as the API sends it; null when it carries no market id. */
export function marketFromWire(wire: unknown, receivedAt: number, serverTs: number = receivedAt): Market | null {
  if (!isRecord(wire) || !text(wire.marketId)) return null;
  const value: WireMarket = wire;
  const sessionLine = line(value);
  const limits = stakeLimits(value);
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
    ...(limits ? { stakeLimits: limits } : {}),
    ...(num(value.numberOfWinners) > 1 ? { numberOfWinners: num(value.numberOfWinners) } : {}),
    serverTs,
    receivedAt,
  };
}

/**
 * A runner list packed for the trip from the socket worker to the page: ids and names, and every price
 * and size in one array of numbers, which crosses between threads for the cost of a copy (a tree of level
 * objects costs the page about as much to receive as it cost to parse). Runner `i` has `depths[2i]` back
 * levels and then `depths[2i + 1]` lay levels in `levels`, each a price and a size.
 */
export interface PackedRunners {
  ids: string[];
  names: string[];
  depths: Uint8Array;
  levels: Float64Array;
}

/** A market's own fields, without its runners, line and clocks. */
export type MarketFields = Omit<Market, 'runners' | 'line' | 'serverTs' | 'receivedAt'>;

/** A `market-update` payload in clean names: only what it carries is set. */
export interface MarketDelta {
  marketId: string;
  /** The delta is a whole market (first sight of it on the server): these are its fields. */
  full: MarketFields | null;
  version: number;
  /** The server's clock when it sent the change; null when it did not say (the arrival time stands in). */
  serverTs: number | null;
  status?: string;
  line?: SessionLine;
  runners: PackedRunners;
}

/** Levels per side at most: a wire list longer than this is cut (the page draws three). */
const MAX_DEPTH = 255;

const levelRecords = (value: unknown): WireRecord[] => (Array.isArray(value) ? value.filter(isRecord).slice(0, MAX_DEPTH) : []);

/** Runners as the wire (or a Market) lists them, packed; entries that are not objects are left out. */
export function packRunners(list: unknown): PackedRunners {
  const runners = Array.isArray(list) ? list.filter(isRecord) : [];
  const sides = runners.map((r) => [levelRecords(r.back), levelRecords(r.lay)] as const);
  const depths = new Uint8Array(runners.length * 2);
  let count = 0;
  sides.forEach(([back, lay], i) => {
    depths[2 * i] = back.length;
    depths[2 * i + 1] = lay.length;
    count += back.length + lay.length;
  });
  const levels = new Float64Array(count * 2);
  let at = 0;
  for (const [back, lay] of sides) {
    for (const level of [...back, ...lay]) {
      levels[at] = num(level.price);
      levels[at + 1] = num(level.size);
      at += 2;
    }
  }
  return { ids: runners.map((r) => text(r.selectionId)), names: runners.map((r) => text(r.runnerName)), depths, levels };
}

/** Runner `index` of a packed list as objects; `offset` is where its levels start in `levels`. */
function unpackRunner(packed: PackedRunners, index: number, offset: number): RunnerPrices {
  const side = (from: number, count: number): PriceLevel[] => Array.from({ length: count }, (_, k) => ({ price: packed.levels[from + 2 * k]!, size: packed.levels[from + 2 * k + 1]! }));
  const backs = packed.depths[2 * index]!;
  return { selectionId: packed.ids[index]!, runnerName: packed.names[index]!, back: side(offset, backs), lay: side(offset + 2 * backs, packed.depths[2 * index + 1]!) };
}

/** Where each runner's levels start in a packed list. */
function packedOffsets(packed: PackedRunners): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (let i = 0; i < packed.ids.length; i += 1) {
    offsets.push(at);
    at += 2 * (packed.depths[2 * i]! + packed.depths[2 * i + 1]!);
  }
  return offsets;
}

export function unpackRunners(packed: PackedRunners): RunnerPrices[] {
  return packedOffsets(packed).map((offset, i) => unpackRunner(packed, i, offset));
}

/**
 * Reads a `market-update` payload where the socket lives (the socket worker, see
 * services/socket-readers.ts): clean names, runners packed. Null without a market id.
 */
export function deltaFromWire(value: unknown): MarketDelta | null {
  if (!isRecord(value) || !text(value.marketId)) return null;
  const sessionLine = line(value);
  let full: MarketFields | null = null;
  if (value.full === true) {
    const { runners: _runners, line: _line, serverTs: _serverTs, receivedAt: _receivedAt, ...fields } = marketFromWire({ ...value, runners: [] }, 0)!;
    full = fields;
  }
  return {
    marketId: text(value.marketId),
    full,
    version: num(value.version),
    serverTs: value.ts === undefined ? null : num(value.ts),
    ...(value.status !== undefined ? { status: text(value.status) } : {}),
    ...(sessionLine ? { line: sessionLine } : {}),
    runners: packRunners(value.runners),
  };
}

/** The whole market a full delta carries. */
export function marketOfFullDelta(delta: MarketDelta, receivedAt: number): Market | null {
  if (!delta.full) return null;
  return { ...delta.full, runners: unpackRunners(delta.runners), ...(delta.line ? { line: delta.line } : {}), serverTs: delta.serverTs ?? receivedAt, receivedAt };
}

/** A payload that deltaFromWire read (what `market-update` listeners receive). */
export function isMarketDelta(value: unknown): value is MarketDelta {
  return isRecord(value) && typeof value.marketId === 'string' && isRecord(value.runners) && value.runners.levels instanceof Float64Array;
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
