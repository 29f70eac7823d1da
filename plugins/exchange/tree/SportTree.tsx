/** The sport tree of the desktop left sidebar on sport, competition and event pages. */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useEventInfo, type EventInfo } from '../../betting/api';
import { loadCompetitionEvents, loadCompetitions, requestHomeListing } from '../listing-api';
import type { Competition, ListedEvent } from '../listing-wire';
import { competitionPath, eventPath, sportPath } from '../paths';
import { chooseCompetition, exchangeServices, exchangeState, sportName } from '../state';
import { keepListedEvents, listedEvents } from '../use-listing';
import { HOME_KEY } from '../home/keys';
import { COMPETITION_EVENTS_DELAY_MS, previousTarget, treeListing, type TreePage } from './tree-rules';

export const TreeNav = styled.nav`
  background: var(--wl-color-surface, #fff);
  border-radius: var(--wl-length-radius, 8px);
  padding: 6px;
  font-size: 14px;
  ul { list-style: none; margin: 0; padding: 0; }
  button, a {
    display: block;
    width: 100%;
    text-align: left;
    padding: 9px 12px;
    border: 0;
    border-radius: 6px;
    background: none;
    font: inherit;
    color: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  button:hover, a:hover { background: #f1f2f4; }
  .current { font-weight: 700; box-shadow: inset 3px 0 0 var(--wl-color-theme); }
  .list a { padding-left: 22px; font-weight: 400; }
  .note { padding: 6px 12px; color: #666; font-size: 13px; margin: 0; }
`;

/**
 * What `load` gives for `key` (null: nothing to load), fetched `delayMs` after the key is first seen;
 * an answer for an older key is never shown for a newer one.
 */
function useLoaded<T>(key: string | null, load: () => Promise<T>, delayMs: number): { value: T | null; failed: boolean } {
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const [state, setState] = useState<{ key: string | null; value: T | null; failed: boolean }>({ key: null, value: null, failed: false });
  useEffect(() => {
    if (key === null) return;
    let alive = true;
    const timer = setTimeout(() => {
      latestLoad.current().then(
        (value) => alive && setState({ key, value, failed: false }),
        () => alive && setState({ key, value: null, failed: true }),
      );
    }, delayMs);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [key, delayMs]);
  return state.key === key ? state : { value: null, failed: false };
}

/** Home's list of events: favourites are named from it. */
async function loadHomeEvents(): Promise<ListedEvent[]> {
  const { events } = await requestHomeListing(exchangeServices().socket);
  keepListedEvents(HOME_KEY, events);
  return events;
}

function Favourites() {
  const [open, setOpen] = useState(false);
  const { favourites } = useSnapshot(exchangeState);
  // Opened before home has drawn its list (a sport page opened or reloaded directly), the stored stars are
  // named from home's list, read once.
  const kept = listedEvents(HOME_KEY);
  const loaded = useLoaded<ListedEvent[]>(open && favourites.length > 0 && !kept ? HOME_KEY : null, loadHomeEvents, 0);
  const events = kept ?? loaded.value;
  const known = (events ?? []).filter((e) => favourites.includes(e.eventId));
  return (
    <li>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Favourites
      </button>
      {open && (
        <ul className="list" aria-label="Favourite events">
          {favourites.length === 0 && <li className="note">No favourites yet: star an event on the home page.</li>}
          {favourites.length > 0 && !events && !loaded.failed && <li className="note">Loading…</li>}
          {favourites.length > 0 && loaded.failed && <li className="note">Favourites could not be loaded.</li>}
          {favourites.length > 0 && events && known.length === 0 && <li className="note">None of your favourite events is on right now.</li>}
          {known.map((e) => (
            <li key={e.eventId}>
              <Link to={eventPath(e.eventTypeId, e.eventId)}>{e.eventName}</Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export default function SportTree({ page }: { page: TreePage }) {
  const navigate = useNavigate();
  const { api } = exchangeServices();
  const name = sportName(page.eventTypeId);
  const event = useEventInfo(page.kind === 'event' ? page.eventId : '');
  const eventCompetition = event?.competitionId ? { id: event.competitionId, name: event.competitionName } : undefined;
  const listing = treeListing(page, eventCompetition?.id);
  const competitionId = listing.kind === 'events' ? listing.competitionId : '';
  const competitions = useLoaded<Competition[]>(listing.kind === 'competitions' ? `competitions:${page.eventTypeId}` : null, () => loadCompetitions(api, page.eventTypeId), 0);
  const events = useLoaded<EventInfo[]>(listing.kind === 'events' ? `events:${page.eventTypeId}:${competitionId}` : null, () => loadCompetitionEvents(api, page.eventTypeId, competitionId), COMPETITION_EVENTS_DELAY_MS);

  const goSports = () => {
    chooseCompetition(null);
    navigate('/');
  };
  const goPrevious = () => {
    chooseCompetition(null);
    navigate(previousTarget(page, name, eventCompetition));
  };
  const openCompetition = (c: Competition) => {
    chooseCompetition(c);
    navigate(competitionPath(c.name, page.eventTypeId, c.id));
  };

  return (
    <TreeNav aria-label="Sport tree" data-testid="sport-tree">
      <ul>
        <Favourites />
        <li>
          <button type="button" onClick={goSports}>Sports</button>
        </li>
        <li>
          <Link className={page.kind === 'sport' ? 'current' : undefined} to={sportPath(name, page.eventTypeId)}>
            {name}
          </Link>
        </li>
        <li>
          <button type="button" onClick={goPrevious}>Previous</button>
        </li>
      </ul>
      {listing.kind === 'competitions' && (
        <ul className="list" aria-label={`${name} competitions`}>
          {!competitions.value && !competitions.failed && <li className="note">Loading…</li>}
          {competitions.failed && <li className="note">Competitions could not be loaded.</li>}
          {competitions.value?.length === 0 && <li className="note">No competitions right now.</li>}
          {competitions.value?.map((c) => (
            <li key={c.id}>
              <a href={competitionPath(c.name, page.eventTypeId, c.id)} onClick={(e) => (e.preventDefault(), openCompetition(c))}>
                {c.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {listing.kind === 'events' && (
        <ul className="list" aria-label="Competition events">
          {!events.value && !events.failed && <li className="note">Loading…</li>}
          {events.failed && <li className="note">Events could not be loaded.</li>}
          {events.value?.length === 0 && <li className="note">No events right now.</li>}
          {events.value?.map((e) => (
            <li key={e.eventId}>
              <Link className={page.kind === 'event' && page.eventId === e.eventId ? 'current' : undefined} to={eventPath(e.eventTypeId || page.eventTypeId, e.eventId)}>
                {e.eventName}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TreeNav>
  );
}
