/**
 * The spec's route rules: guarded routes need a stored login (a visitor is sent home with the login
 * popup open, and the page is remembered for after login); /ReferBy/{code} keeps the code and opens
 * sign-up at home.
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { openAuth } from '../account/account-actions';
import { hasStoredLogin, keepReferCode } from '../state/session';

export function RequireLogin({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const allowed = hasStoredLogin();
  useEffect(() => {
    if (!allowed) openAuth('login', `${pathname}${search}`);
  }, [allowed, pathname, search]);
  return allowed ? children : <Navigate to="/" replace />;
}

export function ReferByRedirect() {
  const { referCode = '' } = useParams();
  useEffect(() => {
    if (!referCode) return;
    keepReferCode(referCode);
    openAuth('register');
  }, [referCode]);
  return <Navigate to={referCode ? `/?ReferBy=${encodeURIComponent(referCode)}` : '/'} replace />;
}

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
