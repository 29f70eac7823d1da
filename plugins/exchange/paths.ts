/** The exchange's page paths (spec section 2) and where an event opens by its type (spec section 2, search results). */
export const VIRTUAL_EVENT_TYPES = ['v9', 'b9'];
export const CASINO_LIVE_EVENT_TYPE = '77777';

export const sportPath = (sportName: string, eventTypeId: string) => `/sports-page/${encodeURIComponent(sportName)}/${encodeURIComponent(eventTypeId)}`;

export const competitionPath = (competitionName: string, eventTypeId: string, competitionId: string) =>
  `/competition-detail-page/${encodeURIComponent(competitionName)}/${encodeURIComponent(eventTypeId)}/${encodeURIComponent(competitionId)}`;

/** Virtual and ball-by-ball open their own page, casino live its table; other events their event page. */
export function eventPath(eventTypeId: string, eventId: string): string {
  if (eventTypeId === CASINO_LIVE_EVENT_TYPE) return `/casino_live/${encodeURIComponent(eventId)}`;
  if (VIRTUAL_EVENT_TYPES.includes(eventTypeId)) return `/virtual-event-page/${encodeURIComponent(eventTypeId)}`;
  return `/event-page/${encodeURIComponent(eventTypeId)}/${encodeURIComponent(eventId)}`;
}
