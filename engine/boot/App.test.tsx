import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validBrand } from '../../tests/support/fixtures';
import type { BrandManifest } from '../manifest/types';
import type { Assembly } from '../plugin-host/assemble';
import { AppErrorBoundary } from '../shell/AppErrorBoundary';
import { engineStore } from '../state/engine-store';
import { App } from './App';
import { closeAuth, completeLogin } from '../account/account-actions';
import { clearSession } from '../state/session';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function Page({ name }: { name: string }) {
  return (
    <div>
      <h2>{name}</h2>
      <Link to="/open-bets">to open bets</Link>
    </div>
  );
}

const assembly: Assembly = {
  plugins: [],
  problems: [],
  slots: new Map(),
  routes: [
    { path: '/open-bets', requiresLogin: true, pluginId: 'bets', pluginTitle: 'Bets', load: async () => ({ default: () => <Page name="Open bets page" /> }) },
    { path: '/sports-page/:name/:id', requiresLogin: false, pluginId: 'sports', pluginTitle: 'Sports', load: async () => ({ default: () => <Page name="Sport page" /> }) },
    { path: '/event-page/:type/:id', requiresLogin: false, pluginId: 'sports', pluginTitle: 'Sports', load: async () => ({ default: () => <Page name="Event page" /> }) },
  ],
};

const RED = await validBrand('red');

function brand(edit: (m: Record<string, any>) => void = () => {}): BrandManifest {
  const manifest = structuredClone(RED) as BrandManifest & Record<string, any>;
  manifest.layout = { rows: {} };
  edit(manifest);
  return manifest;
}

async function renderAt(path: string, manifest = brand()) {
  engineStore.brand = manifest;
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <Where />
    </MemoryRouter>
  );
  const view = render(<App brand={manifest} assembly={assembly} Router={Router} />);
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  return view;
}

const where = () => screen.getByTestId('where').textContent;

function storeLogin() {
  window.localStorage.setItem('isLogin', 'true');
  window.localStorage.setItem('id_token', 'token-1');
}

describe('route rules', () => {
  beforeEach(() => {
    window.innerWidth = 375;
  });
  afterEach(() => {
    engineStore.session.referCode = null;
    closeAuth();
  });

  it('sends a visitor on a guarded route home with the login popup open, and there after login', async () => {
    await renderAt('/open-bets?tab=settled');
    expect(where()).toBe('/');
    expect(screen.queryByText('Open bets page')).toBeNull();
    expect(engineStore.auth).toEqual({ open: true, tab: 'login' });
    expect(window.localStorage.getItem('page')).toBe('/open-bets?tab=settled');
    const navigate = vi.fn();
    completeLogin({ token: 't', expiresAt: Date.now() + 60_000, user: { username: 'p' }, isB2C: true }, { success: vi.fn(), error: vi.fn(), info: vi.fn() }, navigate);
    expect(navigate).toHaveBeenCalledWith('/open-bets?tab=settled');
    expect(engineStore.auth.open).toBe(false);
    expect(window.localStorage.getItem('page')).toBeNull();
    clearSession();
  });

  it('lets a stored login through a guarded route', async () => {
    storeLogin();
    await renderAt('/open-bets');
    expect(where()).toBe('/open-bets');
    expect(await screen.findByText('Open bets page')).toBeTruthy();
  });

  it('keeps the referral code, goes home and opens sign-up', async () => {
    await renderAt('/ReferBy/ABC123');
    expect(where()).toBe('/?ReferBy=ABC123');
    expect(engineStore.session.referCode).toBe('ABC123');
    expect(window.localStorage.getItem('referCode')).toBe('ABC123');
    expect(engineStore.auth).toEqual({ open: true, tab: 'register' });
  });

  it('sends unknown paths home and serves /default-page', async () => {
    await renderAt('/no/such/page');
    expect(where()).toBe('/');
    cleanup();
    await renderAt('/default-page');
    expect(where()).toBe('/default-page');
    expect(screen.getByRole('heading', { name: 'This event is not available' })).toBeTruthy();
  });

  it('scrolls to the top on each path change', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    storeLogin();
    await renderAt('/sports-page/Cricket/4');
    const before = scroll.mock.calls.length;
    fireEvent.click(await screen.findByText('to open bets'));
    await screen.findByText('Open bets page');
    expect(scroll.mock.calls.length).toBe(before + 1);
    expect(scroll).toHaveBeenLastCalledWith(0, 0);
  });
});

describe('layout from the table', () => {
  it.each([
    ['/', 375, '94', 'fixed', null],
    ['/sports-page/Cricket/4', 375, '130', 'fixed', 'Cricket'],
    ['/event-page/4/1', 375, '0', 'static', null],
    ['/event-page/4/1', 1280, '72', 'fixed', null],
  ])('%s at %i px', async (path, width, padding, mode, title) => {
    window.innerWidth = width;
    const { container } = await renderAt(path);
    expect(container.querySelector('[data-top-padding]')?.getAttribute('data-top-padding')).toBe(padding);
    expect(container.querySelector('header')?.getAttribute('data-header-mode')).toBe(mode);
    expect(screen.queryByTestId('header-title')?.textContent ?? null).toBe(title);
  });
});

describe('manifest strings', () => {
  it('render as text, never as HTML', async () => {
    const hostile = '<img src=x onerror="window.hacked=1">';
    const { container } = await renderAt('/', brand((m) => (m.identity.appName = hostile)));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(hostile);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});

describe('rendering errors', () => {
  it('show the generic error page', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Thrower = () => {
      throw new Error('render failed');
    };
    render(
      <MemoryRouter>
        <AppErrorBoundary>
          <Thrower />
        </AppErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('render failed')).toBeTruthy();
    errors.mockRestore();
  });
});
