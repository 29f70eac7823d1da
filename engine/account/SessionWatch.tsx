/**
 * A logged-in player's upkeep: the balance poll, the server's forced logout and the player's event
 * types. Loaded after the first paint and only for a player, so the auth API adapter it needs stays
 * out of the boot bundle (visitors never fetch it before opening the auth popup).
 */
import { useContext, useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { ServicesContext } from '../boot/services-context';
import { engineStore } from '../state/engine-store';
import { loadEventTypes, watchBalance, watchForcedLogout } from './account-actions';
import { authApi } from './auth-api';

export default function SessionWatch() {
  const { session } = useSnapshot(engineStore);
  const services = useContext(ServicesContext);
  const api = useMemo(() => (services ? authApi(services.api, services.socket) : null), [services]);
  useEffect(() => (session.isLogin && api && services ? watchBalance(api, services.toast) : undefined), [session.isLogin, api, services]);
  useEffect(() => (session.isLogin && session.token && services ? watchForcedLogout(services.socket, services.toast, session.token) : undefined), [session.isLogin, session.token, services]);
  useEffect(() => {
    if (session.isLogin && api && session.user) void loadEventTypes(api, session.user as Record<string, unknown>);
  }, [session.isLogin, session.user, api]);
  return null;
}
