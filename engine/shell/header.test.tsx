import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validBrand } from '../../tests/support/fixtures';
import { assemblyWith, withLoginOnlyEntry } from '../../tests/support/shell-test-kit';
import { AssemblyContext } from '../plugin-host/assembly-context';
import { engineStore } from '../state/engine-store';
import { HeaderClock, indiaClockText } from './HeaderClock';
import { setTimeZone } from '../services/time';
import { HeaderNav } from './HeaderNav';

const RED = await validBrand('red');

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderNav(assembly = assemblyWith()) {
  return render(
    <AssemblyContext.Provider value={assembly}>
      <MemoryRouter>
        <HeaderNav />
        <Where />
      </MemoryRouter>
    </AssemblyContext.Provider>,
  );
}

const labels = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('header menu', () => {
  beforeEach(() => {
    engineStore.brand = structuredClone(RED);
    engineStore.session.isLogin = false;
    engineStore.eventTypes = { '1': true, '2': true, '4': true, c1: true, c9: true, v9: true, b9: true };
  });
  afterEach(() => {
    engineStore.session.isLogin = false;
    Object.assign(engineStore.auth, { open: false, tab: 'login' });
    Object.assign(engineStore.comingSoon, { isOpen: false, type: '' });
  });

  it('shows every entry to visitors', () => {
    renderNav();
    expect(labels()).toEqual(['Cricket', 'Football', 'Tennis', 'Horse Racing', 'Greyhound Racing', 'Live Casino', 'Casino', 'Slot Games', 'Aviator']);
  });

  it('shows players only the sports and casino their event types enable', () => {
    engineStore.session.isLogin = true;
    engineStore.eventTypes = { '1': false, '2': true, '4': true, c1: false, c9: true, v9: true, b9: true };
    renderNav();
    expect(labels()).toEqual(['Cricket', 'Tennis', 'Horse Racing', 'Greyhound Racing', 'Casino', 'Slot Games', 'Aviator']);
  });

  it('opens the coming-soon popup for racing', () => {
    renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'Horse Racing' }));
    expect(engineStore.comingSoon).toEqual({ isOpen: true, type: 'Horse Racing' });
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('asks visitors choosing Aviator to log in, remembering /aviator, and opens no coming-soon popup', () => {
    renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'Aviator' }));
    expect(engineStore.comingSoon).toEqual({ isOpen: false, type: '' });
    expect(engineStore.auth).toEqual({ open: true, tab: 'login' });
    expect(window.localStorage.getItem('page')).toBe('/aviator');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('asks visitors to log in for login-only entries and remembers the page', () => {
    renderNav(withLoginOnlyEntry());
    fireEvent.click(screen.getByRole('button', { name: 'My Bets' }));
    expect(engineStore.auth).toEqual({ open: true, tab: 'login' });
    expect(window.localStorage.getItem('page')).toBe('/open-bets');
  });

  it('takes players straight there, and sport tabs go to their pages', () => {
    engineStore.session.isLogin = true;
    renderNav(withLoginOnlyEntry());
    fireEvent.click(screen.getByRole('button', { name: 'My Bets' }));
    expect(screen.getByTestId('where').textContent).toBe('/open-bets');
    fireEvent.click(screen.getByRole('button', { name: 'Cricket' }));
    expect(screen.getByTestId('where').textContent).toBe('/sports-page/Cricket/4');
  });
});

describe('header clock', () => {
  afterEach(() => vi.useRealTimers());

  it('shows India time labelled GMT +5.5:30, ticks every second and follows the time setting', async () => {
    expect(indiaClockText(Date.UTC(2026, 10, 22, 20, 0, 5))).toBe('23/11/2026 01:30:05');
    vi.useFakeTimers();
    let now = Date.UTC(2026, 10, 22, 6, 0, 0);
    setTimeZone('india');
    render(<HeaderClock now={() => now} />);
    const clock = screen.getByTestId('header-clock');
    expect(clock.textContent).toBe('22/11/2026 11:30:00GMT +5.5:30');
    now += 1000;
    act(() => vi.advanceTimersByTime(1000));
    expect(clock.textContent).toBe('22/11/2026 11:30:01GMT +5.5:30');
    await act(async () => setTimeZone('system'));
    expect(clock.textContent).toBe('22/11/2026 06:00:01GMT +0:00');
  });
});
