/** The engine's /open-bets page (login required), its own chunk. */
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { RequireLogin } from '../router/route-guards';
import { FallbackLoader } from '../shell/FallbackLoader';

const OpenBetsPage = lazy(() => import('./ui/OpenBetsPage'));

export function openBetsRoute() {
  return (
    <Route
      key="open-bets"
      path="open-bets"
      element={
        <RequireLogin>
          <Suspense fallback={<FallbackLoader />}>
            <OpenBetsPage />
          </Suspense>
        </RequireLogin>
      }
    />
  );
}
