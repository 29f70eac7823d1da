import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { CLOCK_FORMAT, DATE_FORMAT, DATE_TIME_FORMAT, DATE_TIME_MINUTES_FORMAT, FILE_DATE_TIME_FORMAT, TIME_FORMAT, formatAtOffset, formatIndiaDateTime, formatWallClock } from './date-time';

// 2026-12-08T12:05:09Z, a Tuesday afternoon in India.
const INSTANT = Date.UTC(2026, 11, 8, 12, 5, 9);
const INDIA = 330;

describe('dates and times', () => {
  it.each([
    [DATE_TIME_FORMAT, INDIA, '08/12/2026, 05:35:09 PM'],
    [DATE_TIME_MINUTES_FORMAT, INDIA, '08/12/2026, 05:35 PM'],
    [DATE_FORMAT, INDIA, '08/12/2026'],
    [TIME_FORMAT, INDIA, '17:35'],
    [CLOCK_FORMAT, INDIA, '08/12/2026 17:35:09'],
    [FILE_DATE_TIME_FORMAT, INDIA, '2026-12-08 17:35:09'],
    [DATE_TIME_FORMAT, 0, '08/12/2026, 12:05:09 PM'],
    [DATE_TIME_FORMAT, -240, '08/12/2026, 08:05:09 AM'],
    [DATE_TIME_FORMAT, 720, '09/12/2026, 12:05:09 AM'],
    ['DD/MM/YYYY, hh:mm A [IST]', INDIA, '08/12/2026, 05:35 PM IST'],
  ])('%s at %s minutes', (pattern, offset, text) => {
    expect(formatAtOffset(INSTANT, offset, pattern)).toBe(text);
  });

  it.each([
    [INSTANT, '08/12/2026, 05:35 PM IST'],
    [Date.UTC(2026, 11, 8, 19, 0, 0), '09/12/2026, 12:30 AM IST'],
  ])('writes %s in India time for server text', (instant, text) => {
    expect(formatIndiaDateTime(instant)).toBe(text);
  });

  it('reads a wall-clock Date by its local fields', () => {
    expect(formatWallClock(new Date(2026, 0, 3, 0, 7, 0), DATE_TIME_FORMAT)).toBe('03/01/2026, 12:07:00 AM');
  });

  it.each([DATE_TIME_FORMAT, DATE_TIME_MINUTES_FORMAT, CLOCK_FORMAT, FILE_DATE_TIME_FORMAT, TIME_FORMAT, '[at] HH:mm'])('writes %s as dayjs does', (pattern) => {
    for (const instant of [INSTANT, Date.UTC(2027, 5, 30, 23, 59, 59), Date.UTC(2026, 0, 1, 0, 0, 0)]) {
      const local = new Date(instant);
      expect(formatWallClock(local, pattern)).toBe(dayjs(local).format(pattern));
    }
  });
});
