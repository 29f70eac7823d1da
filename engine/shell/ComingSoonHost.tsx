import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { engineStore } from '../state/engine-store';

const ComingSoonDialog = lazy(() => import('./ComingSoonDialog'));

export function ComingSoonHost() {
  const { comingSoon } = useSnapshot(engineStore);
  if (!comingSoon.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ComingSoonDialog />
    </Suspense>
  );
}
