import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { casinoNotice } from '../account/casino-notice';
import { STORAGE_KEYS } from '../services/storage';
import { engineStore } from '../state/engine-store';
import { useMenuAction, type MenuTarget } from './use-menu-action';

function Entry({ target }: { target: MenuTarget }) {
  const follow = useMenuAction();
  return (
    <>
      <button type="button" onClick={() => follow(target)}>
        {target.label}
      </button>
      <output data-testid="where">{useLocation().pathname}</output>
    </>
  );
}

const CASINO: MenuTarget = { label: 'Casino', to: '/casino-lobby/casino', requiresLogin: true };
const CRICKET: MenuTarget = { label: 'Cricket', to: '/sports-page/Cricket/4' };

function follow(target: MenuTarget, from = '/') {
  render(
    <MemoryRouter initialEntries={[from]}>
      <Entry target={target} />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: target.label }));
}

describe('following a menu entry', () => {
  beforeEach(() => {
    localStorage.clear();
    Object.assign(casinoNotice, { enabled: true, open: false, timesOpened: 0 });
  });
  afterEach(() => {
    engineStore.session.isLogin = false;
    Object.assign(engineStore.auth, { open: false, tab: 'login' });
  });

  it('gives a visitor the login popup and remembers the page and the casino choice', () => {
    follow(CASINO);
    expect(engineStore.auth.open).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.loginNavigation)!).navigationName).toBe('casino');
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(casinoNotice.open).toBe(false);
  });

  it.each([
    ['a player heading for the casino gets the notice', CASINO, '/', true, '/casino-lobby/casino'],
    ['a player already on that casino page does not', CASINO, '/casino-lobby/casino', false, '/casino-lobby/casino'],
    ['a sport page never shows it', CRICKET, '/', false, '/sports-page/Cricket/4'],
  ])('%s', (_case, target, from, noticed, landed) => {
    engineStore.session.isLogin = true;
    follow(target, from);
    expect(casinoNotice.open).toBe(noticed);
    expect(screen.getByTestId('where').textContent).toBe(landed);
    expect(localStorage.getItem(STORAGE_KEYS.loginNavigation)).toBeNull();
  });
});
