/** Reading markets from the operator's HTTP API. */
import type { ApiService } from '../../../engine/plugin-api';
import { eventMarketsFromWire, groupEventFromWire } from './adapter';
import { rememberEvent } from './event-info';
import type { Market } from './types';

const statusOf = (error: unknown): number | undefined => (error as { response?: { status?: number } } | null)?.response?.status;

/** Every market of an event. An event the exchange does not know is an empty result, not an error. */
export async function loadEventMarkets(api: ApiService, eventTypeId: string, eventId: string, now: () => number = Date.now): Promise<Market[]> {
  try {
    const body = await api.get<unknown>(`exchange/odds/group/${encodeURIComponent(eventTypeId)}/${encodeURIComponent(eventId)}`);
    const event = groupEventFromWire(body);
    if (event) rememberEvent(event);
    return eventMarketsFromWire(body, now());
  } catch (error) {
    if (statusOf(error) === 404) return [];
    throw error;
  }
}
