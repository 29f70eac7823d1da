import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServicesContext } from '../boot/services-context';
import { fakeApi, fakeServices } from '../../tests/support/fake-services';
import { brandManifest } from '../../tests/support/fixtures';
import type { BrandManifest } from '../../domain/manifest/types';
import { engineStore } from '../state/engine-store';
import { clearSession, startSession } from '../state/session';
import { openAuth } from './account-actions';
import { POST_LOGIN_DELAY_MS, completeLogin } from './complete-login';
import { casinoNotice, closeCasinoNotice, loadCasinoNoticeSetting, openCasinoNotice } from './casino-notice';
import { closeFairPlay, fairPlay } from './fair-play';
import { loginNavigation, rememberLoginNavigation } from './login-navigation';
import { PostLoginHosts } from './PostLoginHosts';

const grant = { token: 't', expiresAt: Date.now() + 60_000, user: { username: 'p' }, isB2C: true };
const toast = () => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() });

describe('after login', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.assign(casinoNotice, { enabled: true, open: false, timesOpened: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
    clearSession();
    closeFairPlay();
    closeCasinoNotice();
    Object.assign(loginNavigation, { navigationId: null, navigationName: null, casinoType: null, selectedProvider: null });
  });

  it('opens the pending page, then after 300 ms the fair-play warning and the toast', () => {
    openAuth('login', '/event-page/4/1001');
    const t = toast();
    const navigate = vi.fn();
    completeLogin(grant, t, navigate);
    expect(navigate).toHaveBeenCalledWith('/event-page/4/1001');
    expect(casinoNotice.open).toBe(false);
    vi.advanceTimersByTime(POST_LOGIN_DELAY_MS - 1);
    expect(fairPlay.open).toBe(false);
    expect(t.success).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fairPlay.open).toBe(true);
    expect(t.success).toHaveBeenCalledWith('User Login Success');
  });

  it.each(['/casino-lobby/slot-games/Crash', '/casino-live/9001/2'])('opens the casino notice for a pending %s', (path) => {
    openAuth('login', path);
    completeLogin(grant, toast(), vi.fn());
    expect(casinoNotice.open).toBe(true);
    expect(casinoNotice.timesOpened).toBe(1);
  });

  it("restores the stored navigation, clears it, and opens the casino notice for the name 'casino'", () => {
    rememberLoginNavigation({ navigationId: '77', navigationName: 'casino', casinoType: 'live', selectedProvider: 'Evolution' });
    completeLogin(grant, toast(), vi.fn());
    expect({ ...loginNavigation }).toEqual({ navigationId: '77', navigationName: 'casino', casinoType: 'live', selectedProvider: 'Evolution' });
    expect(window.localStorage.getItem('loginNavigation')).toBeNull();
    expect(casinoNotice.open).toBe(true);
  });

  it('leaves no navigation from an earlier login when nothing was stored this time', () => {
    Object.assign(loginNavigation, { navigationName: 'casino', casinoType: 'crash', selectedProvider: 'Sandbox Crash' });
    completeLogin(grant, toast(), vi.fn());
    expect({ ...loginNavigation }).toEqual({ navigationId: null, navigationName: null, casinoType: null, selectedProvider: null });
  });

  it('loads a sportsbook page afresh instead of routing to it', () => {
    openAuth('login', '/sportsbook/live');
    const navigate = vi.fn();
    const load = vi.fn();
    completeLogin(grant, toast(), navigate, load);
    expect(load).toHaveBeenCalledWith('/sportsbook/live');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('casino notice setting', () => {
  afterEach(() => closeCasinoNotice());

  it('follows getSetting data.istenpaisa, and stays off when the call fails', async () => {
    const api = fakeApi();
    api.post.mockResolvedValueOnce({ success: true, data: { istenpaisa: true } }).mockResolvedValueOnce({ success: true, data: { istenpaisa: false } }).mockRejectedValueOnce(new Error('down'));
    await loadCasinoNoticeSetting(api, 'localhost');
    expect(api.post).toHaveBeenCalledWith('getSetting', { siteurl: 'localhost' });
    expect(casinoNotice.enabled).toBe(true);
    openCasinoNotice();
    await loadCasinoNoticeSetting(api, 'localhost');
    expect(casinoNotice).toMatchObject({ enabled: false, open: false });
    openCasinoNotice();
    expect(casinoNotice.open).toBe(false);
    casinoNotice.enabled = null;
    await loadCasinoNoticeSetting(api, 'localhost');
    expect(casinoNotice.enabled).toBe(false);
  });

  it('draws the fair-play warning first, then the casino notice, each closable from the keyboard', async () => {
    engineStore.brand = brandManifest('red') as BrandManifest;
    const api = fakeApi();
    api.post.mockResolvedValue({ success: true, data: { istenpaisa: true } });
    Object.assign(casinoNotice, { enabled: null, open: false, timesOpened: 0 });
    startSession(grant);
    render(
      <ServicesContext.Provider value={fakeServices({ api })}>
        <PostLoginHosts />
      </ServicesContext.Provider>,
    );
    act(() => {
      openCasinoNotice();
      fairPlay.open = true;
    });
    await screen.findByTestId('fair-play-dialog', undefined, { timeout: 5000 });
    expect(screen.queryByTestId('casino-notice')).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'I Understand' }).click());
    const notice = await screen.findByTestId('casino-notice', undefined, { timeout: 5000 });
    expect(notice.textContent).toContain('10 rupees = 1 point.');
    expect(notice.getAttribute('data-times-opened')).toBe('1');
    await act(async () => {
      notice.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await waitFor(() => expect(screen.queryByTestId('casino-notice')).toBeNull());
    act(() => {
      fairPlay.open = true;
    });
    const warning = await screen.findByTestId('fair-play-dialog', undefined, { timeout: 5000 });
    expect(warning.textContent).toContain('Fair Play');
    expect(document.activeElement && warning.contains(document.activeElement)).toBe(true);
    await act(async () => screen.getByRole('button', { name: 'I Understand' }).click());
    expect(fairPlay.open).toBe(false);
    clearSession();
  });
});
