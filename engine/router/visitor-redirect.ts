/**
 * A visitor who opens a page that needs a login is sent home with the login popup open (the spec's
 * route rule, RequireLogin in route-guards.tsx). When that page is the one the browser loads, boot does
 * it before the app's first render: no frame of the guarded page's layout is drawn and then moved away,
 * and the page is remembered for after login, as RequireLogin remembers it.
 */
import { matchPath } from 'react-router-dom';
import { openAuth } from '../account/account-actions';
import { ACCOUNT_PAGES } from '../pages/account-routes';
import { hasStoredLogin } from '../state/session';

/** Whether `pathname` is a guarded account page or a plugin page that asks for a login. */
export function needsLogin(pathname: string, pluginRoutes: ReadonlyArray<{ path: string; requiresLogin: boolean }>): boolean {
  const guarded = [...ACCOUNT_PAGES.filter((page) => page.requiresLogin).map((page) => `/${page.path}`), ...pluginRoutes.filter((route) => route.requiresLogin).map((route) => route.path)];
  return guarded.some((path) => matchPath({ path, end: true }, pathname) !== null);
}

/** Sends a visitor on a guarded page home before the first render; true when it did. */
export function sendVisitorHome(href: string, pluginRoutes: ReadonlyArray<{ path: string; requiresLogin: boolean }>): boolean {
  const { pathname, search } = new URL(href);
  if (hasStoredLogin() || !needsLogin(pathname, pluginRoutes)) return false;
  openAuth('login', `${pathname}${search}`);
  window.history.replaceState(window.history.state, '', '/');
  return true;
}
