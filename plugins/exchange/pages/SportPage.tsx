/** /sports-page/:sportsName/:eventTypeId: the sport's competitions, each with its events and live best prices. */
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConnectionDown } from '../../betting/api';
import { Block, CompetitionGroups } from '../components/EventList';
import { StaleNotice } from '../components/StaleNotice';
import { byCompetition } from '../home/grouping';
import { competitionPath } from '../paths';
import { useAnyStale } from '../use-any-stale';
import { useSportListing } from './use-sport-listing';

export const ListPage = styled.div`
  display: grid;
  gap: 12px;
  padding: 8px 0 24px;
  h1 { margin: 0; font-size: 18px; padding: 0 4px; }
  h3 a { color: inherit; }
  .empty { padding: 10px; margin: 0; color: #555; }
`;

export default function SportPage() {
  const { sportsName = '', eventTypeId = '' } = useParams();
  const { events, error } = useSportListing(eventTypeId);
  const connectionDown = useConnectionDown();
  const stale = useAnyStale(events?.flatMap((e) => (e.marketId ? [e.marketId] : [])) ?? []);
  const groups = events ? byCompetition(events) : [];
  return (
    <ListPage data-testid="sport-page">
      <h1>{sportsName}</h1>
      <StaleNotice connectionDown={connectionDown} stale={stale} />
      {error && <p role="alert">{error}</p>}
      {!events && !error && <p aria-busy="true">Loading events…</p>}
      {events && groups.length === 0 && <p className="empty">No events right now.</p>}
      {groups.map((group) => (
        <Block key={group.competitionId} aria-label={group.competitionName}>
          <h2>
            <Link to={competitionPath(group.competitionName, eventTypeId, group.competitionId)} style={{ color: 'inherit' }}>
              {group.competitionName}
            </Link>
          </h2>
          <CompetitionGroups groups={[{ ...group, competitionName: `${group.events.length} ${group.events.length === 1 ? 'event' : 'events'}` }]} />
        </Block>
      ))}
    </ListPage>
  );
}
