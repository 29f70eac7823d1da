/** How the home page arranges its events: favourites, then in-play and upcoming, each by competition. */
import type { ListedEvent } from '../listing-wire';

export interface CompetitionGroup {
  competitionId: string;
  competitionName: string;
  events: ListedEvent[];
}

export interface HomeGroups {
  favourites: ListedEvent[];
  inPlay: CompetitionGroup[];
  upcoming: CompetitionGroup[];
}

/** Groups in order of first appearance; events keep the order they are given. */
export function byCompetition(events: readonly ListedEvent[]): CompetitionGroup[] {
  const groups = new Map<string, CompetitionGroup>();
  for (const event of events) {
    const key = event.competitionId || event.competitionName;
    const group = groups.get(key) ?? { competitionId: event.competitionId, competitionName: event.competitionName, events: [] };
    group.events.push(event);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function groupHome(events: readonly ListedEvent[], favourites: readonly string[], upcomingLimit: number): HomeGroups {
  const inPlay = events.filter((e) => e.inPlay);
  const upcoming = events
    .filter((e) => !e.inPlay)
    .sort((a, b) => a.openDate - b.openDate)
    .slice(0, upcomingLimit);
  const starred = new Set(favourites);
  return {
    favourites: [...inPlay, ...events.filter((e) => !e.inPlay).sort((a, b) => a.openDate - b.openDate)].filter((e) => starred.has(e.eventId)),
    inPlay: byCompetition(inPlay),
    upcoming: byCompetition(upcoming),
  };
}
