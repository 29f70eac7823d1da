/** The support plugin's valtio slice and its actions. */
import { proxy } from 'valtio';
import type { ApiService } from '../../engine/services/api';
import { contactsFromWire, NO_CONTACTS, type SupportContacts } from './contacts';

/** The plugin's manifest options (schema.json): the contacts, and whether to ask the backend for them. */
export type SupportOptions = Omit<SupportContacts, 'showMessage'> & { fetchFromServer: boolean };

export const supportState = proxy({
  contacts: { ...NO_CONTACTS } as SupportContacts,
  panelOpen: false,
});

export function setConfiguredContacts(options: Partial<SupportOptions>): void {
  const { fetchFromServer: _ignored, ...contacts } = options;
  supportState.contacts = { ...NO_CONTACTS, ...contacts, showMessage: Boolean(contacts.message) };
}

export function openSupportPanel(): void {
  supportState.panelOpen = true;
}

export function closeSupportPanel(): void {
  supportState.panelOpen = false;
}

/**
 * Asks the backend for contacts: getUserWpNumber (bearer) when logged in, getWpNumber by site
 * otherwise. What it answers replaces the configured values; a failure is ignored, as the spec says.
 */
export async function loadContacts(api: ApiService, siteUrl: string, loggedIn: boolean): Promise<void> {
  try {
    const body = loggedIn
      ? await api.post<{ data?: unknown }>('getUserWpNumber', { siteurl: siteUrl })
      : await api.post<{ response?: unknown }>('getWpNumber', { siteurl: siteUrl });
    const wire = loggedIn ? (body as { data?: unknown }).data : (body as { response?: unknown }).response;
    Object.assign(supportState.contacts, contactsFromWire(wire));
  } catch {
    // Support contacts are optional: keep the configured ones.
  }
}
