/**
 * Event times as the spec words them (section 9): a countdown 'Opens in' with days, hours and minutes
 * before the start, 'Started on' with the date and time after it; dates 'Today', 'Tomorrow' or
 * day-month-year, written DD/MM/YYYY like every other date; times 24-hour HH:MM. `wallClock` is the
 * time service's, so the player's zone applies.
 */
import { DATE_FORMAT, TIME_FORMAT, formatWallClock } from '../format';

export type WallClock = (instant: number) => Date;

const dayNumber = (d: Date) => Math.floor(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 86_400_000);

export function timeText(instant: number, wallClock: WallClock): string {
  return formatWallClock(wallClock(instant), TIME_FORMAT);
}

export function dateText(instant: number, now: number, wallClock: WallClock): string {
  const day = wallClock(instant);
  const days = dayNumber(day) - dayNumber(wallClock(now));
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return formatWallClock(day, DATE_FORMAT);
}

export function countdownText(openDate: number, now: number, wallClock: WallClock): string {
  if (openDate <= now) return `Started on ${dateText(openDate, now, wallClock)} ${timeText(openDate, wallClock)}`;
  const minutes = Math.ceil((openDate - now) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const parts = [days ? `${days}d` : '', days || hours ? `${hours}h` : '', `${minutes % 60}m`].filter(Boolean);
  return `Opens in ${parts.join(' ')}`;
}
