import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '../../tests/support/fake-socket';
import { engineStore } from '../state/engine-store';
import { clearSession, startSession } from '../state/session';
import { FORCED_LOGOUT_DELAY_MS, loadEventTypes, watchBalance, watchForcedLogout } from './account-actions';
import type { AuthApi } from './auth-api';

const toast = () => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() });

describe('session endings', () => {
  afterEach(() => {
    vi.useRealTimers();
    clearSession();
  });

  it('ends the session 2 s after a logout socket event, with the message as an error toast', () => {
    vi.useFakeTimers();
    startSession({ token: 'tok', expiresAt: Date.now() + 60_000, user: { username: 'p' }, isB2C: true });
    const { socket, emitted, fire } = fakeSocket();
    const t = toast();
    const reload = vi.fn();
    watchForcedLogout(socket, t, 'tok', reload);
    expect(emitted).toEqual([['authenticate', { token: 'tok' }]]);
    fire('logout', { message: 'Your password was changed. Please Login Again' });
    expect(t.error).toHaveBeenCalledWith('Your password was changed. Please Login Again');
    vi.advanceTimersByTime(FORCED_LOGOUT_DELAY_MS - 1);
    expect(engineStore.session.isLogin).toBe(true);
    vi.advanceTimersByTime(1);
    expect(engineStore.session.isLogin).toBe(false);
    expect(window.localStorage.getItem('id_token')).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('loads the balance, and logs out 2 s after a balance answer with logout set', async () => {
    vi.useFakeTimers();
    startSession({ token: 'tok', expiresAt: Date.now() + 60_000, user: { username: 'p' }, isB2C: true });
    const balance = vi
      .fn<AuthApi['balance']>()
      .mockResolvedValueOnce({ balance: 1000, available: 800, freeCash: 50, exposure: 200, logoutMessage: null })
      .mockResolvedValueOnce({ balance: 0, available: 0, freeCash: 0, exposure: 0, logoutMessage: 'Please Login Again' });
    const t = toast();
    const reload = vi.fn();
    watchBalance({ balance } as unknown as AuthApi, t, reload);
    await vi.advanceTimersByTimeAsync(0);
    expect(engineStore.balance).toEqual({ balance: 1000, available: 800, freeCash: 50, exposure: 200 });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(t.error).toHaveBeenCalledWith('Please Login Again');
    await vi.advanceTimersByTimeAsync(FORCED_LOGOUT_DELAY_MS);
    expect(engineStore.session.isLogin).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('event types', () => {
  it('takes the player\'s flags, and keeps all enabled when the call fails', async () => {
    await loadEventTypes({ eventTypes: async () => ({ '1': false, c1: false }) } as unknown as AuthApi, { username: 'p' });
    expect(engineStore.eventTypes).toMatchObject({ '1': false, c1: false, '4': true });
    engineStore.eventTypes = { '1': true, '2': true, '4': true, c1: true, c9: true, v9: true, b9: true };
    await loadEventTypes({ eventTypes: async () => Promise.reject(new Error('down')) } as unknown as AuthApi, { username: 'p' });
    expect(Object.values(engineStore.eventTypes).every(Boolean)).toBe(true);
  });
});
