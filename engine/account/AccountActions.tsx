/**
 * The header's account end: visitors get Log In and Sign Up (when the brand allows it); players get
 * their balance and Sign Out. While logged in the balance is polled.
 */
import { useContext, useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { ServicesContext } from '../boot/services-context';
import { formatRupeesFromPaise } from '../services/money';
import { engineStore } from '../state/engine-store';
import { loadEventTypes, openAuth, signOut, watchBalance, watchForcedLogout } from './account-actions';
import { authApi } from './auth-api';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  button {
    height: 32px;
    padding: 0 10px;
    font-size: 13px;
    border-radius: 8px;
    font-weight: 700;
    cursor: pointer;
    border: 1px solid var(--wl-color-header-text, #fff);
    background: transparent;
    color: var(--wl-color-header-text, #fff);
    white-space: nowrap;
  }
  button.solid { background: var(--wl-color-header-text, #fff); color: var(--wl-color-header, var(--wl-color-theme)); }
  output { font-weight: 700; white-space: nowrap; }
  @media (min-width: 1024px) {
    gap: 8px;
    button { height: 36px; padding: 0 14px; font-size: 15px; }
  }
`;

export function AccountActions() {
  const { session, balance, brand } = useSnapshot(engineStore);
  const services = useContext(ServicesContext);
  const api = useMemo(() => (services ? authApi(services.api, services.socket) : null), [services]);
  useEffect(() => (session.isLogin && api && services ? watchBalance(api, services.toast) : undefined), [session.isLogin, api, services]);
  useEffect(() => (session.isLogin && session.token && services ? watchForcedLogout(services.socket, services.toast, session.token) : undefined), [session.isLogin, session.token, services]);
  useEffect(() => {
    if (session.isLogin && api && session.user) void loadEventTypes(api, session.user as Record<string, unknown>);
  }, [session.isLogin, session.user, api]);
  if (!brand) return null;
  if (!session.isLogin) {
    const signupAllowed = brand.flags.signup || (brand.flags.signupByReferral && Boolean(session.referCode));
    return (
      <Bar>
        <button type="button" onClick={() => openAuth('login')}>
          Log In
        </button>
        {signupAllowed ? (
          <button type="button" className="solid" onClick={() => openAuth('register')}>
            Sign Up
          </button>
        ) : null}
      </Bar>
    );
  }
  return (
    <Bar>
      <output aria-label="Balance" data-testid="header-balance">
        {formatRupeesFromPaise(balance.available === null ? null : Math.round(balance.available * 100))}
      </output>
      <button type="button" onClick={() => api && void signOut(api)}>
        Sign Out
      </button>
    </Bar>
  );
}
