import { afterEach, describe, expect, it } from 'vitest';
import { engineStore } from '../state/engine-store';
import { needsLogin, sendVisitorHome } from './visitor-redirect';

const ROUTES = [
  { path: '/event-page/:eventTypeId/:eventId', requiresLogin: true },
  { path: '/sports-page/:eventTypeId', requiresLogin: false },
];

describe('sending a visitor home from a guarded page before the first render', () => {
  afterEach(() => {
    localStorage.clear();
    engineStore.auth.open = false;
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['/event-page/4/31000001', true],
    ['/Event-Page/4/31000001', true],
    ['/change-password', true],
    ['/sports-page/4', false],
    ['/rules-regulations', false],
    ['/', false],
    ['/event-page/4', false],
  ])('%s needs a login: %s', (path, expected) => {
    expect(needsLogin(path, ROUTES)).toBe(expected);
  });

  it('goes home with the login popup open and the page remembered', () => {
    window.history.replaceState(null, '', '/event-page/4/31000001?tab=fancy');
    expect(sendVisitorHome(window.location.href, ROUTES)).toBe(true);
    expect(window.location.pathname).toBe('/');
    expect(engineStore.auth).toMatchObject({ open: true, tab: 'login' });
    expect(localStorage.getItem('page')).toBe('/event-page/4/31000001?tab=fancy');
  });

  it('leaves a player, and an open page, where they are', () => {
    window.history.replaceState(null, '', '/sports-page/4');
    expect(sendVisitorHome(window.location.href, ROUTES)).toBe(false);
    localStorage.setItem('isLogin', 'true');
    localStorage.setItem('id_token', 'token');
    window.history.replaceState(null, '', '/event-page/4/31000001');
    expect(sendVisitorHome(window.location.href, ROUTES)).toBe(false);
    expect(window.location.pathname).toBe('/event-page/4/31000001');
    expect(engineStore.auth.open).toBe(false);
  });
});
