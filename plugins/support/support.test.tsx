import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brandManifest } from '../../tests/support/fixtures';
import type { BrandManifest } from '../../domain/manifest/types';
import type { ApiService } from '../../engine/plugin-api';
import { setBrand } from '../../tests/support/engine-scene';
import { ContactBlock } from './ContactBlock';
import { WHATSAPP_GREETING, whatsappChatUrl } from './contacts';
import { contactsFromWire } from './contacts-wire';
import { loadContacts } from './load-contacts';
import { setConfiguredContacts, supportState } from './state';
import SupportPanel from './SupportPanel';
import { COLLAPSE_AFTER_MS, WhatsAppButton } from './WhatsAppButton';

const FULL = {
  whatsapp: '919876543210',
  instagram: 'https://instagram.com/x',
  facebook: 'https://facebook.com/x',
  twitter: 'https://x.com/x',
  telegram: 'https://t.me/x',
  email: 'help@x.in',
  message: 'Open 24x7',
};

function at(path: string, node: ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);
}

function useBrand(contactUs: boolean) {
  const manifest = brandManifest('red') as BrandManifest;
  manifest.flags.contactUs = contactUs;
  setBrand(manifest);
}

describe('WhatsApp button', () => {
  beforeEach(() => setConfiguredContacts(FULL));
  afterEach(() => vi.useRealTimers());

  it('shows on home only', () => {
    at('/', <WhatsAppButton />);
    const link = screen.getByTestId('whatsapp-button');
    expect(link.getAttribute('href')).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(WHATSAPP_GREETING)}`);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it.each(['/default-page', '/sports-page/Cricket/4'])('hides on %s', (path) => {
    at(path, <WhatsAppButton />);
    expect(screen.queryByTestId('whatsapp-button')).toBeNull();
  });

  it('hides without a number', () => {
    setConfiguredContacts({ ...FULL, whatsapp: '' });
    at('/', <WhatsAppButton />);
    expect(screen.queryByTestId('whatsapp-button')).toBeNull();
  });

  it('expands on hover and collapses after 3 s', () => {
    vi.useFakeTimers();
    at('/', <WhatsAppButton />);
    const link = screen.getByTestId('whatsapp-button');
    expect(link.getAttribute('data-expanded')).toBe('false');
    fireEvent.mouseEnter(link);
    expect(link.getAttribute('data-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(COLLAPSE_AFTER_MS - 1));
    expect(link.getAttribute('data-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(link.getAttribute('data-expanded')).toBe('false');
  });
});

describe('contact block', () => {
  beforeEach(() => setConfiguredContacts(FULL));

  it('shows each configured channel, in the spec order', () => {
    useBrand(true);
    window.innerWidth = 375;
    at('/', <ContactBlock variant="footer" />);
    const labels = screen.getAllByRole('link').map((a) => a.getAttribute('aria-label'));
    expect(labels).toEqual(['WhatsApp', 'Instagram', 'Telegram', 'Facebook', 'E-mail']);
    expect(screen.getByTestId('contact-block-footer')).toBeTruthy();
  });

  it('leaves out channels that are not configured', () => {
    useBrand(true);
    setConfiguredContacts({ telegram: 'https://t.me/x' });
    at('/', <ContactBlock variant="sidebar" />);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual(['Telegram']);
    expect(screen.getByTestId('contact-block-sidebar')).toBeTruthy();
  });

  it.each<[string, number, boolean, boolean]>([
    ['/', 375, true, true],
    ['/default-page', 375, true, false],
    ['/default-page', 1024, true, true],
    ['/', 1280, false, false],
  ])('at %s, %i px wide, contactUs %s: shown %s', (path, width, flag, shown) => {
    useBrand(flag);
    window.innerWidth = width;
    at(path, <ContactBlock variant="footer" />);
    expect(screen.queryByTestId('contact-block-footer') !== null).toBe(shown);
  });

  it('opens the support panel', () => {
    useBrand(true);
    window.innerWidth = 375;
    at('/', <ContactBlock variant="footer" />);
    fireEvent.click(screen.getByRole('button', { name: 'Help & Support' }));
    expect(supportState.panelOpen).toBe(true);
    supportState.panelOpen = false;
  });
});

describe('support panel', () => {
  it('lists every configured channel and the message', () => {
    setConfiguredContacts(FULL);
    supportState.panelOpen = true;
    render(<SupportPanel />);
    const panel = screen.getByTestId('support-panel');
    expect([...panel.querySelectorAll('li strong')].map((n) => n.textContent)).toEqual(['WhatsApp', 'Instagram', 'Facebook', 'Twitter', 'Telegram', 'E-mail']);
    expect(panel.textContent).toContain('+919876543210');
    expect(panel.textContent).toContain('Open 24x7');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(supportState.panelOpen).toBe(false);
  });
});

describe('contacts from the backend', () => {
  it.each<[unknown, Record<string, unknown>]>([
    [{ wpnumber: '+91 98765 43210', email: 'a@b.in', showMessage: true, message: ' hi ' }, { whatsapp: '919876543210', email: 'a@b.in', showMessage: true, message: 'hi' }],
    [{ wpnumber: 'call me', instagram: 'javascript:alert(1)', facebook: 'http://insecure', telegram: 'https://t.me/ok' }, { telegram: 'https://t.me/ok' }],
    [{ email: 'x"@y.in' }, {}],
    [null, {}],
    ['nonsense', {}],
  ])('%j → %j', (wire, expected) => {
    expect(contactsFromWire(wire)).toEqual(expected);
  });

  it('asks getWpNumber by site when logged out and getUserWpNumber when logged in', async () => {
    setConfiguredContacts({ whatsapp: '910000000000' });
    const post = vi.fn(async (path: string) => (path === 'getWpNumber' ? { success: true, response: { wpnumber: '911111111111' } } : { success: true, data: { wpnumber: '912222222222' } }));
    const api = { post } as unknown as ApiService;
    await loadContacts(api, 'site.in', false);
    expect(post).toHaveBeenLastCalledWith('getWpNumber', { siteurl: 'site.in' });
    expect(supportState.contacts.whatsapp).toBe('911111111111');
    await loadContacts(api, 'site.in', true);
    expect(post).toHaveBeenLastCalledWith('getUserWpNumber', { siteurl: 'site.in' });
    expect(supportState.contacts.whatsapp).toBe('912222222222');
  });

  it('keeps the configured contacts when the backend fails', async () => {
    setConfiguredContacts({ whatsapp: '910000000000' });
    const api = { post: vi.fn().mockRejectedValue(new Error('Network Error')) } as unknown as ApiService;
    await loadContacts(api, 'site.in', false);
    expect(supportState.contacts.whatsapp).toBe('910000000000');
  });

  it('builds the chat link from digits only', () => {
    expect(whatsappChatUrl('+91 98765-43210')).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(WHATSAPP_GREETING)}`);
  });
});
