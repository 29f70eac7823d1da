/** The mobile drawer's competitions: each sport opens to its competitions; a choice closes the drawer after 1 s. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { closeMobileDrawer } from '../../../engine/plugin-api';
import { loadCompetitions } from '../listing-api';
import type { Competition } from '../listing-wire';
import { competitionPath } from '../paths';
import { chooseCompetition, exchangeServices, exchangeState, type Sport } from '../state';

/** Spec section 2: the mobile drawer closes 1 s after a competition click. */
export const DRAWER_CLOSE_DELAY_MS = 1000;

const Section = styled.section`
  h2 { font-size: 13px; margin: 8px 12px 4px; color: #666; text-transform: uppercase; letter-spacing: 0.04em; }
  details > summary { padding: 10px 12px; cursor: pointer; font-weight: 600; }
  ul { list-style: none; margin: 0; padding: 0 0 4px 20px; }
  button { display: block; width: 100%; text-align: left; border: 0; background: none; font: inherit; padding: 8px 12px; cursor: pointer; color: inherit; }
  .note { padding: 6px 12px; color: #666; font-size: 13px; }
`;

function SportCompetitions({ sport }: { sport: Sport }) {
  const navigate = useNavigate();
  const [state, setState] = useState<{ list: Competition[] | null; failed: boolean; asked: boolean }>({ list: null, failed: false, asked: false });
  const open = () => {
    if (state.asked) return;
    setState({ list: null, failed: false, asked: true });
    loadCompetitions(exchangeServices().api, sport.eventTypeId).then(
      (list) => setState({ list, failed: false, asked: true }),
      () => setState({ list: null, failed: true, asked: false }),
    );
  };
  const choose = (c: Competition) => {
    chooseCompetition(c);
    navigate(competitionPath(c.name, sport.eventTypeId, c.id));
    closeMobileDrawer(DRAWER_CLOSE_DELAY_MS);
  };
  return (
    <details onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && open()}>
      <summary>{sport.name}</summary>
      <ul>
        {state.asked && !state.list && !state.failed && <li className="note">Loading…</li>}
        {state.failed && <li className="note">Competitions could not be loaded.</li>}
        {state.list?.length === 0 && <li className="note">No competitions right now.</li>}
        {state.list?.map((c) => (
          <li key={c.id}>
            <button type="button" onClick={() => choose(c)}>{c.name}</button>
          </li>
        ))}
      </ul>
    </details>
  );
}

export default function DrawerCompetitions() {
  const { options } = useSnapshot(exchangeState);
  return (
    <Section aria-labelledby="drawer-competitions" data-testid="drawer-competitions">
      <h2 id="drawer-competitions">Competitions</h2>
      {options.sports.map((sport) => (
        <SportCompetitions key={sport.eventTypeId} sport={sport} />
      ))}
    </Section>
  );
}
