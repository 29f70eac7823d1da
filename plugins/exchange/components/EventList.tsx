/** Events grouped by competition, each group under its name. */
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import type { CompetitionGroup } from '../home/grouping';
import { exchangeState, toggleFavourite } from '../state';
import { EventRow } from './EventRow';

export const Block = styled.section`
  background: var(--wl-color-surface, #fff);
  border-radius: var(--wl-length-radius, 8px);
  overflow: hidden;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.08);
  > h2 { margin: 0; padding: 8px 10px; font-size: 15px; background: var(--wl-color-theme); color: var(--wl-color-on-theme, #fff); }
  h3 { margin: 0; padding: 6px 10px; font-size: 13px; background: #f1f2f4; }
  ul { list-style: none; margin: 0; padding: 0; }
`;

export function CompetitionGroups({ groups }: { groups: readonly CompetitionGroup[] }) {
  const { favourites } = useSnapshot(exchangeState);
  return groups.map((group) => (
    <div key={group.competitionId || group.competitionName} data-competition={group.competitionName}>
      <h3>{group.competitionName}</h3>
      <ul>
        {group.events.map((event) => (
          <EventRow key={event.eventId} event={event} favourite={favourites.includes(event.eventId)} onToggleFavourite={toggleFavourite} />
        ))}
      </ul>
    </div>
  ));
}
