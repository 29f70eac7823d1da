/** Events seen in market responses, so a page can show the event's name and start without another call. */
import { useCallback, useSyncExternalStore } from 'react';
import type { EventInfo } from './types';

const events = new Map<string, EventInfo>();
const listeners = new Set<() => void>();

export function rememberEvent(event: EventInfo): void {
  const held = events.get(event.eventId);
  if (held && held.inPlay === event.inPlay && held.openDate === event.openDate && held.eventName === event.eventName) return;
  events.set(event.eventId, event);
  for (const listener of listeners) listener();
}

export function getEventInfo(eventId: string): EventInfo | undefined {
  return events.get(eventId);
}

export function useEventInfo(eventId: string): EventInfo | undefined {
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, []);
  const read = () => events.get(eventId);
  return useSyncExternalStore(subscribe, read, read);
}
