/** Loads the auth popup's code (Radix, Formik, yup) only when it first opens. */
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { engineStore } from '../state/engine-store';

const AuthDialog = lazy(() => import('./AuthDialog'));

export function AuthDialogHost() {
  const { auth } = useSnapshot(engineStore);
  if (!auth.open) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
