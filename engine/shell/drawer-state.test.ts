import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeMobileDrawer, closeSignedInDrawer, drawerState, openMobileDrawer, openSignedInDrawer } from './drawer-state';

describe('drawer state', () => {
  afterEach(() => {
    vi.useRealTimers();
    closeMobileDrawer();
    closeSignedInDrawer();
  });

  it('closes the mobile drawer at once or after the delay a plugin asks for', () => {
    vi.useFakeTimers();
    openMobileDrawer();
    closeMobileDrawer(1000);
    vi.advanceTimersByTime(999);
    expect(drawerState.mobileOpen).toBe(true);
    vi.advanceTimersByTime(1);
    expect(drawerState.mobileOpen).toBe(false);
    openMobileDrawer();
    closeMobileDrawer();
    expect(drawerState.mobileOpen).toBe(false);
  });

  it('keeps the drawer open when it is opened again before a pending close', () => {
    vi.useFakeTimers();
    openMobileDrawer();
    closeMobileDrawer(1000);
    openMobileDrawer();
    vi.advanceTimersByTime(2000);
    expect(drawerState.mobileOpen).toBe(true);
  });

  it('shows one drawer at a time', () => {
    openMobileDrawer();
    openSignedInDrawer();
    expect(drawerState).toEqual({ mobileOpen: false, signedInOpen: true });
    openMobileDrawer();
    expect(drawerState).toEqual({ mobileOpen: true, signedInOpen: false });
  });
});
