/**
 * How event lists are arranged: by competition in order of first appearance, and on home favourites,
 * then in-play and upcoming. Shared by the exchange plugin and the server's first screen, so both draw
 * the same list.
 */
export interface GroupedEvent {
  eventId: string;
  competitionId: string;
  competitionName: string;
  inPlay: boolean;
  /** When play starts (ms). */
  openDate: number;
}

export interface CompetitionGroup<E extends GroupedEvent = GroupedEvent> {
  competitionId: string;
  competitionName: string;
  events: E[];
}

export interface HomeGroups<E extends GroupedEvent = GroupedEvent> {
  favourites: E[];
  inPlay: CompetitionGroup<E>[];
  upcoming: CompetitionGroup<E>[];
}

/** Groups in order of first appearance; events keep the order they are given. */
export function byCompetition<E extends GroupedEvent>(events: readonly E[]): CompetitionGroup<E>[] {
  const groups = new Map<string, CompetitionGroup<E>>();
  for (const event of events) {
    const key = event.competitionId || event.competitionName;
    const group = groups.get(key) ?? { competitionId: event.competitionId, competitionName: event.competitionName, events: [] };
    group.events.push(event);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function groupHome<E extends GroupedEvent>(events: readonly E[], favourites: readonly string[], upcomingLimit: number): HomeGroups<E> {
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
