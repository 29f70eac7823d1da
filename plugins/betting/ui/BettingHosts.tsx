/**
 * What the plugin draws in the frame: the right panel on wide screens (sidebar.right), and the runtime
 * (clocks, socket answers, bottom sheet, overlays) once a player is logged in or a price is picked
 * (page.overlay). Both are lazy chunks; this file only decides whether to load them.
 */
import { useSession } from '../../../engine/plugin-api';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { slipState } from '../slip-state';

const BetPanel = lazy(() => import('./BetPanel'));
const BettingRuntime = lazy(() => import('./BettingRuntime'));

export function BetPanelHost() {
  return (
    <Suspense fallback={null}>
      <BetPanel />
    </Suspense>
  );
}

export function BettingHost() {
  const { isLogin } = useSession();
  const { selection } = useSnapshot(slipState);
  if (!isLogin && !selection) return null;
  return (
    <Suspense fallback={null}>
      <BettingRuntime />
    </Suspense>
  );
}
