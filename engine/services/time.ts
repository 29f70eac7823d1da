/**
 * Times shown to players follow their time setting: system (GMT, the exchange's own clock zone),
 * device (the browser's zone, the default) or India (UTC+5:30). The choice is valtio state, kept in
 * storage, so every clock and date on screen re-renders when it changes. This module stays free of
 * dayjs because the header clock is on the home page; dayjs formatting lives in time-format.ts, which
 * only lazily loaded pages import.
 */
import { proxy, useSnapshot } from 'valtio';
import { INDIA_OFFSET_MINUTES } from '../../domain/format';
import { STORAGE_KEYS, readStored, writeStored } from './storage';

export type TimeZoneName = 'system' | 'device' | 'india';
export const TIME_ZONE_NAMES: readonly TimeZoneName[] = ['system', 'device', 'india'];
export const DEFAULT_TIME_ZONE: TimeZoneName = 'device';
export { INDIA_OFFSET_MINUTES };

export interface TimeService {
  zone(): TimeZoneName;
  setZone(zone: TimeZoneName): void;
  /** Minutes east of UTC that displayed times use at the given instant. */
  offsetMinutes(instant?: number): number;
  /** A Date whose local fields read as wall-clock time in the chosen zone. */
  wallClock(instant: number): Date;
}

function isZoneName(value: unknown): value is TimeZoneName {
  return typeof value === 'string' && (TIME_ZONE_NAMES as readonly string[]).includes(value);
}

function storedZone(): TimeZoneName {
  const stored = readStored(STORAGE_KEYS.timeZoneName);
  return isZoneName(stored) ? stored : DEFAULT_TIME_ZONE;
}

export const timeSettings = proxy<{ zoneName: TimeZoneName }>({ zoneName: storedZone() });

/** Chooses the zone for every displayed time and remembers it; an unknown name is refused. */
export function setTimeZone(zone: TimeZoneName): void {
  if (!isZoneName(zone)) throw new Error(`Unknown time zone "${String(zone)}": use one of ${TIME_ZONE_NAMES.join(', ')}.`);
  timeSettings.zoneName = zone;
  writeStored(STORAGE_KEYS.timeZoneName, zone);
}

/** Components call this so they re-render when the player changes the setting. */
export function useTimeZone(): TimeZoneName {
  return useSnapshot(timeSettings).zoneName;
}

export function zoneOffsetMinutes(zone: TimeZoneName, instant: number = Date.now()): number {
  if (zone === 'india') return INDIA_OFFSET_MINUTES;
  if (zone === 'system') return 0;
  return -new Date(instant).getTimezoneOffset();
}

/** A Date whose local getters (getHours, …) read the wall-clock time of `zone` at `instant`. */
export function wallClockIn(zone: TimeZoneName, instant: number): Date {
  const localOffset = -new Date(instant).getTimezoneOffset();
  return new Date(instant + (zoneOffsetMinutes(zone, instant) - localOffset) * 60_000);
}

/**
 * The clock's zone label in the spec's own style, where India reads 'GMT +5.5:30' (the hours as a
 * decimal, then the minutes); other zones follow the same pattern, e.g. 'GMT +0:00', 'GMT -4:00'.
 */
export function zoneLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `GMT ${sign}${abs / 60}:${String(abs % 60).padStart(2, '0')}`;
}

/** The service plugins receive; it reads and writes the same shared setting. */
export function createTimeService(initial?: TimeZoneName): TimeService {
  if (initial) timeSettings.zoneName = initial;
  return {
    zone: () => timeSettings.zoneName,
    setZone: setTimeZone,
    offsetMinutes: (instant = Date.now()) => zoneOffsetMinutes(timeSettings.zoneName, instant),
    wallClock: (instant) => wallClockIn(timeSettings.zoneName, instant),
  };
}
