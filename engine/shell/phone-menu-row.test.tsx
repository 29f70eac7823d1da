import { act, fireEvent, screen, within } from '@testing-library/react';
import { Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { buildRoutes } from '../router/build-routes';
import { ENGINE_LAYOUT_TABLE } from '../router/layout-table';
import { engineStore } from '../state/engine-store';
import { HEADER_HEIGHT } from './Header';
import { PHONE_MENU_ROW_HEIGHT, phoneMenuRowFits } from './PhoneMenuRow';
import { PHONE_TITLE_BAR_HEIGHT } from './PhoneTitleBar';
import { Shell } from './Shell';
import type { Assembly } from '../plugin-host/assemble';
import { assemblyWith, renderPart, setScene, withLoginOnlyEntry } from '../../tests/support/shell-test-kit';

const PAGES = ['/sports-page/:name/:id', '/rules-regulations', '/default-page', '/event-page/:type/:id', '/virtual-event-page/:type', '/casino-live/:game/:table', '/aviator'].map((path) => ({
  path,
  requiresLogin: false,
  pluginId: 'pages',
  pluginTitle: 'Pages',
  load: async () => ({ default: () => <p>page</p> }),
  // A sport page is named by its sport, as the exchange names it.
  title: path.startsWith('/sports-page') ? ({ name }: Readonly<Record<string, string | undefined>>) => name ?? '' : undefined,
}));

/** The red brand's frame, with casino tables and Aviator hiding the phone header as their plugins' rows say. */
function shellAssembly() {
  const base = assemblyWith();
  const hidden = { ...base.layout.default, topPadding: { mobile: 0, desktop: 130 }, header: { mobile: 'hidden' as const, desktop: 'fixed' as const }, leftSidebar: false, rightSidebar: false };
  return { ...base, routes: PAGES, layout: { ...base.layout, rows: { ...base.layout.rows, 'casino-live': hidden, aviator: hidden } } };
}

async function renderShell(path: string, assembly: Assembly = shellAssembly()) {
  const view = renderPart(<Routes>{buildRoutes(<Shell />, PAGES)}</Routes>, { path, assembly });
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  return view;
}

const row = () => screen.queryByTestId('phone-menu-row');
const rowLabels = async () => {
  const bar = await screen.findByTestId('phone-menu-row');
  await within(bar).findByRole('button', { name: 'Cricket' });
  return within(bar).getAllByRole('button').map((b) => b.textContent);
};

afterEach(() => {
  Object.assign(engineStore.auth, { open: false, tab: 'login' });
  Object.assign(engineStore.comingSoon, { isOpen: false, type: '' });
});

describe('phone menu row', () => {
  it('fills exactly the band the home row keeps under the phone header', () => {
    expect(HEADER_HEIGHT.mobile + PHONE_MENU_ROW_HEIGHT).toBe(ENGINE_LAYOUT_TABLE.rows['']!.topPadding.mobile);
  });

  it.each([
    ['fixed', 94, true],
    ['fixed', 130, true],
    ['fixed', 93, false],
    ['fixed', 54, false],
    ['static', 130, false],
    ['hidden', 0, false],
    ['fixed', 0, false],
  ] as const)('header %s with %i px padding: row %s', (mode, padding, fits) => {
    expect(phoneMenuRowFits(mode, padding)).toBe(fits);
  });

  it.each([
    ['/', 375, true],
    ['/sports-page/Cricket/4', 375, true],
    ['/rules-regulations', 375, true],
    // Event pages keep no top padding and a static phone header: the page starts right under it.
    ['/event-page/4/1', 375, false],
    // Casino tables and Aviator hide the phone header.
    ['/casino-live/1/2', 375, false],
    ['/aviator', 375, false],
    // Desktop has the menu on the header's second row.
    ['/', 1280, false],
  ])('%s at %i px: row %s', async (path, width, shown) => {
    setScene('red', false, width);
    await renderShell(path);
    expect(Boolean(row())).toBe(shown);
  });

  it('lists the header entries a visitor sees, in the menu order', async () => {
    setScene('red', false, 375);
    await renderShell('/');
    expect(await rowLabels()).toEqual(['Cricket', 'Football', 'Tennis', 'Horse Racing', 'Greyhound Racing', 'Live Casino', 'Casino', 'Slot Games', 'Aviator']);
  });

  it('shows players only what their event types enable', async () => {
    setScene('green', true, 375);
    Object.assign(engineStore.eventTypes, { '4': false, c9: false });
    await renderShell('/');
    const bar = await screen.findByTestId('phone-menu-row');
    await within(bar).findByRole('button', { name: 'Football' });
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Football', 'Tennis', 'Horse Racing', 'Greyhound Racing', 'Live Casino', 'Aviator']);
  });

  it('marks the current entry, opens coming soon for racing and asks visitors to log in for login-only entries (My Bets, Aviator)', async () => {
    setScene('yellow', false, 375);
    await renderShell('/sports-page/football/1', withLoginOnlyEntry(shellAssembly()));
    await rowLabels();
    const bar = screen.getByTestId('phone-menu-row');
    expect(within(bar).getByRole('button', { name: 'Football' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('button', { name: 'Cricket' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: 'Greyhound Racing' }));
    expect(engineStore.comingSoon).toEqual({ isOpen: true, type: 'Greyhound Racing' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Aviator' }));
    expect(engineStore.auth.open).toBe(true);
    expect(window.localStorage.getItem('page')).toBe('/aviator');
    fireEvent.click(within(bar).getByRole('button', { name: 'My Bets' }));
    expect(engineStore.auth.open).toBe(true);
    expect(window.localStorage.getItem('page')).toBe('/open-bets');
    fireEvent.click(within(bar).getByRole('button', { name: 'Tennis' }));
    expect(screen.getByTestId('where').textContent).toBe('/sports-page/tennis/2');
  });
});

describe('phone title bar', () => {
  it('with the menu row fills exactly the 130 px most pages keep', () => {
    expect(HEADER_HEIGHT.mobile + PHONE_MENU_ROW_HEIGHT + PHONE_TITLE_BAR_HEIGHT).toBe(ENGINE_LAYOUT_TABLE.default.topPadding.mobile);
    expect(HEADER_HEIGHT.mobile + PHONE_MENU_ROW_HEIGHT + PHONE_TITLE_BAR_HEIGHT).toBe(ENGINE_LAYOUT_TABLE.rows['rules-regulations']!.topPadding.mobile);
  });

  it.each([
    // Titled pages padded 130 px: back and title on their own bar, the header keeps the logo.
    ['/rules-regulations', 375, 'bar', 'Rules & Regulations'],
    ['/sports-page/Cricket/4', 375, 'bar', 'Cricket'],
    // Home and untitled pages: no bar, no title.
    ['/', 375, null, null],
    ['/default-page', 375, null, null],
    // No room under a static header: the title stays in the header.
    ['/virtual-event-page/v9', 375, 'header', 'Virtual Cricket'],
    ['/rules-regulations', 1280, null, null],
  ])('%s at %i px: title in %s, %s', async (path, width, where, title) => {
    setScene('red', true, width);
    await renderShell(path);
    const bar = screen.queryByTestId('phone-title-bar');
    const header = screen.getByRole('banner');
    expect(screen.queryByTestId('header-title')?.textContent ?? null).toBe(title);
    expect(bar ? 'bar' : within(header).queryByTestId('header-title') ? 'header' : null).toBe(where);
    if (where === 'bar') {
      expect(within(bar!).getByRole('button', { name: 'Back' })).toBeTruthy();
      expect(within(header).getByRole('link', { name: 'Crimson Exchange home' })).toBeTruthy();
    }
  });
});
