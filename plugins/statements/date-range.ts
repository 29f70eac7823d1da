/**
 * Date ranges in the player's own clock (the time setting): a preset or two calendar days, turned into
 * the instants the exchange filters by. `offsetMinutes` is the zone's offset from UTC, as the time
 * service gives it.
 */
import { DAY_MS, dayOf, startOfDay } from '../../domain/time/calendar-days';

export { dayOf, startOfDay };

export type RangePreset = 'today' | 'yesterday' | '7d' | '30d' | 'custom';

export const PRESETS: ReadonlyArray<{ id: RangePreset; label: string }> = [
  { id: 'today', label: 'Today' },
  { id: 'yesterday', label: 'Yesterday' },
  { id: '7d', label: '7 days' },
  { id: '30d', label: '30 days' },
  { id: 'custom', label: 'Custom' },
];

export interface RangeChoice {
  preset: RangePreset;
  /** YYYY-MM-DD, custom only. */
  from: string;
  to: string;
}

export interface InstantRange {
  /** ms, inclusive. */
  from: number;
  /** ms, exclusive. */
  to: number;
}

const DAY = DAY_MS;

/** The instants a choice covers, or a message saying what is wrong with it. */
export function resolveRange(choice: RangeChoice, now: number, offsetMinutes: number): InstantRange | string {
  const todayStart = startOfDay(dayOf(now, offsetMinutes), offsetMinutes);
  switch (choice.preset) {
    case 'today':
      return { from: todayStart, to: todayStart + DAY };
    case 'yesterday':
      return { from: todayStart - DAY, to: todayStart };
    case '7d':
      return { from: todayStart - 6 * DAY, to: todayStart + DAY };
    case '30d':
      return { from: todayStart - 29 * DAY, to: todayStart + DAY };
    case 'custom': {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(choice.from) || !/^\d{4}-\d{2}-\d{2}$/.test(choice.to)) return 'Choose both dates.';
      if (choice.from > choice.to) return 'The start date must be on or before the end date.';
      return { from: startOfDay(choice.from, offsetMinutes), to: startOfDay(choice.to, offsetMinutes) + DAY };
    }
  }
}

/** The range as the exchange's from/to query (ISO instants, `to` exclusive). */
export function rangeQuery(range: InstantRange): { from: string; to: string } {
  return { from: new Date(range.from).toISOString(), to: new Date(range.to).toISOString() };
}
