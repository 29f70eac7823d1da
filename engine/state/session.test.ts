import { beforeEach, describe, expect, it } from 'vitest';
import { engineStore } from './engine-store';
import { clearSession, hasStoredLogin, restoreSession, TOKEN_EXPIRY_MARGIN_MS } from './session';

const NOW = 1_800_000_000_000;

function store(values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
}

describe('session', () => {
  beforeEach(() => clearSession());

  it('restores a stored, unexpired session', () => {
    store({ id_token: 't', isLogin: 'true', token_exp: String(NOW + 60_000), user_data: JSON.stringify({ username: 'p1' }) });
    expect(restoreSession(NOW)).toBe(true);
    expect(engineStore.session).toMatchObject({ isLogin: true, token: 't', user: { username: 'p1' } });
    expect(hasStoredLogin()).toBe(true);
  });

  it.each<[string, Record<string, string>]>([
    ['expires within the 5 s margin', { id_token: 't', isLogin: 'true', token_exp: String(NOW + TOKEN_EXPIRY_MARGIN_MS), user_data: '{}' }],
    ['has no expiry', { id_token: 't', isLogin: 'true', user_data: '{}' }],
    ['has unreadable user data', { id_token: 't', isLogin: 'true', token_exp: String(NOW + 60_000), user_data: '{oops' }],
    ['has a login flag but no token', { isLogin: 'true', token_exp: String(NOW + 60_000), user_data: '{}' }],
  ])('ends a session that %s, clearing the stored keys', (_name, values) => {
    store({ ...values, B2C: 'true', waId: 'w' });
    expect(restoreSession(NOW)).toBe(false);
    expect(engineStore.session.isLogin).toBe(false);
    for (const key of ['id_token', 'token_exp', 'user_data', 'isLogin', 'B2C', 'waId']) expect(window.localStorage.getItem(key)).toBeNull();
  });
});
