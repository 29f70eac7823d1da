/** Router assembly: the engine's own routes, the enabled plugins' routes and the not-found page for any other path. */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import type { AssembledRoute } from '../plugin-host/assemble';
import { PluginBoundary } from '../plugin-host/PluginBoundary';
import { DefaultPage } from '../shell/DefaultPage';
import { FallbackLoader } from '../shell/FallbackLoader';
import { FirstScreenPart } from '../boot/first-screen';
import { HomePage } from '../shell/HomePage';
import { accountRoutes } from '../pages/account-routes';
import { ReferByRedirect, RequireLogin } from './route-guards';

const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

function pluginRouteElement(route: AssembledRoute): ReactNode {
  const Page: ComponentType = lazy(route.load);
  const page = (
    <PluginBoundary pluginId={route.pluginId} pluginTitle={route.pluginTitle} contributionId={route.path}>
      <Suspense fallback={<FirstScreenPart part="page" fallback={<FallbackLoader />} />}>
        <Page />
      </Suspense>
    </PluginBoundary>
  );
  return route.requiresLogin ? <RequireLogin>{page}</RequireLogin> : page;
}

/**
 * Route elements for <Routes>: engine pages first (plugins may not take them), then plugin pages; any
 * other path (a page of a plugin the brand leaves out, an old or mistyped link) is not found, in the frame.
 */
export function buildRoutes(frame: ReactNode, pluginRoutes: readonly AssembledRoute[]): ReactNode {
  return (
    <Route element={frame}>
      <Route index element={<HomePage />} />
      <Route path="default-page" element={<DefaultPage />} />
      <Route path="ReferBy/:referCode" element={<ReferByRedirect />} />
      {accountRoutes()}
      {pluginRoutes.map((route) => (
        <Route key={route.path} path={route.path} element={pluginRouteElement(route)} />
      ))}
      <Route
        path="*"
        element={
          <Suspense fallback={<FallbackLoader />}>
            <NotFoundPage />
          </Suspense>
        }
      />
    </Route>
  );
}
