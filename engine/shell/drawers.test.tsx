import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineStore } from '../state/engine-store';
import { setTimeZone } from '../services/time';
import { closeMobileDrawer, closeSignedInDrawer, drawerState, openMobileDrawer, openSignedInDrawer } from './drawer-state';
import { MobileDrawerHost, SignedInDrawerHost } from './DrawerHosts';
import MobileDrawer from './MobileDrawer';
import SignedInDrawer from './SignedInDrawer';
import { assemblyWith, fakeServices, renderPart, setScene, withLoginOnlyEntry } from '../../tests/support/shell-test-kit';

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const DrawerSection = () => <button type="button">Chat With Us</button>;

afterEach(() => {
  closeMobileDrawer();
  closeSignedInDrawer();
  setTimeZone('device');
  Object.assign(engineStore.comingSoon, { isOpen: false, type: '' });
  Object.assign(engineStore.auth, { open: false, tab: 'login' });
  Object.assign(engineStore.balance, { balance: null, available: null, freeCash: null, exposure: null });
});

describe('mobile drawer', () => {
  it.each(['red', 'green', 'yellow'] as const)('%s lists the drawer entries, Download APK, plugin sections and the footnote', (brand) => {
    setScene(brand, false);
    openMobileDrawer();
    renderPart(<MobileDrawer />, { assembly: assemblyWith({ 'drawer.section': [DrawerSection] }) });
    const drawer = screen.getByTestId('mobile-drawer');
    const menu = within(drawer).getByRole('navigation', { name: 'Sports and games' });
    // The spec's drawer order, which opens with Aviator (the brands rank it first for the drawer).
    expect(within(menu).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Aviator', 'Cricket', 'Football', 'Tennis', 'Horse Racing', 'Greyhound Racing', 'Casino', 'Slot Games', 'Download APK',
    ]);
    expect(within(menu).getByRole('link', { name: 'Download APK' }).getAttribute('href')).toBe('/download-apk');
    expect(within(drawer).getByRole('button', { name: 'Chat With Us' })).toBeTruthy();
    expect(within(drawer).getByRole('combobox', { name: 'Search events' })).toBeTruthy();
    expect(within(drawer).getByText('Register online and play online')).toBeTruthy();
  });

  it('follows entries and closes: racing opens coming soon, login-only entries (the casino, My Bets) ask visitors to log in, sports navigate', () => {
    setScene('red', false);
    for (const [label, check] of [
      ['Greyhound Racing', () => expect(engineStore.comingSoon).toEqual({ isOpen: true, type: 'Greyhound Racing' })],
      ['Casino', () => expect(window.localStorage.getItem('page')).toBe('/casino-lobby/casino')],
      ['My Bets', () => expect(window.localStorage.getItem('page')).toBe('/open-bets')],
      ['Tennis', () => expect(screen.getByTestId('where').textContent).toBe('/sports-page/tennis/2')],
    ] as const) {
      openMobileDrawer();
      const view = renderPart(<MobileDrawer />, { assembly: withLoginOnlyEntry() });
      fireEvent.click(screen.getByRole('button', { name: label }));
      check();
      expect(drawerState.mobileOpen).toBe(false);
      view.unmount();
    }
  });

  it('loads when first opened, keeps focus inside, closes with Escape and gives focus back to the opener', async () => {
    setScene('red', false);
    renderPart(
      <>
        <button type="button" onClick={openMobileDrawer}>
          Open menu
        </button>
        <MobileDrawerHost />
      </>,
    );
    expect(screen.queryByTestId('mobile-drawer')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    fireEvent.click(opener);
    const drawer = await screen.findByTestId('mobile-drawer');
    expect(drawer.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await settle();
    await settle();
    expect(drawerState.mobileOpen).toBe(false);
    expect(screen.queryByTestId('mobile-drawer')).toBeNull();
    await settle();
    expect(document.activeElement).toBe(opener);
  });

  it('closes a second after a plugin asks, when a competition is chosen', () => {
    vi.useFakeTimers();
    try {
      openMobileDrawer();
      closeMobileDrawer(1000);
      vi.advanceTimersByTime(1000);
      expect(drawerState.mobileOpen).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('signed-in drawer', () => {
  const lastLogin = (value: unknown) => fakeServices({ getActivityDetails: () => value });

  it.each([
    ['red', ['Deposit', 'Withdraw']],
    ['green', ['Deposit', 'Withdraw']],
    ['yellow', []],
  ] as const)('%s shows the balance figures and money buttons %j', async (brand, moneyLinks) => {
    setScene(brand, true);
    Object.assign(engineStore.balance, { balance: 100000, available: 99000, freeCash: 250.5, exposure: 1000 });
    openSignedInDrawer();
    renderPart(<SignedInDrawer />, { services: lastLogin({ success: true, doc: [{ lastLogin: null }] }) });
    await settle();
    expect(screen.getByTestId('drawer-username').textContent).toBe('demo-abc');
    // Balance is the cash; Available (balance less exposure) is what the header shows.
    expect(screen.getByTestId('drawer-balance').textContent).toBe('₹1,00,000.00');
    expect(screen.getByTestId('drawer-available').textContent).toBe('₹99,000.00');
    expect(screen.getByTestId('drawer-free-cash').textContent).toBe('₹250.50');
    expect(screen.getByTestId('drawer-exposure').textContent).toBe('₹1,000.00');
    const balanceSection = screen.getByRole('region', { name: 'Balance Information' });
    expect(within(balanceSection).queryAllByRole('link').map((l) => l.textContent)).toEqual(moneyLinks);
  });

  it('shows no figure, not a false ₹0.00, until the balance is read', async () => {
    setScene('red', true);
    renderPart(<SignedInDrawer />, { services: lastLogin({ success: true, doc: [] }) });
    await settle();
    expect(['drawer-balance', 'drawer-free-cash', 'drawer-exposure', 'drawer-available'].map((id) => screen.getByTestId(id).textContent)).toEqual(['₹ ···', '₹ ···', '₹ ···', '₹ ···']);
  });

  it.each([
    ['india', { success: true, doc: [{ lastLogin: '2026-11-22T09:05:07.000Z' }] }, '22/11/2026, 02:35:07 PM'],
    ['system', { success: true, doc: [{ lastLogin: '2026-11-22T21:05:07.000Z' }] }, '22/11/2026, 09:05:07 PM'],
    ['india', { success: true, doc: [{ lastLogin: null }] }, 'N/A'],
    ['india', { success: false }, 'N/A'],
    ['india', new Error('network'), 'N/A'],
  ] as const)('in zone %s, activity %j reads %j', async (zone, answer, shown) => {
    setScene('red', true);
    setTimeZone(zone);
    const services = fakeServices({
      getActivityDetails: () => {
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    renderPart(<SignedInDrawer />, { services });
    await settle();
    expect(screen.getByTestId('drawer-last-login').textContent).toBe(shown);
  });

  it("lists the plugins' statements and settings links by their order around the engine's, then legal and account links, each closing the drawer", async () => {
    setScene('red', true);
    openSignedInDrawer();
    // Links as the statements, wallet and betting plugins declare them, listed out of order.
    const accountLinks = [
      { section: 'statements' as const, label: 'Account Statement', to: '/account-statement', order: 40 },
      { section: 'statements' as const, label: 'Transactions', to: '/transactions', order: 10 },
      { section: 'settings' as const, label: 'Settings', to: '/settings', order: 20 },
      { section: 'statements' as const, label: 'Open Bets', to: '/open-bets', order: 20 },
    ];
    const assembly = { ...assemblyWith({ 'account.help': [DrawerSection], 'drawer.section': [() => <p>Competitions</p>] }), accountLinks };
    renderPart(<SignedInDrawer />, { services: lastLogin({ success: true, doc: [] }), assembly });
    await settle();
    const hrefs = (name: string) => within(screen.getByRole('region', { name })).getAllByRole('link').map((l) => l.getAttribute('href'));
    expect(hrefs('Statements')).toEqual(['/transactions', '/open-bets', '/account-statement']);
    expect(hrefs('Account Settings')).toEqual(['/time-setting', '/settings']);
    expect(hrefs('Legal & Compliance')).toEqual(['/rules-regulations', '/exclusion-policy', '/responsible-gambling', '/privacy-policy']);
    expect(hrefs('Account')).toEqual(['/change-password']);
    expect(hrefs('Help & Support')).toEqual(['/download-apk']);
    expect(within(screen.getByRole('region', { name: 'Help & Support' })).getByRole('button', { name: 'Chat With Us' })).toBeTruthy();
    // The menu drawer's sections (a competition tree) stay out of the account panel.
    expect(screen.queryByText('Competitions')).toBeNull();
    expect(screen.getByText('Register online and play online')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Account Statement' }));
    expect(screen.getByTestId('where').textContent).toBe('/account-statement');
    expect(drawerState.signedInOpen).toBe(false);
  });

  it('leaves out a section no running plugin gives a link, keeping the engine\'s own', async () => {
    setScene('red', true);
    renderPart(<SignedInDrawer />, { services: lastLogin({ success: true, doc: [] }), assembly: { ...assemblyWith(), accountLinks: [] } });
    await settle();
    expect(screen.queryByRole('region', { name: 'Statements' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Account Settings' })).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/time-setting']);
  });

  it('closes on Deposit and goes to /deposit', async () => {
    setScene('green', true);
    openSignedInDrawer();
    renderPart(<SignedInDrawer />, { services: lastLogin({ success: true, doc: [] }) });
    await settle();
    fireEvent.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(screen.getByTestId('where').textContent).toBe('/deposit');
    expect(drawerState.signedInOpen).toBe(false);
  });

  it('signs out through the logout call', async () => {
    setScene('red', true);
    const services = fakeServices({ getActivityDetails: () => ({ success: true, doc: [] }), logout: () => ({ success: true }) });
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
    renderPart(<SignedInDrawer />, { services });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await settle();
    expect(services.api.post).toHaveBeenCalledWith('logout');
    expect(engineStore.session.isLogin).toBe(false);
    expect(reload).toHaveBeenCalled();
  });

  it('loads when first opened and closes with its close control', async () => {
    setScene('red', true);
    renderPart(<SignedInDrawerHost />, { services: lastLogin({ success: true, doc: [] }) });
    expect(screen.queryByTestId('signed-in-drawer')).toBeNull();
    act(() => openSignedInDrawer());
    const drawer = await screen.findByTestId('signed-in-drawer');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close account panel' }));
    await settle();
    expect(screen.queryByTestId('signed-in-drawer')).toBeNull();
  });
});
