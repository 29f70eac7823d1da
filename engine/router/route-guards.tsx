/** The spec's route rules: guarded routes need a stored login, /ReferBy/{code} keeps the code and goes home. */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { hasStoredLogin, keepReferCode } from '../state/session';

export function RequireLogin({ children }: { children: ReactNode }) {
  return hasStoredLogin() ? children : <Navigate to="/" replace />;
}

export function ReferByRedirect() {
  const { referCode = '' } = useParams();
  if (referCode) keepReferCode(referCode);
  return <Navigate to={referCode ? `/?ReferBy=${encodeURIComponent(referCode)}` : '/'} replace />;
}

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
