/**
 * The `sidebar.left` contribution: on a racing page the brand shows as pages, it claims the desktop
 * sidebar (the brand's menu steps aside) and lists the next races there; the list's code loads only then.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useClaimLeftSidebar } from '../../engine/plugin-api';
import { raceTypeOfPath } from './paths';
import { modeOf, racingState } from './state';

const SidebarRaces = lazy(() => import('./SidebarRaces'));

export function RacingSidebarSection() {
  const type = raceTypeOfPath(useLocation().pathname);
  const { options } = useSnapshot(racingState);
  const active = type !== null && modeOf(options, type) === 'pages';
  useClaimLeftSidebar(active);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SidebarRaces type={type} />
    </Suspense>
  );
}
