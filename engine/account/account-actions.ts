/**
 * What happens around a login: the auth popup opens on a tab and remembers where the visitor was
 * going (complete-login.ts takes it from there once the login is granted); the balance is polled while
 * logged in, and a server that ends the session gets an error toast and a logout 2 s later.
 */
import { engineStore, type AuthTab } from '../state/engine-store';
import { storeBalance } from '../state/balance-figures';
import { clearSession } from '../state/session';
import { STORAGE_KEYS, writeStored } from '../services/storage';
import type { SocketService } from '../services/socket';
import type { ToastService } from '../services/toast';
import type { AuthApi } from './auth-api';

export const FORCED_LOGOUT_DELAY_MS = 2000;
export const BALANCE_POLL_MS = 15_000;

export function openAuth(tab: AuthTab = 'login', pendingPath?: string): void {
  if (pendingPath) writeStored(STORAGE_KEYS.pendingPage, pendingPath);
  engineStore.auth.tab = tab;
  engineStore.auth.open = true;
}

/** Closing resets to the first tab. */
export function closeAuth(): void {
  engineStore.auth.open = false;
  engineStore.auth.tab = 'login';
}

export async function signOut(auth: AuthApi, reload: () => void = () => window.location.reload()): Promise<void> {
  await auth.logout();
  clearSession();
  reload();
}

/** Polls the balance while logged in; returns the stop function. */
export function watchBalance(auth: AuthApi, toast: ToastService, reload: () => void = () => window.location.reload()): () => void {
  let stopped = false;
  const load = async () => {
    if (stopped || !engineStore.session.isLogin) return;
    try {
      const balance = await auth.balance();
      if (balance.logoutMessage) {
        toast.error(balance.logoutMessage);
        setTimeout(() => {
          clearSession();
          reload();
        }, FORCED_LOGOUT_DELAY_MS);
        stopped = true;
        return;
      }
      storeBalance(balance);
    } catch {
      // A failed poll keeps the last figures; 401/403 end the session through the api service.
    }
  };
  void load();
  const timer = setInterval(() => void load(), BALANCE_POLL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/**
 * Joins the player's realtime room and ends the session when the server says so (a password changed
 * elsewhere, an account locked): error toast, then logout after 2 s.
 */
export function watchForcedLogout(socket: SocketService, toast: ToastService, token: string, reload: () => void = () => window.location.reload()): () => void {
  const stop = socket.on('logout', (payload) => {
    // A session this page already ended (a password change answered first) has nothing left to end.
    if (!engineStore.session.isLogin) return;
    const message = (payload as { message?: string } | null)?.message || 'Please Login Again';
    toast.error(message);
    setTimeout(() => {
      clearSession();
      reload();
    }, FORCED_LOGOUT_DELAY_MS);
  });
  socket.emit('authenticate', { token });
  return stop;
}

/** Loads the player's event types; on failure every type stays enabled, as for visitors. */
export async function loadEventTypes(auth: AuthApi, user: Record<string, unknown>): Promise<void> {
  try {
    engineStore.eventTypes = { ...engineStore.eventTypes, ...(await auth.eventTypes(user)) };
  } catch {
    // Keep the defaults.
  }
}
