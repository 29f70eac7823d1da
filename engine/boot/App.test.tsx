import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validBrand } from '../../tests/support/fixtures';
import type { BrandManifest } from '../../domain/manifest/types';
import type { Assembly } from '../plugin-host/assemble';
import { assemblyWith } from '../../tests/support/shell-test-kit';
import { AppErrorBoundary } from '../shell/AppErrorBoundary';
import { engineStore } from '../state/engine-store';
import { App } from './App';
import { closeAuth } from '../account/account-actions';
import { completeLogin } from '../account/complete-login';
import { closeFairPlay, fairPlay } from '../account/fair-play';
import { clearSession } from '../state/session';
import { fakeServices } from '../../tests/support/fake-services';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function Page({ name }: { name: string }) {
  return (
    <div>
      <h2>{name}</h2>
      <Link to="/quiz-results">to quiz results</Link>
    </div>
  );
}

const assembly: Assembly = {
  // The red brand's frame: its plugins' layout rows and menu.
  ...assemblyWith(),
  routes: [
    // A guarded plugin route on a path the engine leaves to plugins (the engine owns /open-bets).
    { path: '/quiz-results', requiresLogin: true, pluginId: 'quiz', pluginTitle: 'Quiz', load: async () => ({ default: () => <Page name="Quiz results page" /> }) },
    { path: '/sports-page/:name/:id', requiresLogin: false, pluginId: 'sports', pluginTitle: 'Sports', load: async () => ({ default: () => <Page name="Sport page" /> }), title: ({ name }) => name ?? '' },
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
  const view = render(<App brand={manifest} assembly={assembly} Router={Router} services={fakeServices()} />);
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
    await renderAt('/quiz-results?tab=settled');
    expect(where()).toBe('/');
    expect(screen.queryByText('Quiz results page')).toBeNull();
    expect(engineStore.auth).toEqual({ open: true, tab: 'login' });
    expect(window.localStorage.getItem('page')).toBe('/quiz-results?tab=settled');
    const navigate = vi.fn();
    const success = vi.fn();
    vi.useFakeTimers();
    completeLogin({ token: 't', expiresAt: Date.now() + 60_000, user: { username: 'p' }, isB2C: true }, { success, error: vi.fn(), info: vi.fn() }, navigate);
    expect(navigate).toHaveBeenCalledWith('/quiz-results?tab=settled');
    expect(engineStore.auth.open).toBe(false);
    expect(window.localStorage.getItem('page')).toBeNull();
    vi.advanceTimersByTime(300);
    vi.useRealTimers();
    expect(success).toHaveBeenCalledWith('User Login Success');
    expect(fairPlay.open).toBe(true);
    closeFairPlay();
    clearSession();
  });

  it('lets a stored login through a guarded route', async () => {
    storeLogin();
    await renderAt('/quiz-results');
    expect(where()).toBe('/quiz-results');
    expect(await screen.findByText('Quiz results page')).toBeTruthy();
  });

  it('keeps the referral code, goes home and opens sign-up', async () => {
    await renderAt('/ReferBy/ABC123');
    expect(where()).toBe('/?ReferBy=ABC123');
    expect(engineStore.session.referCode).toBe('ABC123');
    expect(window.localStorage.getItem('referCode')).toBe('ABC123');
    expect(engineStore.auth).toEqual({ open: true, tab: 'register' });
  });

  it.each([
    ['a mistyped path', '/no/such/page'],
    ['a page of a plugin the brand leaves out', '/casino-lobby/slot-games/Crash'],
    ['a guarded page of a plugin the brand leaves out', '/open-bets'],
  ])('shows %s as not found, in the frame, with the way home', async (_, path) => {
    await renderAt(path);
    expect(where()).toBe(path);
    // The page is a chunk of its own, loaded the first time a path is not found.
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(`There is no page at ${path} on Crimson Exchange.`)).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(engineStore.auth.open).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(where()).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('serves /default-page', async () => {
    await renderAt('/default-page');
    expect(where()).toBe('/default-page');
    expect(screen.getByRole('heading', { name: 'This event is not available' })).toBeTruthy();
  });

  it('scrolls to the top on each path change', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    storeLogin();
    await renderAt('/sports-page/Cricket/4');
    const before = scroll.mock.calls.length;
    fireEvent.click(await screen.findByText('to quiz results'));
    await screen.findByText('Quiz results page');
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
