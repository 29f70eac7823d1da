/**
 * The exchange/event.section contribution: loads the fancy sections only on cricket, virtual and ball-by-ball
 * pages. While their code loads, the first screen the server drew of them (score, lines) stays in place.
 */
import { lazy, Suspense } from 'react';
import { FirstScreenPart, type SlotProps } from '../../engine/plugin-api';
import { CRICKET_EVENT_TYPES, CRICKET_SECTIONS_PART } from '../../domain/exchange/cricket-pages';

const EventSections = lazy(() => import('./EventSections'));

export function FancyEventSection(props: SlotProps) {
  if (!props.eventTypeId || !props.eventId || !CRICKET_EVENT_TYPES.includes(props.eventTypeId)) return null;
  return (
    <Suspense fallback={<FirstScreenPart part={CRICKET_SECTIONS_PART} />}>
      <EventSections {...props} />
    </Suspense>
  );
}
