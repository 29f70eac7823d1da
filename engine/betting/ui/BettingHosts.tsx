/**
 * What the shell renders for betting: the right panel on wide screens, and the runtime (clocks, socket
 * answers, bottom sheet, overlays) once a player is logged in or a price is picked. Both are lazy chunks;
 * this file only binds the services and decides whether to load them.
 */
import { lazy, Suspense, useContext } from 'react';
import { useSnapshot } from 'valtio';
import { ServicesContext } from '../../boot/services-context';
import { engineStore } from '../../state/engine-store';
import { bindBettingServices } from '../betting-services';
import { slipState } from '../slip-state';

const BetPanel = lazy(() => import('./BetPanel'));
const BettingRuntime = lazy(() => import('./BettingRuntime'));

export function BetPanelHost() {
  bindBettingServices(useContext(ServicesContext));
  return (
    <Suspense fallback={null}>
      <BetPanel />
    </Suspense>
  );
}

export function BettingHost() {
  bindBettingServices(useContext(ServicesContext));
  const { isLogin } = useSnapshot(engineStore).session;
  const { selection } = useSnapshot(slipState);
  if (!isLogin && !selection) return null;
  return (
    <Suspense fallback={null}>
      <BettingRuntime />
    </Suspense>
  );
}
