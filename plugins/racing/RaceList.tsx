/**
 * The next races grouped by country (code and flag), each with its venue, race time and a live
 * countdown ('Opens in' / 'Started on'), then the races run and still on the card.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useServices } from '../../engine/plugin-api';
import { racePath } from './paths';
import { raceCountdownText, raceTimeText } from './race-time';
import { groupByCountry, results } from './race-selection';
import { RACE_TYPES, type Race, type RaceType } from './racing-api';
import { drawsFlags } from './flag-support';
import { useNow } from './use-races';

const List = styled.nav`
  background: var(--wl-color-surface, #fff);
  border-radius: var(--wl-length-radius, 8px);
  overflow: hidden;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.08);
  h2 { margin: 0; padding: 10px 12px; font-size: 15px; background: var(--wl-color-theme); color: var(--wl-color-on-theme, #fff); }
  h3 { margin: 0; padding: 6px 12px; font-size: 13px; background: rgba(0, 0, 0, 0.06); display: flex; gap: 6px; align-items: center; }
  ul { list-style: none; margin: 0; padding: 0; }
  a {
    display: grid;
    grid-template-columns: 48px minmax(0, 1fr);
    gap: 0 8px;
    padding: 8px 12px;
    color: inherit;
    text-decoration: none;
    border-bottom: 1px solid rgba(0, 0, 0, 0.06);
  }
  a[aria-current='true'] { background: rgba(0, 0, 0, 0.08); box-shadow: inset 3px 0 0 var(--wl-color-theme); }
  .time { font-weight: 700; grid-row: span 2; align-self: center; }
  .venue { font-size: 14px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .count { font-size: 12px; color: #555; }
  .empty { padding: 12px; margin: 0; font-size: 14px; }
`;

function RaceLink({ type, race, selected, now }: { type: RaceType; race: Race; selected: boolean; now: number }) {
  const { time } = useServices();
  const wallClock = (instant: number) => time.wallClock(instant);
  return (
    <li>
      <Link to={racePath(type, race.eventId)} aria-current={selected ? 'true' : undefined} data-testid="race-link" data-event-id={race.eventId}>
        <span className="time">{raceTimeText(race.openDate, wallClock)}</span>
        <span className="venue">{race.venue}</span>
        <span className="count">{race.state === 'result' ? 'Result' : raceCountdownText(race.openDate, now, wallClock)}</span>
      </Link>
    </li>
  );
}

export function RaceList({ type, races, selectedId, placement }: { type: RaceType; races: readonly Race[] | null; selectedId: string | null; placement: 'page' | 'sidebar' }) {
  const now = useNow();
  const groups = groupByCountry(races ?? []);
  const done = results(races ?? []);
  return (
    <List aria-label={`${RACE_TYPES[type].label} races`} data-testid={`race-list-${placement}`}>
      <h2>Next races</h2>
      {races === null ? <p className="empty">Loading races…</p> : null}
      {races !== null && groups.length === 0 ? <p className="empty">No races on the card just now.</p> : null}
      {groups.map((group) => (
        <section key={group.countryCode} aria-label={group.countryCode} data-testid="race-country">
          <h3>
            {drawsFlags() ? <span aria-hidden="true">{group.flag}</span> : null}
            <span>{group.countryCode}</span>
          </h3>
          <ul>
            {group.races.map((race) => (
              <RaceLink key={race.eventId} type={type} race={race} selected={race.eventId === selectedId} now={now} />
            ))}
          </ul>
        </section>
      ))}
      {done.length ? (
        <section aria-label="Results">
          <h3>Results</h3>
          <ul>
            {done.map((race) => (
              <RaceLink key={race.eventId} type={type} race={race} selected={race.eventId === selectedId} now={now} />
            ))}
          </ul>
        </section>
      ) : null}
    </List>
  );
}
