import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { engineStore } from '../state/engine-store';
import { layoutTableFor } from '../router/layout-table';
import { Routes } from 'react-router-dom';
import { buildRoutes } from '../router/build-routes';
import { useClaimLeftSidebar } from './left-sidebar-claim';
import { closeSignedInDrawer, drawerState, closeMobileDrawer } from './drawer-state';
import { Header } from './Header';
import { LeftSidebar } from './LeftSidebar';
import { Shell } from './Shell';
import { Footer } from './Footer';
import { assemblyWith, renderPart, setScene, withLoginOnlyEntry } from '../../tests/support/shell-test-kit';

const buttons = (root: HTMLElement = document.body) => within(root).queryAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
const links = (root: HTMLElement = document.body) => within(root).queryAllByRole('link').map((b) => b.getAttribute('aria-label') ?? b.textContent);

afterEach(() => {
  closeSignedInDrawer();
  closeMobileDrawer();
  Object.assign(engineStore.auth, { open: false, tab: 'login' });
  Object.assign(engineStore.comingSoon, { isOpen: false, type: '' });
  Object.assign(engineStore.balance, { balance: null, available: null, freeCash: null, exposure: null });
});

describe('phone header', () => {
  it.each([
    ['red', false, ['Search', 'Log In', 'Sign Up', 'Open menu'], ['Crimson Exchange home', 'Home']],
    ['green', false, ['Search', 'Log In', 'Sign Up', 'Open menu'], ['Emerald Exchange home', 'Home']],
    ['yellow', false, ['Search', 'Log In', 'Open menu'], ['Sunrise Exchange home', 'Home']],
    ['red', true, ['Search', 'Available ₹1,500.50, open account', 'Open menu'], ['Crimson Exchange home', 'Home']],
    ['yellow', true, ['Search', 'Available ₹1,500.50, open account', 'Open menu'], ['Sunrise Exchange home', 'Home']],
  ] as const)('%s, logged in %s: buttons %j, links %j', (brand, isLogin, expectedButtons, expectedLinks) => {
    setScene(brand, isLogin, 375);
    engineStore.balance.available = 1500.5;
    renderPart(<Header mode="fixed" title="" wide={false} />);
    expect(buttons()).toEqual(expectedButtons);
    expect(links()).toEqual(expectedLinks);
    expect(screen.queryByTestId('header-clock')).toBeNull();
  });

  it.each([375, 1280])('at %i px shows no ₹0.00 before the first balance read, then the balance', async (width) => {
    setScene('red', true, width);
    renderPart(<Header mode="fixed" title="" wide={width >= 1024} />);
    expect(screen.getByTestId('header-balance').textContent).toBe('₹ ···');
    expect(document.body.textContent).not.toContain('₹0.00');
    engineStore.balance.available = 99_548.79;
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('₹99,548.79'));
  });

  it('shows a back button and the page title where the layout row names the page', () => {
    setScene('red', false, 375);
    renderPart(<Header mode="fixed" title="Open Bets" wide={false} />, { path: '/open-bets' });
    expect(screen.getByTestId('header-title').textContent).toBe('Open Bets');
    expect(buttons()[0]).toBe('Back');
    expect(links()).toEqual(['Home']);
  });

  it('opens the search input from the icon and folds it away with Escape, focus back on the icon', async () => {
    setScene('red', false, 375);
    const { container } = renderPart(<Header mode="fixed" title="" wide={false} />);
    const icon = screen.getByRole('button', { name: 'Search' });
    fireEvent.click(icon);
    await waitFor(() => expect(container.querySelector('[data-search-ready]')).not.toBeNull());
    const input = screen.getByRole('combobox', { name: 'Search events' });
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(icon);
  });

  it('opens the drawers: the hamburger the menu, the balance button the account panel', () => {
    setScene('red', true, 375);
    renderPart(<Header mode="fixed" title="" wide={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(drawerState).toEqual({ mobileOpen: true, signedInOpen: false });
    fireEvent.click(screen.getByTestId('header-balance'));
    expect(drawerState).toEqual({ mobileOpen: false, signedInOpen: true });
  });
});

describe('desktop header', () => {
  it.each([
    ['red', false, ['Log In', 'Sign Up'], []],
    ['yellow', false, ['Log In'], []],
    ['red', true, ['Account'], ['Deposit', 'Withdraw']],
    ['green', true, ['Account'], ['Deposit', 'Withdraw']],
    ['yellow', true, ['Account'], []],
  ] as const)('%s, logged in %s: account buttons %j, links %j', async (brand, isLogin, accountButtons, moneyLinks) => {
    setScene(brand, isLogin, 1280);
    renderPart(<Header mode="fixed" title="Open Bets" wide />);
    // The menu row and the clock load on desktop only.
    await screen.findByRole('button', { name: 'Cricket' });
    await screen.findByTestId('header-clock');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const navLabels = buttons(nav);
    const all = buttons();
    expect(all.slice(navLabels.length)).toEqual(accountButtons);
    expect(links().slice(1)).toEqual(moneyLinks);
    expect(screen.getByRole('combobox', { name: 'Search events' })).toBeTruthy();
    expect(screen.getByTestId('header-clock')).toBeTruthy();
    expect(screen.queryByTestId('header-title')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('opens the account panel from Account', () => {
    setScene('green', true, 1280);
    renderPart(<Header mode="fixed" title="" wide />);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(drawerState.signedInOpen).toBe(true);
  });
});

function Claiming() {
  useClaimLeftSidebar(true);
  return <p>Sport tree</p>;
}
const Section = () => <p>Plugin section</p>;

describe('left sidebar', () => {
  it.each([
    [false, {}, ['Cricket', 'Football', 'Tennis', 'Horse Racing', 'Greyhound Racing', 'Live Casino', 'Slot Games', 'Aviator']],
    [true, {}, ['Cricket', 'Football', 'Tennis', 'Horse Racing', 'Greyhound Racing', 'Live Casino', 'Slot Games', 'Aviator']],
    [true, { '4': false, c1: false }, ['Football', 'Tennis', 'Horse Racing', 'Greyhound Racing', 'Slot Games', 'Aviator']],
    [false, { '4': false, c1: false, c9: false }, ['Cricket', 'Football', 'Tennis', 'Horse Racing', 'Greyhound Racing', 'Live Casino', 'Slot Games', 'Aviator']],
    [true, { '1': false, '2': false, c9: false }, ['Cricket', 'Horse Racing', 'Greyhound Racing', 'Live Casino', 'Aviator']],
  ])('logged in %s with types %j shows %j', (isLogin, types, labels) => {
    setScene('red', isLogin, 1280);
    Object.assign(engineStore.eventTypes, types);
    renderPart(<LeftSidebar />, { assembly: assemblyWith({ 'sidebar.left': [Section] }) });
    expect(buttons(screen.getByRole('navigation', { name: 'Sports and games menu' }))).toEqual(labels);
    expect(screen.getByText('Plugin section')).toBeTruthy();
  });

  it('follows entries like the header: coming soon, login, or the page', () => {
    setScene('red', false, 1280);
    renderPart(<LeftSidebar />, { assembly: withLoginOnlyEntry() });
    fireEvent.click(screen.getByRole('button', { name: 'Horse Racing' }));
    expect(engineStore.comingSoon).toEqual({ isOpen: true, type: 'Horse Racing' });
    fireEvent.click(screen.getByRole('button', { name: 'Aviator' }));
    expect(engineStore.auth.open).toBe(true);
    expect(window.localStorage.getItem('page')).toBe('/aviator');
    fireEvent.click(screen.getByRole('button', { name: 'Slot Games' }));
    expect(engineStore.auth.open).toBe(true);
    expect(window.localStorage.getItem('page')).toBe('/casino-lobby/slot-games');
    fireEvent.click(screen.getByRole('button', { name: 'My Bets' }));
    expect(engineStore.auth.open).toBe(true);
    expect(window.localStorage.getItem('page')).toBe('/open-bets');
    fireEvent.click(screen.getByRole('button', { name: 'Football' }));
    expect(screen.getByTestId('where').textContent).toBe('/sports-page/football/1');
  });

  it('gives way to a plugin that claims it, keeping the plugin sections', () => {
    setScene('red', false, 1280);
    renderPart(<LeftSidebar />, { assembly: assemblyWith({ 'sidebar.left': [Claiming, Section] }) });
    expect(screen.queryByRole('navigation', { name: 'Sports and games menu' })).toBeNull();
    expect(screen.getByText('Sport tree')).toBeTruthy();
    expect(screen.getByText('Plugin section')).toBeTruthy();
  });
});

const PAGES = ['/sports-page/:name/:id', '/open-bets', '/indian-card-games', '/casino-lobby/*', '/casino-live/:game/:table', '/table-casino-live/:name', '/aviator'].map((path) => ({
  path,
  requiresLogin: false,
  pluginId: 'pages',
  pluginTitle: 'Pages',
  load: async () => ({ default: () => <p>page</p> }),
}));

/** The rows those pages' plugins declare (spec section 2, Layout): no sidebars on card-game, casino and Aviator pages. */
const noSidebars = { leftSidebar: false, rightSidebar: false };
const PAGE_ROWS = {
  'sports-page': {},
  'open-bets': { headerName: 'Open Bets' },
  'indian-card-games': noSidebars,
  'casino-lobby': noSidebars,
  'casino-live': { ...noSidebars, topPadding: { mobile: 0, desktop: 130 }, header: { mobile: 'hidden' as const, desktop: 'fixed' as const } },
  'table-casino-live': noSidebars,
  aviator: noSidebars,
};

describe('sidebars by layout row', () => {
  it.each([
    ['/', 1280, true, true],
    ['/sports-page/Cricket/4', 1280, true, true],
    ['/open-bets', 1280, true, true],
    ['/indian-card-games', 1280, false, false],
    ['/casino-lobby/casino', 1280, false, false],
    ['/casino-live/1/2', 1280, false, false],
    ['/table-casino-live/teen', 1280, false, false],
    ['/aviator', 1280, false, false],
    ['/', 375, false, false],
  ])('%s at %i px: left %s, right %s (right drawn even with nothing contributed)', async (path, width, left, right) => {
    setScene('red', true, width);
    const assembly = { ...assemblyWith(), routes: PAGES, layout: layoutTableFor({ layout: { rows: {} } }, PAGE_ROWS) };
    renderPart(<Routes>{buildRoutes(<Shell />, PAGES)}</Routes>, { path, assembly });
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(Boolean(screen.queryByTestId('left-sidebar'))).toBe(left);
    expect(Boolean(screen.queryByTestId('right-sidebar'))).toBe(right);
  });
});

describe('footer', () => {
  it('shows payment, age and licensing badges, the app links and the plugins\' footer sections', async () => {
    setScene('yellow', false, 375);
    renderPart(<Footer />, { assembly: assemblyWith({ 'footer.section': [() => <p>Contact us</p>] }) });
    await screen.findByText('UPI');
    const footer = screen.getByRole('contentinfo');
    expect(['UPI', 'Bank transfer', '18+ only', 'Responsible gambling', 'Licensed operator', 'Contact us'].map((t) => within(footer).getByText(t).textContent)).toHaveLength(6);
    expect(within(footer).getByRole('link', { name: 'Android app' }).getAttribute('href')).toBe('/download-apk');
    expect(within(footer).getByRole('link', { name: 'Live scores' }).getAttribute('href')).toBe('/sports-page/Cricket/4');
    expect(footer.textContent).toContain('Sunrise Exchange. Play responsibly. 18+ only.');
  });
});
