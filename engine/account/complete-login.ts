/**
 * What a granted login does, in the auth popup's own chunk so the home page does not load it: the
 * session is stored, the popup closes, the pending page opens, and so on (see completeLogin).
 */
import { startSession } from '../state/session';
import { STORAGE_KEYS, readStored, removeStored } from '../services/storage';
import type { ToastService } from '../services/toast';
import { closeAuth } from './account-actions';
import type { SessionGrant } from './auth-api';
import { isCasinoPath, openCasinoNotice } from './casino-notice';
import { openFairPlay } from './fair-play';
import { restoreLoginNavigation } from './login-navigation';

export const POST_LOGIN_DELAY_MS = 300;

/**
 * After a granted login (spec sections 2 and 4): the pending page opens (a sportsbook page is loaded
 * afresh); the remembered menu choice is restored and cleared; a casino page or the 'casino' choice
 * opens the casino notice; 300 ms later the fair-play warning and 'User Login Success'.
 */
export function completeLogin(grant: SessionGrant, toast: ToastService, navigate: (path: string) => void, load: (path: string) => void = (path) => window.location.assign(path)): void {
  startSession(grant);
  closeAuth();
  const stored = readStored(STORAGE_KEYS.pendingPage);
  removeStored(STORAGE_KEYS.pendingPage);
  const pending = stored && stored.startsWith('/') ? stored : null;
  const navigation = restoreLoginNavigation();
  if (pending) {
    if (pending.includes('sportsbook')) load(pending);
    else navigate(pending);
  }
  if ((pending && isCasinoPath(pending)) || navigation?.navigationName === 'casino') openCasinoNotice();
  setTimeout(() => {
    openFairPlay();
    toast.success('User Login Success');
  }, POST_LOGIN_DELAY_MS);
}

