/**
 * The exchange/event.section contribution: loads the fancy sections only on cricket, virtual and ball-by-ball
 * pages. While their code loads, the first screen the server drew of them (score, lines) stays in place.
 */
import { lazy, Suspense } from 'react';
import { FirstScreenPart, type SlotProps } from '../../engine/plugin-api';
import { CRICKET_EVENT_TYPES } from '../../domain/exchange/cricket-score';

const EventSections = lazy(() => import('./EventSections'));

/** The part of the first screen these sections take over: the slot's own id (server/first-screen.ts). */
const PART = 'exchange/event.section';

export function FancyEventSection(props: SlotProps) {
  if (!props.eventTypeId || !props.eventId || !CRICKET_EVENT_TYPES.includes(props.eventTypeId)) return null;
  return (
    <Suspense fallback={<FirstScreenPart part={PART} />}>
      <EventSections {...props} />
    </Suspense>
  );
}
