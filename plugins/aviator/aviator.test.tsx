import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandManifest } from '../../domain/manifest/types';
import { logInPlayer, logOutPlayer, setBrand } from '../../tests/support/engine-scene';
import { fakeApi, fakeServices, renderWithServices } from '../../tests/support/fake-services';
import { brandManifest } from '../../tests/support/fixtures';
import AviatorPage from './AviatorPage';
import plugin from './index';
import contract from './plugin.json';
import { configureAviator } from './state';

const LAUNCH = { success: true, result: { url: 'http://casino-provider.localhost/casino-provider/aviator#token=t1', gameId: '7019', tableId: 'T019', name: 'Aviator', provider: 'Sandbox Crash', available: true } };

function renderAviator(options: { gameId?: string } = {}, width = 375) {
  window.innerWidth = width;
  setBrand(brandManifest('red') as BrandManifest);
  const api = fakeApi();
  api.post.mockImplementation(async (call: string) => (call === 'casino/launch' ? LAUNCH : { success: true }));
  const balance = { refresh: vi.fn(async () => undefined) };
  const services = fakeServices({ api, balance });
  configureAviator(options);
  renderWithServices(services, <Routes><Route path="/aviator" element={<AviatorPage />} /></Routes>, '/aviator');
  return { api, balance };
}

beforeEach(() => logInPlayer({ memberCode: 'M7' }));
afterEach(() => logOutPlayer());

describe('aviator plugin contract', () => {
  it('requires the casino and gives /aviator a page that needs a login, with no sidebars and no header on phones', () => {
    expect(plugin.id).toBe(contract.id);
    expect(contract.requires).toEqual(['casino']);
    expect(plugin.routes?.map((route) => route.path)).toEqual(['/aviator']);
    expect(contract.routes).toEqual([
      {
        path: '/aviator',
        requiresLogin: true,
        layout: { headerName: 'Aviator', leftSidebar: false, rightSidebar: false, topPadding: { mobile: 0, desktop: 130 }, header: { mobile: 'hidden', desktop: 'fixed' } },
      },
    ]);
  });
});

describe('/aviator', () => {
  it("launches the catalogue's Aviator (7019) in the provider's sandboxed frame, with Back and Deposit on phones", async () => {
    const { api } = renderAviator();
    const frame = await screen.findByTitle('Aviator');
    expect(api.post).toHaveBeenCalledWith('casino/launch', { gameId: '7019' });
    expect([frame.getAttribute('src'), frame.getAttribute('sandbox')]).toEqual([LAUNCH.result.url, 'allow-scripts allow-same-origin allow-forms']);
    expect(screen.getByTestId('game-bottom-bar').textContent).toBe('BackDeposit');
  });

  it("launches the brand's own game id, and shows no bottom bar on a wide screen", async () => {
    const { api } = renderAviator({ gameId: '9001' }, 1280);
    await screen.findByTitle('Aviator');
    expect(api.post).toHaveBeenCalledWith('casino/launch', { gameId: '9001' });
    expect(screen.queryByTestId('game-bottom-bar')).toBeNull();
  });

  it('reads the balance again when the game says it changed', async () => {
    const { balance } = renderAviator();
    const frame = (await screen.findByTitle('Aviator')) as HTMLIFrameElement;
    await act(async () => window.dispatchEvent(new MessageEvent('message', { data: { type: 'wl:balance-changed' }, source: frame.contentWindow })));
    expect(balance.refresh).toHaveBeenCalledTimes(1);
  });
});
