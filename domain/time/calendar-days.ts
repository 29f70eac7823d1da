/**
 * Calendar days in a zone given by its offset from UTC (minutes east, as the time service gives it): the
 * day an instant falls on, and when a day starts, so a range of days a player picks in their own clock
 * becomes the instants the exchange filters by.
 */
export const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) `instant` falls on in the zone. */
export function dayOf(instant: number, offsetMinutes: number): string {
  return new Date(instant + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** When the zone's calendar day `day` (YYYY-MM-DD) starts. */
export function startOfDay(day: string, offsetMinutes: number): number {
  return Date.parse(`${day}T00:00:00Z`) - offsetMinutes * 60_000;
}

/** The days `from` to `to` (both YYYY-MM-DD, inclusive) as ISO instants, `to` exclusive. */
export function daysAsInstants(from: string, to: string, offsetMinutes: number): { from: string; to: string } {
  return { from: new Date(startOfDay(from, offsetMinutes)).toISOString(), to: new Date(startOfDay(to, offsetMinutes) + DAY_MS).toISOString() };
}
