/**
 * The engine's account and policy pages. Each page is its own chunk, loaded when its route is first
 * visited, so none of them adds to the home page's JavaScript.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router-dom';
import { FallbackLoader } from '../shell/FallbackLoader';
import { RequireLogin } from '../router/route-guards';

interface EnginePage {
  path: string;
  /** The spec's routes that need a stored login; the others are open to visitors. */
  requiresLogin: boolean;
  Page: LazyExoticComponent<ComponentType>;
}

export const ACCOUNT_PAGES: readonly EnginePage[] = [
  { path: 'change-password', requiresLogin: true, Page: lazy(() => import('./ChangePasswordPage')) },
  { path: 'time-setting', requiresLogin: true, Page: lazy(() => import('./TimeSettingPage')) },
  { path: 'rules-regulations', requiresLogin: false, Page: lazy(() => import('./policies/RulesRegulationsPage')) },
  { path: 'exclusion-policy', requiresLogin: false, Page: lazy(() => import('./policies/ExclusionPolicyPage')) },
  { path: 'responsible-gambling', requiresLogin: false, Page: lazy(() => import('./policies/ResponsibleGamblingPage')) },
  { path: 'privacy-policy', requiresLogin: false, Page: lazy(() => import('./policies/PrivacyPolicyPage')) },
  // The footer offers the app to visitors too, so its page asks for no login.
  { path: 'download-apk', requiresLogin: false, Page: lazy(() => import('./DownloadAppPage')) },
];

/** <Route> elements for the account pages, guarded where the spec asks for a login. */
export function accountRoutes() {
  return ACCOUNT_PAGES.map(({ path, requiresLogin, Page }) => {
    const page = (
      <Suspense fallback={<FallbackLoader />}>
        <Page />
      </Suspense>
    );
    return <Route key={path} path={path} element={requiresLogin ? <RequireLogin>{page}</RequireLogin> : page} />;
  });
}
