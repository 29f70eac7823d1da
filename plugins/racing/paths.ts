/** The racing pages' paths and which race type each serves. */
import { RACE_TYPES, type RaceType } from './racing-api';

export function raceTypeOfPath(pathname: string): RaceType | null {
  const path = pathname.replace(/\/+$/, '');
  return path === RACE_TYPES.horse.path ? 'horse' : path === RACE_TYPES.greyhound.path ? 'greyhound' : null;
}

/** A race's page: its type's page with the race chosen by hrEventId. */
export function racePath(type: RaceType, eventId: string): string {
  return `${RACE_TYPES[type].path}?hrEventId=${encodeURIComponent(eventId)}`;
}
