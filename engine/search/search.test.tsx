import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { engineStore } from '../state/engine-store';
import { drawerState, openMobileDrawer, closeMobileDrawer } from '../shell/drawer-state';
import { assemblyWith, renderPart, setScene } from '../../tests/support/shell-test-kit';
import type { SearchProvider } from '../plugin-host/slots';
import { runSearch, searchReady } from './search-sources';
import { SearchBox } from './SearchBox';
import { SearchLauncher } from './SearchLauncher';

const events: SearchProvider = {
  search: (text) =>
    [
      { id: 'e1', label: 'India v Australia', to: '/event-page/4/101', requiresLogin: true },
      { id: 'e2', label: 'Mumbai Indians v Chennai', to: '/event-page/4/102', requiresLogin: true },
    ].filter((r) => r.label.toLowerCase().includes(text.toLowerCase())),
};
const failing: SearchProvider = {
  search: () => {
    throw new Error('feed down');
  },
};

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('search sources', () => {
  it.each([
    ['', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
  ])('%j is ready: %s', (text, ready) => expect(searchReady(text)).toBe(ready));

  it.each([
    ['cri', [events], ['Cricket']],
    ['CRICKET', [events], ['Cricket']],
    ['india', [events], ['India v Australia', 'Mumbai Indians v Chennai']],
    ['racing', [events], ['Horse Racing', 'Greyhound Racing']],
    ['ind', [events, failing], []],
    ['zzz', [events], []],
    ['in', [events], []],
  ])('%j over menu and providers gives %j', async (text, providers, labels) => {
    const found = await runSearch(text, providers, assemblyWith().menu);
    expect(found.map((f) => f.label)).toEqual(labels);
  });
});

describe('search box', () => {
  afterEach(() => {
    closeMobileDrawer();
    Object.assign(engineStore.auth, { open: false, tab: 'login' });
    Object.assign(engineStore.comingSoon, { isOpen: false, type: '' });
  });

  function typeIn(text: string) {
    const input = screen.getByRole('combobox', { name: 'Search events' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    return input;
  }

  it.each([
    ['c', 'minimum 3 letters'],
    ['cr', 'minimum 3 letters'],
    ['xyz', 'No data found'],
  ])('%j shows %j', async (text, message) => {
    setScene('red', false);
    renderPart(<SearchBox />, { assembly: assemblyWith({ 'search.provider': [events] }) });
    typeIn(text);
    await settle();
    expect(screen.getByTestId('search-results').textContent).toBe(message);
  });

  it('resets the results when a provider fails', async () => {
    setScene('red', false);
    renderPart(<SearchBox />, { assembly: assemblyWith({ 'search.provider': [events, failing] }) });
    typeIn('india');
    await settle();
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByTestId('search-results').textContent).toBe('No data found');
  });

  it('moves with the arrow keys and opens the chosen result with Enter, clearing the text and closing the drawer', async () => {
    setScene('red', true);
    openMobileDrawer();
    renderPart(<SearchBox />, { assembly: assemblyWith({ 'search.provider': [events] }) });
    const input = typeIn('india');
    await settle();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['India v Australia', 'Mumbai Indians v Chennai']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Mumbai Indians v Chennai' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/event-page/4/101');
    expect((input as HTMLInputElement).value).toBe('');
    expect(drawerState.mobileOpen).toBe(false);
  });

  it('asks visitors to log in for a login-only result and remembers where they were going', async () => {
    setScene('green', false);
    renderPart(<SearchBox />, { assembly: assemblyWith({ 'search.provider': [events] }) });
    typeIn('australia');
    await settle();
    fireEvent.click(screen.getByRole('option', { name: 'India v Australia' }));
    expect(engineStore.auth.open).toBe(true);
    expect(window.localStorage.getItem('page')).toBe('/event-page/4/101');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('opens menu results like the menu: racing shows coming soon, sports navigate', async () => {
    setScene('yellow', false);
    renderPart(<SearchBox />);
    typeIn('greyhound');
    await settle();
    fireEvent.click(screen.getByRole('option', { name: 'Greyhound Racing' }));
    expect(engineStore.comingSoon).toEqual({ isOpen: true, type: 'Greyhound Racing' });
    typeIn('tenn');
    await settle();
    fireEvent.click(screen.getByRole('option', { name: 'Tennis' }));
    expect(screen.getByTestId('where').textContent).toBe('/sports-page/tennis/2');
  });

  it('leaves out menu entries a player may not see', async () => {
    setScene('red', true);
    engineStore.eventTypes = { ...engineStore.eventTypes, '1': false };
    renderPart(<SearchBox />);
    typeIn('foot');
    await settle();
    expect(screen.getByTestId('search-results').textContent).toBe('No data found');
  });

  it('closes the list with Escape', async () => {
    setScene('red', false);
    renderPart(<SearchBox />);
    const input = typeIn('cricket');
    await settle();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByTestId('search-results')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('');
  });
});

describe('search launcher', () => {
  it('loads the full box on first focus, keeping what was typed', async () => {
    setScene('red', false);
    const { container } = renderPart(<SearchLauncher />);
    const plain = screen.getByRole('combobox', { name: 'Search events' });
    fireEvent.change(plain, { target: { value: 'tenn' } });
    expect(container.querySelector('[data-search-ready]')).toBeNull();
    fireEvent.focus(plain);
    await waitFor(() => expect(container.querySelector('[data-search-ready]')).not.toBeNull());
    const input = screen.getByRole('combobox', { name: 'Search events' }) as HTMLInputElement;
    expect(input.value).toBe('tenn');
    expect(document.activeElement).toBe(input);
    await settle();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Tennis']);
  });
});
