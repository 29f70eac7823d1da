/**
 * Formatting of instants for display, in the zone the player chose (time.ts). Uses dayjs, so only
 * lazily loaded pages import it; the home page's clock formats without it.
 */
import dayjs from 'dayjs';
import { timeSettings, wallClockIn, type TimeZoneName } from './time';

/** Spec formats: last login and statement rows read DD/MM/YYYY, hh:mm:ss A. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY, hh:mm:ss A';

/** `instant` (ms, ISO text or Date) as dayjs `pattern` in the chosen zone; 'N/A' when missing or unreadable. */
export function formatInstant(instant: number | string | Date | null | undefined, pattern: string = DATE_TIME_FORMAT, zone: TimeZoneName = timeSettings.zoneName): string {
  if (instant === null || instant === undefined || instant === '') return 'N/A';
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) return 'N/A';
  return dayjs(wallClockIn(zone, ms)).format(pattern);
}
