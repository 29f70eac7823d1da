/** The support plugin's valtio slice and its actions. */
import { proxy } from 'valtio';
import { NO_CONTACTS, type SupportContacts } from './contacts';

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
