/** The contacts request: fetched after the first paint (setup imports this file then), never before. */
import type { ApiService } from '../../engine/plugin-api';
import { contactsFromWire } from './contacts-wire';
import { supportState } from './state';

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
