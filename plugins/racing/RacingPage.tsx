/**
 * /horse-racing and /greyhound-racing. A race type the brand keeps as coming soon opens the popup; with
 * pages on, the page shows the race chosen by hrEventId (else the first race and its country) and, on
 * phones, the race list above it (from 1024 px the list is in the left sidebar).
 */
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useWide } from '../../engine/plugin-api';
import { ComingSoonPopup } from './ComingSoonPopup';
import { raceTypeOfPath } from './paths';
import { RaceCard } from './RaceCard';
import { RaceList } from './RaceList';
import { RACE_TYPES, type Race, type RaceType } from './racing-api';
import { chooseRace } from './race-selection';
import { selectRace } from './race-actions';
import { modeOf, racingState } from './state';
import { useRaces } from './use-races';

const Page = styled.div`
  display: grid;
  gap: 12px;
  padding: 8px;
  max-width: 1100px;
  margin: 0 auto;
  h1 { margin: 0; font-size: 18px; }
  .error { margin: 0; padding: 8px 12px; background: #fdecea; color: #8a1c14; border-radius: 6px; }
`;

function RacePages({ type }: { type: RaceType }) {
  const { races, error } = useRaces(type);
  const [params] = useSearchParams();
  const wide = useWide();
  const asked = params.get('hrEventId');
  const race: Race | null = races ? chooseRace(races, asked).race : null;
  // The spec's navigation state follows the race shown.
  useEffect(() => {
    if (races) selectRace(type, asked);
  }, [type, races, asked]);
  return (
    <Page data-testid="racing-page" data-race-type={type}>
      <h1>{RACE_TYPES[type].label}</h1>
      {error ? <p className="error" role="alert">{error}</p> : null}
      {wide ? null : <RaceList type={type} races={races} selectedId={race?.eventId ?? null} placement="page" />}
      {race ? <RaceCard race={race} /> : null}
    </Page>
  );
}

export default function RacingPage() {
  const type = raceTypeOfPath(useLocation().pathname) ?? 'horse';
  const { options } = useSnapshot(racingState);
  if (modeOf(options, type) === 'comingSoon') return <ComingSoonPopup title={RACE_TYPES[type].label} />;
  return <RacePages type={type} />;
}
