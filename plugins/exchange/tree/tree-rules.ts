/**
 * Which exchange page the sport tree is on and where its entries lead (spec section 2, desktop left
 * sidebar): Sports goes home, the sport name opens the sport page, Previous goes back one step (a sport
 * page to home, a competition to its sport, an event to its competition when known).
 */
import { matchPath } from 'react-router-dom';
import { competitionPath, sportPath } from '../paths';

export type TreePage =
  | { kind: 'sport'; eventTypeId: string }
  | { kind: 'competition'; eventTypeId: string; competitionId: string; competitionName: string }
  | { kind: 'event'; eventTypeId: string; eventId: string };

const decoded = (text = '') => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

export function treePage(pathname: string): TreePage | null {
  const sport = matchPath('/sports-page/:sportsName/:eventTypeId', pathname);
  if (sport) return { kind: 'sport', eventTypeId: sport.params.eventTypeId ?? '' };
  const competition = matchPath('/competition-detail-page/:competitionName/:eventTypeId/:competitionId', pathname);
  if (competition) return { kind: 'competition', eventTypeId: competition.params.eventTypeId ?? '', competitionId: competition.params.competitionId ?? '', competitionName: decoded(competition.params.competitionName) };
  const event = matchPath('/event-page/:eventTypeId/:eventId', pathname);
  if (event) return { kind: 'event', eventTypeId: event.params.eventTypeId ?? '', eventId: event.params.eventId ?? '' };
  return null;
}

export function previousTarget(page: TreePage, sportName: string, eventCompetition?: { id: string; name: string }): string {
  if (page.kind === 'sport') return '/';
  if (page.kind === 'competition') return sportPath(sportName, page.eventTypeId);
  return eventCompetition ? competitionPath(eventCompetition.name, page.eventTypeId, eventCompetition.id) : sportPath(sportName, page.eventTypeId);
}

/** What the tree lists under the sport: competitions on a sport page, a competition's events below it. */
export function treeListing(page: TreePage, eventCompetitionId?: string): { kind: 'competitions' } | { kind: 'events'; competitionId: string } {
  if (page.kind === 'competition') return { kind: 'events', competitionId: page.competitionId };
  if (page.kind === 'event' && eventCompetitionId) return { kind: 'events', competitionId: eventCompetitionId };
  return { kind: 'competitions' };
}

/** Spec section 4: a competition's events are requested 0.5 s after it is opened. */
export const COMPETITION_EVENTS_DELAY_MS = 500;
