/** The exchange's clock (GET server-time → result, an ISO instant). Failures are ignored, as the spec says: null. */
import type { ApiService } from './api';

/** Milliseconds the exchange's clock is ahead of this device's, or null when it cannot be read. */
export async function fetchServerClockOffset(api: ApiService, now: () => number = Date.now): Promise<number | null> {
  try {
    const sent = now();
    const answer = await api.get<{ success?: boolean; result?: unknown }>('server-time');
    const server = typeof answer.result === 'string' || typeof answer.result === 'number' ? new Date(answer.result).getTime() : NaN;
    if (!answer.success || !Number.isFinite(server)) return null;
    // The answer was stamped about half-way through the round trip.
    return server - (sent + now()) / 2;
  } catch {
    return null;
  }
}
