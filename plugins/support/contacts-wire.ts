/**
 * The adapter from the backend's wire names to support contacts. Kept apart from contacts.ts: only
 * the after-paint contacts request needs it, so it stays out of the plugin's boot chunk.
 */
import type { SupportContacts } from './contacts';

const HTTPS_URL = /^https:\/\/[^\s"'<>]+$/;
const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+\.[A-Za-z]{2,}$/;

function digits(value: unknown): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const only = text.replace(/[\s()+-]/g, '');
  return /^[0-9]{8,15}$/.test(only) ? only : '';
}

function link(value: unknown): string {
  return typeof value === 'string' && HTTPS_URL.test(value.trim()) ? value.trim() : '';
}

/** Wire record (wpnumber, instagram, ..., showMessage) → contacts; anything unsafe or malformed is dropped. */
export function contactsFromWire(wire: unknown): Partial<SupportContacts> {
  if (!wire || typeof wire !== 'object') return {};
  const w = wire as Record<string, unknown>;
  const result: Partial<SupportContacts> = {};
  const whatsapp = digits(w.wpnumber);
  if (whatsapp) result.whatsapp = whatsapp;
  for (const key of ['instagram', 'facebook', 'twitter', 'telegram'] as const) {
    const value = link(w[key]);
    if (value) result[key] = value;
  }
  if (typeof w.email === 'string' && EMAIL.test(w.email.trim())) result.email = w.email.trim();
  if (typeof w.message === 'string' && w.message.trim()) result.message = w.message.trim().slice(0, 300);
  if (typeof w.showMessage === 'boolean') result.showMessage = w.showMessage;
  return result;
}
