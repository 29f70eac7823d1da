/**
 * The race list from the operator's API (GET exchange/odds/eventType/{7|4339}) in clean names. Wire
 * names (marketId, eventName, countryCode, openDate, _id, clothNumber, jockeyName, …) stay in this file.
 */
import type { ApiService, Wire } from '../../engine/plugin-api';

/** Horse racing and greyhound racing: the only event types racing data is asked for. */
export const RACE_TYPES = {
  horse: { eventTypeId: '7', label: 'Horse Racing', path: '/horse-racing' },
  greyhound: { eventTypeId: '4339', label: 'Greyhound Racing', path: '/greyhound-racing' },
} as const;
export type RaceType = keyof typeof RACE_TYPES;

export type RunnerStatus = NonNullable<Wire.EventRunner['status']>;
export type RaceState = 'open' | 'off' | 'result';

export interface RaceRunner {
  selectionId: string;
  number: number;
  name: string;
  /** Silk or trap colour (a CSS colour) or '' when the feed gives none. */
  colour: string;
  form: string;
  jockey: string;
  trainer: string;
  status: RunnerStatus;
  /** Percent, for a non-runner. */
  reductionFactor: number | null;
  /** Percent, for a non-runner in a race with a Place market. */
  placeReductionFactor: number | null;
}

export interface Race {
  eventId: string;
  eventTypeId: string;
  eventName: string;
  venue: string;
  countryCode: string;
  /** Epoch milliseconds of the off. */
  openDate: number;
  /** The Win market, or '' when the race has none open. */
  marketId: string;
  state: RaceState;
  runners: RaceRunner[];
  /** Selection ids in finishing order, once run. */
  placings: string[];
  /** How many runners the Place market pays; 0 when the race has none. */
  places: number;
}

type WireRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is WireRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const STATUSES: readonly RunnerStatus[] = ['ACTIVE', 'REMOVED', 'WINNER', 'PLACED', 'LOSER'];
const COLOUR = /^#[0-9a-fA-F]{3,8}$/;

function runnerFromWire(wire: Partial<Record<keyof Wire.EventRunner, unknown>>, index: number): RaceRunner {
  const status = STATUSES.find((s) => s === wire.status) ?? 'ACTIVE';
  const percent = (value: unknown): number | null => (value === null || value === undefined || !Number.isFinite(Number(value)) ? null : Number(value));
  return {
    selectionId: text(wire.selectionId),
    number: Number(wire.clothNumber) || index + 1,
    name: text(wire.runnerName),
    // Only a plain hex colour reaches a style attribute.
    colour: COLOUR.test(text(wire.colour)) ? text(wire.colour) : '',
    form: text(wire.form),
    jockey: text(wire.jockeyName),
    trainer: text(wire.trainerName),
    status,
    reductionFactor: percent(wire.reductionFactor),
    placeReductionFactor: percent(wire.placeReductionFactor),
  };
}

export function raceFromWire(value: unknown): Race | null {
  if (!isRecord(value)) return null;
  const wire: Partial<Record<keyof Wire.EventOdds, unknown>> = value;
  const eventId = text(wire._id) || text(wire.eventId);
  const openDate = Date.parse(text(wire.openDate));
  if (!eventId || !Number.isFinite(openDate)) return null;
  const state: RaceState = wire.raceStatus === 'RESULT' ? 'result' : wire.raceStatus === 'OFF' || wire.inPlay === true ? 'off' : 'open';
  const markets = Array.isArray(wire.markets) ? wire.markets.filter(isRecord) : [];
  return {
    eventId,
    eventTypeId: text(wire.eventTypeId),
    eventName: text(wire.eventName),
    venue: text(wire.venue) || text(wire.competitionName) || text(wire.eventName),
    countryCode: text(wire.countryCode).toUpperCase(),
    openDate,
    marketId: text(wire.marketId) || text(markets[0]?.marketId),
    state,
    runners: (Array.isArray(wire.runners) ? wire.runners.filter(isRecord) : []).map(runnerFromWire),
    placings: Array.isArray(wire.placings) ? wire.placings.map(text).filter(Boolean) : [],
    places: Number(wire.numberOfPlaces) > 0 ? Number(wire.numberOfPlaces) : 0,
  };
}

export function racesFromWire(body: unknown): Race[] {
  const result = isRecord(body) && Array.isArray(body.result) ? body.result : [];
  return result.map(raceFromWire).filter((race): race is Race => race !== null).sort((a, b) => a.openDate - b.openDate);
}

export async function fetchRaces(api: ApiService, type: RaceType): Promise<Race[]> {
  return racesFromWire(await api.get(`exchange/odds/eventType/${RACE_TYPES[type].eventTypeId}`));
}
