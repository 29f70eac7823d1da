/** How the home page arranges its events (domain/exchange/event-grouping.ts, shared with the server's first screen). */
import type { CompetitionGroup as Group, HomeGroups as Groups } from '../../../domain/exchange/event-grouping';
import type { ListedEvent } from '../listing-wire';

export { byCompetition, groupHome } from '../../../domain/exchange/event-grouping';
export type CompetitionGroup = Group<ListedEvent>;
export type HomeGroups = Groups<ListedEvent>;
