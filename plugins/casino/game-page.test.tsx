import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandManifest } from '../../domain/manifest/types';
import { logInPlayer, logOutPlayer, setBrand } from '../../tests/support/engine-scene';
import { fakeApi, fakeServices, renderWithServices } from '../../tests/support/fake-services';
import { brandManifest } from '../../tests/support/fixtures';
import GamePage, { FRAME_ALLOW, FRAME_SANDBOX } from './GamePage';
import plugin from './index';
import contract from './plugin.json';
import { configureCasino } from './state';

const LAUNCH = { success: true, result: { url: 'http://localhost/casino-provider/table/T003?token=t1', gameId: '7003', tableId: 'T003', name: 'Dragon Tiger', provider: 'Sandbox Live', available: true } };

function renderGame(path: string, deposit = true, failFirst = false) {
  const manifest = brandManifest('red') as BrandManifest;
  manifest.flags.deposit = deposit;
  setBrand(manifest);
  const api = fakeApi();
  let launches = 0;
  api.post.mockImplementation(async (call: string) => {
    if (call !== 'casino/launch') return { success: true, doc: { balance: 1000 } };
    launches += 1;
    if (failFirst && launches === 1) throw new Error('Dragon Tiger cannot be opened now: the game provider did not answer. Please try again.');
    return LAUNCH;
  });
  const balance = { refresh: vi.fn(async () => undefined) };
  const services = fakeServices({ api, balance });
  configureCasino({ balancePollSeconds: 0 }, services);
  renderWithServices(
    services,
    <Routes>
      <Route path="/casino-live/:gameId/:tableId" element={<GamePage />} />
      <Route path="/casino_live/:id" element={<GamePage />} />
    </Routes>,
    path,
  );
  return { api, balance };
}

beforeEach(() => {
  logInPlayer({ memberCode: 'M9' });
  window.innerWidth = 375;
});
afterEach(() => logOutPlayer());

describe('casino plugin contract', () => {
  it('gives a page to every route; lobbies and games need a login except /indian-card-games; game pages hide the header on phones', () => {
    expect(plugin.id).toBe(contract.id);
    expect(plugin.routes?.map((route) => route.path)).toEqual(contract.routes.map((route) => route.path));
    expect(contract.routes.map((route) => [route.path, route.requiresLogin ?? false])).toEqual([
      ['/indian-card-games', false],
      ['/casino-lobby/*', true],
      ['/casino-live/:gameId/:tableId', true],
      ['/table-casino-live/:eventName', true],
      ['/casino_live/:id', true],
    ]);
    for (const route of contract.routes) expect(route.layout).toMatchObject({ leftSidebar: false, rightSidebar: false });
    for (const route of contract.routes.slice(2)) expect(route.layout).toMatchObject({ topPadding: { mobile: 0 }, header: { mobile: 'hidden' } });
    expect(plugin.routes?.[1]?.title?.({ '*': 'casino/provider/Sandbox-Live' })).toBe('Sandbox Live');
  });
});

describe('game page', () => {
  it('launches the game and shows its URL in a sandboxed frame with the bottom bar and Deposit', async () => {
    const { api } = renderGame('/casino-live/7003/T003');
    expect(screen.getByRole('status').textContent).toBe('Opening the game…');
    const frame = await screen.findByTitle('Dragon Tiger');
    expect(api.post).toHaveBeenCalledWith('casino/launch', { gameId: '7003', tableId: 'T003' });
    expect([frame.getAttribute('src'), frame.getAttribute('sandbox'), frame.getAttribute('allow')]).toEqual([LAUNCH.result.url, FRAME_SANDBOX, FRAME_ALLOW]);
    expect(FRAME_SANDBOX).not.toMatch(/allow-top-navigation|allow-popups/);
    const bar = screen.getByTestId('game-bottom-bar');
    expect(bar.querySelector('a')?.getAttribute('href')).toBe('/deposit');
    await waitFor(() => expect(Object.keys(window.localStorage)).toContain('casino.recent.M9'));
    expect(JSON.parse(window.localStorage.getItem('casino.recent.M9')!)).toEqual(['7003']);
  });

  it('has no Deposit where the brand takes no deposits, and launches a search result by id alone', async () => {
    const { api } = renderGame('/casino_live/7003', false);
    await screen.findByTitle('Dragon Tiger');
    expect(api.post).toHaveBeenCalledWith('casino/launch', { gameId: '7003' });
    expect(screen.getByTestId('game-bottom-bar').textContent).toBe('Back');
  });

  it("reads the balance again when the game frame says a round changed it, and not for another window's message", async () => {
    const { balance } = renderGame('/casino-live/7003/T003');
    const frame = (await screen.findByTitle('Dragon Tiger')) as HTMLIFrameElement;
    await act(async () => window.dispatchEvent(new MessageEvent('message', { data: { type: 'wl:balance-changed' }, source: window })));
    expect(balance.refresh).not.toHaveBeenCalled();
    await act(async () => window.dispatchEvent(new MessageEvent('message', { data: { type: 'wl:balance-changed' }, source: frame.contentWindow })));
    expect(balance.refresh).toHaveBeenCalledTimes(1);
  });

  it('says why a launch failed and tries again', async () => {
    renderGame('/casino-live/7003/T003', true, true);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Dragon Tiger cannot be opened now: the game provider did not answer. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to the games' }).getAttribute('href')).toBe('/indian-card-games');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTitle('Dragon Tiger')).getAttribute('src')).toBe(LAUNCH.result.url);
  });
});
