import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginNavigation, readStored, STORAGE_KEYS } from '../../engine/plugin-api';
import { closeLoginPopup, grantLogin, loginPopupOpen, logOutPlayer } from '../../tests/support/engine-scene';
import { fakeApi, fakeServices, renderWithServices } from '../../tests/support/fake-services';
import type { GameCategory } from './casino-api';
import { lobbyChoice, resumeLobbyChoice } from './lobby-choice';
import LobbyPage from './LobbyPage';
import { configureCasino } from './state';

const game = (gameId: string, name: string, provider: string, category: GameCategory) => ({ gameId, tableId: `T${gameId}`, name, provider, category, thumbnail: `/thumbnails/${gameId}.svg` });
const GAMES = [
  game('7003', 'Dragon Tiger', 'Sandbox Live', 'indian-card-games'),
  game('8001', 'Roulette', 'Live Studio', 'live-casino'),
  game('9001', 'Rocket Rupee', 'Sandbox Crash', 'crash'),
  game('9002', 'Lucky Reels', 'Sandbox Crash', 'slot-games'),
  game('9003', 'Ocean King', 'Sandbox Fish', 'fishing'),
];

// A loaded machine draws the windowed grid slowly; waits allow for it (nothing here is timed).
configure({ asyncUtilTimeout: 10_000 });

const routing: { navigate?: NavigateFunction } = {};
function Router() {
  const navigate = useNavigate();
  useEffect(() => {
    routing.navigate = navigate;
  }, [navigate]);
  return null;
}
const navigate = (path: string) => routing.navigate!(path);

function renderCasino(path: string) {
  const api = fakeApi();
  api.get.mockResolvedValue({ success: true, result: { providers: [], games: GAMES } });
  const services = fakeServices({ api });
  configureCasino({}, services);
  renderWithServices(
    services,
    <>
      <Router />
      <Routes>
        <Route path="/indian-card-games" element={<LobbyPage />} />
        <Route path="/casino-lobby/*" element={<LobbyPage />} />
        <Route path="/casino-live/:gameId/:tableId" element={<p>Game page</p>} />
      </Routes>
    </>,
    path,
  );
}

const go = (to: string | -1) => act(() => void (to === -1 ? routing.navigate!(-1) : routing.navigate!(to)));
const providerLink = (name: string) => within(screen.getByRole('navigation', { name: 'Providers' })).getByRole('link', { name });
const pressed = () => within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', { pressed: true }).textContent;

beforeEach(() => logOutPlayer());
afterEach(() => {
  closeLoginPopup();
  logOutPlayer();
  window.localStorage.clear();
});

describe('a lobby choice kept across the login a game asks for (spec section 3: casino type and selected provider)', () => {
  it('remembers the category of /indian-card-games; back in the lobby after login it is chosen again, once', async () => {
    renderCasino('/indian-card-games');
    fireEvent.click(await screen.findByRole('button', { name: 'Indian Card Games' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Play Dragon Tiger (Sandbox Live)' }));
    expect(loginPopupOpen()).toBe(true);
    expect(JSON.parse(readStored(STORAGE_KEYS.loginNavigation)!)).toEqual({ navigationId: null, navigationName: 'casino', casinoType: 'indian-card-games', selectedProvider: null });
    expect(readStored(STORAGE_KEYS.pendingPage)).toBe('/casino-live/7003/T7003');
    act(() => grantLogin(navigate));
    await screen.findByText('Game page');

    await go(-1);
    await waitFor(() => expect(pressed()).toBe('Indian Card Games'));
    expect(screen.queryByRole('button', { name: 'Play Roulette (Live Studio)' })).toBeNull();
    expect([loginNavigation.casinoType, loginNavigation.selectedProvider]).toEqual([null, null]);

    // Used once: the next visit to the lobby starts from All.
    await go('/casino-live/7003/T7003');
    await screen.findByText('Game page');
    await go(-1);
    await screen.findByRole('button', { name: 'Play Roulette (Live Studio)' });
    expect(pressed()).toBe('All');
  });

  it('remembers a provider page and its category; the lobby of that type opens the provider page with the category chosen', async () => {
    renderCasino('/casino-lobby/slot-games/provider/Sandbox%20Crash');
    fireEvent.click(await screen.findByRole('button', { name: 'Crash' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Play Rocket Rupee (Sandbox Crash)' }));
    expect(JSON.parse(readStored(STORAGE_KEYS.loginNavigation)!)).toMatchObject({ casinoType: 'crash', selectedProvider: 'Sandbox Crash' });
    act(() => grantLogin(navigate));
    await screen.findByText('Game page');

    // Another lobby the choice was not made in leaves it alone.
    await go('/indian-card-games');
    await screen.findByRole('button', { name: 'Play Dragon Tiger (Sandbox Live)' });
    expect(pressed()).toBe('All');
    expect(loginNavigation.selectedProvider).toBe('Sandbox Crash');

    await go('/casino-lobby/slot-games');
    await screen.findByRole('button', { name: 'Play Rocket Rupee (Sandbox Crash)' });
    await waitFor(() => expect(pressed()).toBe('Crash'));
    expect(providerLink('Sandbox Crash').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Play Lucky Reels (Sandbox Crash)' })).toBeNull();
    expect(loginNavigation.selectedProvider).toBeNull();
  });

  it('remembers nothing for a player, who opens the game at once', async () => {
    grantLogin(() => {});
    renderCasino('/indian-card-games');
    fireEvent.click(await screen.findByRole('button', { name: 'Play Dragon Tiger (Sandbox Live)' }));
    await screen.findByText('Game page');
    expect(readStored(STORAGE_KEYS.loginNavigation)).toBeNull();
  });
});

describe('what a lobby does with a restored choice', () => {
  const slots = { type: 'slot-games', categories: ['slot-games', 'crash', 'fishing'] as GameCategory[], provider: null };
  const cards = { type: null, categories: ['indian-card-games', 'live-casino'] as GameCategory[], provider: null };
  const providers = ['Sandbox Crash', 'Sandbox Fish'];

  it.each([
    ['nothing remembered', { casinoType: null, selectedProvider: null }, slots, null],
    ['its own category', { casinoType: 'crash', selectedProvider: null }, slots, { kind: 'select', category: 'crash' }],
    ['a category it does not list', { casinoType: 'live-casino', selectedProvider: null }, slots, { kind: 'elsewhere' }],
    ['a provider it lists', { casinoType: 'fishing', selectedProvider: 'Sandbox Fish' }, slots, { kind: 'open', path: '/casino-lobby/slot-games/provider/Sandbox%20Fish' }],
    ['a provider it does not list', { casinoType: null, selectedProvider: 'Sandbox Live' }, slots, { kind: 'elsewhere' }],
    ['the provider of its page', { casinoType: null, selectedProvider: 'Sandbox Fish' }, { ...slots, provider: 'Sandbox Fish' }, { kind: 'select', category: null }],
    ['another provider than its page', { casinoType: null, selectedProvider: 'Sandbox Fish' }, { ...slots, provider: 'Sandbox Crash' }, { kind: 'elsewhere' }],
    ['a choice from no provider page, on a provider page', { casinoType: 'crash', selectedProvider: null }, { ...slots, provider: 'Sandbox Crash' }, { kind: 'elsewhere' }],
    ['a provider, on /indian-card-games (its provider pages are another lobby)', { casinoType: null, selectedProvider: 'Sandbox Crash' }, cards, { kind: 'elsewhere' }],
  ] as const)('%s', (_, choice, view, expected) => {
    expect(resumeLobbyChoice(choice, view, providers)).toEqual(expected);
  });

  it('remembers the category and the provider of the page, under the navigation name casino', () => {
    expect(lobbyChoice({ ...slots, provider: 'Sandbox Fish' }, 'fishing')).toEqual({ navigationName: 'casino', casinoType: 'fishing', selectedProvider: 'Sandbox Fish' });
    expect(lobbyChoice(cards, null)).toEqual({ navigationName: 'casino', casinoType: null, selectedProvider: null });
  });
});
