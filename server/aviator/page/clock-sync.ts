/**
 * The one clock: where the server's clock stands, read from the `serverTime` every event carries.
 * An event was stamped before it left, so `serverTime − receivedAt` is never more than the true offset;
 * the largest recent sample is the one that spent least time on the way, and the window lets a drifting
 * clock move on.
 */
export interface ClockSync {
  /** Server clock minus this page's clock, in ms. */
  offset: number;
  samples: ReadonlyArray<{ offset: number; at: number }>;
}

export const UNSYNCED: ClockSync = { offset: 0, samples: [] };

/** Samples older than this are dropped, so a clock that drifts is followed. */
export const CLOCK_WINDOW_MS = 20_000;
const KEPT = 12;

export function withServerTime(clock: ClockSync, serverTime: unknown, receivedAt: number): ClockSync {
  if (typeof serverTime !== 'number' || !Number.isFinite(serverTime)) return clock;
  const samples = [...clock.samples.filter((s) => receivedAt - s.at <= CLOCK_WINDOW_MS), { offset: serverTime - receivedAt, at: receivedAt }].slice(-KEPT);
  let offset = -Infinity;
  for (const sample of samples) offset = Math.max(offset, sample.offset);
  return { offset, samples };
}

/** The server's time now, by this page's clock and the offset. */
export const serverNow = (clock: ClockSync, now: number): number => now + clock.offset;
