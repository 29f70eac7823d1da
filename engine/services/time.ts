/**
 * Times shown to players follow their time setting: system or device (the browser's zone) or India
 * (UTC+5:30). The service answers which offset applies; formatting happens with dayjs where times are shown.
 */
export type TimeZoneName = 'system' | 'device' | 'india';
export const INDIA_OFFSET_MINUTES = 330;

export interface TimeService {
  zone(): TimeZoneName;
  setZone(zone: TimeZoneName): void;
  /** Minutes east of UTC that displayed times use at the given instant. */
  offsetMinutes(instant?: number): number;
  /** A Date whose local fields read as wall-clock time in the chosen zone. */
  wallClock(instant: number): Date;
}

export function createTimeService(initial: TimeZoneName = 'device'): TimeService {
  let current = initial;
  const offsetMinutes = (instant: number = Date.now()) =>
    current === 'india' ? INDIA_OFFSET_MINUTES : -new Date(instant).getTimezoneOffset();
  return {
    zone: () => current,
    setZone: (zone) => {
      current = zone;
    },
    offsetMinutes,
    wallClock(instant) {
      const localOffset = -new Date(instant).getTimezoneOffset();
      return new Date(instant + (offsetMinutes(instant) - localOffset) * 60_000);
    },
  };
}
