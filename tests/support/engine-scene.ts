/**
 * The engine's state as a test sets it up and reads it back: a logged-in player, the balance the header
 * shows, the brand, the login popup. Plugin tests use these instead of reaching into the engine.
 */
import type { BrandManifest } from '../../domain/manifest/types';
import { closeAuth } from '../../engine/account/account-actions';
import { completeLogin } from '../../engine/account/complete-login';
import { drawerState, openMobileDrawer } from '../../engine/shell/drawer-state';
import { useLeftSidebarClaimed } from '../../engine/shell/left-sidebar-claim';
import { balanceFigures, type BalanceFigures } from '../../engine/state/balance-figures';
import { engineStore, type BalanceState } from '../../engine/state/engine-store';
import { clearSession, startSession } from '../../engine/state/session';

/** Logs a player in as a granted login would: token, expiry and user stored. */
export function logInPlayer(user: Record<string, unknown> = { memberCode: 'M100' }, token = 'tok', expiresAt = Date.now() + 3_600_000): void {
  startSession({ token, expiresAt, user, isB2C: true });
}

/** A login granted through the popup: the session starts, the stored page and navigation are restored. */
export function grantLogin(navigate: (path: string) => void, user: Record<string, unknown> = { memberCode: 'M100' }): void {
  completeLogin({ token: 'tok', expiresAt: Date.now() + 3_600_000, user, isB2C: true }, { success: () => {}, error: () => {}, info: () => {} }, navigate);
}

export function logOutPlayer(): void {
  clearSession();
}

/** The session as the engine holds it now. */
export function currentSession(): Readonly<typeof engineStore.session> {
  return engineStore.session;
}

/** The balance as the API answers it, in rupees. */
export function setBalance(read: BalanceState): void {
  Object.assign(engineStore.balance, read);
}

/** The figures every view shows (header, drawer, Available Credit), in paise. */
export function shownBalance(): BalanceFigures {
  return balanceFigures(engineStore.balance);
}

export function setBrand(manifest: BrandManifest): void {
  engineStore.brand = manifest;
}

export function loginPopupOpen(): boolean {
  return engineStore.auth.open;
}

export function closeLoginPopup(): void {
  closeAuth();
}

export function openMenuDrawer(): void {
  openMobileDrawer();
}

export function menuDrawerOpen(): boolean {
  return drawerState.mobileOpen;
}

/** Whether some contribution holds the desktop left sidebar (for a probe component). */
export const useSidebarClaimed = useLeftSidebarClaimed;
