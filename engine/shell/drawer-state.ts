/**
 * Which drawer is open: the mobile menu drawer or the signed-in (account) drawer. Plugins close the
 * mobile drawer after a click inside it (a competition: `closeMobileDrawer(1000)`, so the player sees
 * the choice land before the menu slides away).
 */
import { proxy } from 'valtio';

export const drawerState = proxy({ mobileOpen: false, signedInOpen: false });

let pendingClose: ReturnType<typeof setTimeout> | null = null;

function cancelPendingClose(): void {
  if (pendingClose !== null) clearTimeout(pendingClose);
  pendingClose = null;
}

export function openMobileDrawer(): void {
  cancelPendingClose();
  drawerState.signedInOpen = false;
  drawerState.mobileOpen = true;
}

/** Closes the mobile drawer now, or after `delayMs`; a later open cancels a pending close. */
export function closeMobileDrawer(delayMs = 0): void {
  cancelPendingClose();
  if (delayMs <= 0) {
    drawerState.mobileOpen = false;
    return;
  }
  pendingClose = setTimeout(() => {
    pendingClose = null;
    drawerState.mobileOpen = false;
  }, delayMs);
}

export function openSignedInDrawer(): void {
  cancelPendingClose();
  drawerState.mobileOpen = false;
  drawerState.signedInOpen = true;
}

export function closeSignedInDrawer(): void {
  drawerState.signedInOpen = false;
}
