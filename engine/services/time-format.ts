/**
 * Formatting of instants for display, in the zone the player chose (time.ts), with the product's one
 * date formatter (domain/format), which reads dayjs patterns without loading dayjs.
 */
import { DATE_TIME_FORMAT, formatAtOffset } from '../../domain/format';
import { timeSettings, zoneOffsetMinutes, type TimeZoneName } from './time';

export { DATE_TIME_FORMAT };

/** `instant` (ms, ISO text or Date) as `pattern` in the chosen zone; 'N/A' when missing or unreadable. */
export function formatInstant(instant: number | string | Date | null | undefined, pattern: string = DATE_TIME_FORMAT, zone: TimeZoneName = timeSettings.zoneName): string {
  if (instant === null || instant === undefined || instant === '') return 'N/A';
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) return 'N/A';
  return formatAtOffset(ms, zoneOffsetMinutes(zone, ms), pattern);
}
