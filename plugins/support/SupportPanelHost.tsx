/** Loads the panel's code (Radix Dialog) only once a player opens it. */
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { supportState } from './state';

const SupportPanel = lazy(() => import('./SupportPanel'));

export function SupportPanelHost() {
  const { panelOpen } = useSnapshot(supportState);
  if (!panelOpen) return null;
  return (
    <Suspense fallback={null}>
      <SupportPanel />
    </Suspense>
  );
}
