/** The home page's markets: favourites, In-Play and Upcoming, grouped by competition, with live best prices. */
import { useCallback } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useConnectionDown } from '../../betting/api';
import { Block, CompetitionGroups } from '../components/EventList';
import { EventRow } from '../components/EventRow';
import { StaleNotice } from '../components/StaleNotice';
import { requestHomeListing } from '../listing-api';
import { exchangeServices, exchangeState, toggleFavourite } from '../state';
import { useAnyStale } from '../use-any-stale';
import { useListing } from '../use-listing';
import { groupHome } from './grouping';
import { HOME_KEY } from './keys';


const Sections = styled.div`
  display: grid;
  gap: 12px;
  .empty { padding: 10px; margin: 0; color: #555; font-size: 14px; }
`;

export default function HomeMarkets() {
  const load = useCallback(() => requestHomeListing(exchangeServices().socket), []);
  const { events, error } = useListing(HOME_KEY, load);
  const { favourites, options } = useSnapshot(exchangeState);
  const connectionDown = useConnectionDown();
  const stale = useAnyStale(events?.flatMap((e) => (e.marketId ? [e.marketId] : [])) ?? []);
  const groups = events ? groupHome(events, favourites, options.upcomingLimit) : null;
  return (
    <Sections data-testid="home-markets">
      <StaleNotice connectionDown={connectionDown} stale={stale} />
      {error && !events && <p role="alert">{error}</p>}
      {!groups && !error && <p aria-busy="true">Loading markets…</p>}
      {groups && groups.favourites.length > 0 && (
        <Block aria-label="Favourites">
          <h2>Favourites</h2>
          <ul>
            {groups.favourites.map((event) => (
              <EventRow key={event.eventId} event={event} favourite onToggleFavourite={toggleFavourite} />
            ))}
          </ul>
        </Block>
      )}
      {groups && options.showInPlay && (
        <Block aria-label="In-Play" data-testid="home-in-play">
          <h2>In-Play</h2>
          {groups.inPlay.length ? <CompetitionGroups groups={groups.inPlay} /> : <p className="empty">No events are in play right now.</p>}
        </Block>
      )}
      {groups && options.showUpcoming && (
        <Block aria-label="Upcoming" data-testid="home-upcoming">
          <h2>Upcoming</h2>
          {groups.upcoming.length ? <CompetitionGroups groups={groups.upcoming} /> : <p className="empty">No upcoming events.</p>}
        </Block>
      )}
    </Sections>
  );
}
