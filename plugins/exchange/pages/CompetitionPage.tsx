/** /competition-detail-page/:competitionName/:eventTypeId/:competitionId: the competition's events with live best prices. */
import { useParams } from 'react-router-dom';
import { useConnectionDown } from '../../betting/api';
import { Block, CompetitionGroups } from '../components/EventList';
import { StaleNotice } from '../components/StaleNotice';
import { useAnyStale } from '../use-any-stale';
import { ListPage } from './SportPage';
import { useSportListing } from './use-sport-listing';

export default function CompetitionPage() {
  const { competitionName = '', eventTypeId = '', competitionId = '' } = useParams();
  const { events, error } = useSportListing(eventTypeId);
  const mine = events?.filter((e) => e.competitionId === competitionId) ?? null;
  const connectionDown = useConnectionDown();
  const stale = useAnyStale(mine?.flatMap((e) => (e.marketId ? [e.marketId] : [])) ?? []);
  return (
    <ListPage data-testid="competition-page">
      <h1>{competitionName}</h1>
      <StaleNotice connectionDown={connectionDown} stale={stale} />
      {error && <p role="alert">{error}</p>}
      {!mine && !error && <p aria-busy="true">Loading events…</p>}
      {mine && mine.length === 0 && <p className="empty">No events in this competition right now.</p>}
      {mine && mine.length > 0 && (
        <Block aria-label={competitionName}>
          <CompetitionGroups groups={[{ competitionId, competitionName: `${mine.length} ${mine.length === 1 ? 'event' : 'events'}`, events: mine }]} />
        </Block>
      )}
    </ListPage>
  );
}
