/**
 * The player's session as plugins see it: read it, keep what a call hands back (a refreshed token, the
 * user's changed settings) and ask a visitor to log in. The engine owns the session itself (session.ts):
 * plugins never write its state directly.
 */
import { openAuth } from '../account/account-actions';
import { rememberLoginNavigation, type LoginNavigation } from '../account/login-navigation';
import { STORAGE_KEYS, writeStored } from '../services/storage';
import { engineStore } from './engine-store';
import { replaceToken } from './session';

export interface SessionService {
  isLoggedIn(): boolean;
  /** The bearer token of a logged-in player, or null. */
  token(): string | null;
  user(): Readonly<Record<string, unknown>> | null;
  /** The logged-in player's member code (account paths are keyed by it), or null for visitors. */
  memberCode(): string | null;
  /** A reply's `authorization` header replaces the stored token (spec section 7). */
  replaceToken(header: string | null | undefined): void;
  /** Keeps the logged-in player's changed user record in the session and in storage (user_data). */
  saveUser(user: Record<string, unknown>): void;
  /**
   * Opens the login popup; after login the player lands on `pendingPath` when one is given, and the
   * `choice` made on the way (a menu choice, casino type, provider) is restored into loginNavigation.
   */
  requireLogin(pendingPath?: string, choice?: Partial<LoginNavigation>): void;
}

export const session: SessionService = {
  isLoggedIn: () => engineStore.session.isLogin,
  token: () => (engineStore.session.isLogin ? engineStore.session.token : null),
  user: () => engineStore.session.user,
  memberCode() {
    const code = engineStore.session.isLogin ? engineStore.session.user?.memberCode : null;
    return typeof code === 'string' || typeof code === 'number' ? String(code) : null;
  },
  replaceToken,
  saveUser(user) {
    if (!engineStore.session.isLogin) return;
    engineStore.session.user = user;
    writeStored(STORAGE_KEYS.user, JSON.stringify(user));
  },
  requireLogin(pendingPath, choice) {
    if (choice) rememberLoginNavigation(choice);
    openAuth('login', pendingPath);
  },
};
