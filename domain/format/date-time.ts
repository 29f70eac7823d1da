/**
 * Dates and times as players read them, with the dayjs pattern tokens the spec quotes (YYYY MM DD HH
 * hh mm ss A, and [text] kept as written). Written here rather than with dayjs because domain/ imports
 * no package and the home page's clock must not load dayjs; date-time.test.ts pins the same output.
 */

/** Spec: last login and statement rows. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY, hh:mm:ss A';
/** The same without seconds, for limits and exclusions that change on a minute. */
export const DATE_TIME_MINUTES_FORMAT = 'DD/MM/YYYY, hh:mm A';
/** Day-month-year, the date part of every format above. */
export const DATE_FORMAT = 'DD/MM/YYYY';
/** Spec: event times are 24-hour HH:MM. */
export const TIME_FORMAT = 'HH:mm';
/** The header clock and bet times: 24-hour, to the second. */
export const CLOCK_FORMAT = 'DD/MM/YYYY HH:mm:ss';
/** CSV downloads: sortable and read by spreadsheets as a date in every locale. */
export const FILE_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface Fields {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const TOKENS = /\[([^\]]*)]|YYYY|MM|DD|HH|hh|mm|ss|A/g;

function formatFields(f: Fields, pattern: string): string {
  return pattern.replace(TOKENS, (token, escaped: string | undefined) => {
    if (escaped !== undefined) return escaped;
    switch (token) {
      case 'YYYY': return String(f.year);
      case 'MM': return pad(f.month);
      case 'DD': return pad(f.day);
      case 'HH': return pad(f.hours);
      case 'hh': return pad(f.hours % 12 || 12);
      case 'mm': return pad(f.minutes);
      case 'ss': return pad(f.seconds);
      default: return f.hours < 12 ? 'AM' : 'PM';
    }
  });
}

/** `instant` (ms since the epoch) as `pattern` in a zone `offsetMinutes` east of UTC. */
export function formatAtOffset(instant: number, offsetMinutes: number, pattern: string): string {
  const d = new Date(instant + offsetMinutes * 60_000);
  return formatFields({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hours: d.getUTCHours(), minutes: d.getUTCMinutes(), seconds: d.getUTCSeconds() }, pattern);
}

/** India's offset from UTC (spec: +330 minutes). */
export const INDIA_OFFSET_MINUTES = 330;

/**
 * For text the server writes (a refusal shown in a toast), which cannot know the zone the player chose:
 * India time, said as IST, in the pages' date style.
 */
export function formatIndiaDateTime(instant: number): string {
  return formatAtOffset(instant, INDIA_OFFSET_MINUTES, `${DATE_TIME_MINUTES_FORMAT} [IST]`);
}

/** A wall-clock Date (its local getters read the zone's time, as the time service makes them) as `pattern`. */
export function formatWallClock(date: Date, pattern: string): string {
  return formatFields({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hours: date.getHours(), minutes: date.getMinutes(), seconds: date.getSeconds() }, pattern);
}
