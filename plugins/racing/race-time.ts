/**
 * Race times as the spec words them (section 9): 'Opens in' with days, hours and minutes before the off,
 * 'Started on' with the date ('Today', 'Tomorrow' or day-month-year) and the 24-hour time after it.
 * `wallClock` is the time service's, so the player's time setting applies.
 */
export type WallClock = (instant: number) => Date;

const pad = (n: number) => String(n).padStart(2, '0');
const dayNumber = (d: Date) => Math.floor(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 86_400_000);

export function raceTimeText(instant: number, wallClock: WallClock): string {
  const d = wallClock(instant);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function raceDateText(instant: number, now: number, wallClock: WallClock): string {
  const day = wallClock(instant);
  const days = dayNumber(day) - dayNumber(wallClock(now));
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return `${pad(day.getDate())}-${pad(day.getMonth() + 1)}-${day.getFullYear()}`;
}

/** Minutes round up: a race 30 s from the off 'Opens in 1m'; at the off it has 'Started on'. */
export function raceCountdownText(openDate: number, now: number, wallClock: WallClock): string {
  if (openDate <= now) return `Started on ${raceDateText(openDate, now, wallClock)} ${raceTimeText(openDate, wallClock)}`;
  const minutes = Math.ceil((openDate - now) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const parts = [days ? `${days}d` : '', days || hours ? `${hours}h` : '', `${minutes % 60}m`].filter(Boolean);
  return `Opens in ${parts.join(' ')}`;
}
