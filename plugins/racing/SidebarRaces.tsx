/** The desktop left sidebar on a racing page: the next races by country. */
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { RaceType } from './racing-api';
import { RaceList } from './RaceList';
import { racingState } from './state';
import { useRaces } from './use-races';

export default function SidebarRaces({ type }: { type: RaceType }) {
  const { races } = useRaces(type);
  const [params] = useSearchParams();
  const { hrEventId } = useSnapshot(racingState);
  return <RaceList type={type} races={races} selectedId={params.get('hrEventId') ?? hrEventId} placement="sidebar" />;
}
