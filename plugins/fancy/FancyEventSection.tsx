/** The exchange/event.section contribution: loads the fancy sections only on cricket, virtual and ball-by-ball pages. */
import { lazy, Suspense } from 'react';
import type { SlotProps } from '../../engine/plugin-api';

/** Event types with session lines: cricket, virtual cricket and ball-by-ball. */
export const CRICKET_EVENT_TYPES: readonly string[] = ['4', 'v9', 'b9'];

const EventSections = lazy(() => import('./EventSections'));

export function FancyEventSection(props: SlotProps) {
  if (!props.eventTypeId || !props.eventId || !CRICKET_EVENT_TYPES.includes(props.eventTypeId)) return null;
  return (
    <Suspense fallback={null}>
      <EventSections {...props} />
    </Suspense>
  );
}
