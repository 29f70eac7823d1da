/** Session actions: restore from storage at start, end on 401/403 or logout. */
import { engineStore } from './engine-store';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../services/storage';

/** Expiry is checked with a 5 s margin, so a call never leaves with a token about to lapse. */
export const TOKEN_EXPIRY_MARGIN_MS = 5000;

/** Guarded routes ask only whether a login is stored, as the spec's route rules do. */
export function hasStoredLogin(): boolean {
  return readStored(STORAGE_KEYS.isLogin) === 'true' && Boolean(readStored(STORAGE_KEYS.token));
}

/** Stores a granted session: token, expiry and user, as the spec's keys. */
export function startSession(grant: { token: string; expiresAt: number; user: Record<string, unknown>; isB2C: boolean }): void {
  writeStored(STORAGE_KEYS.token, grant.token);
  writeStored(STORAGE_KEYS.tokenExpiry, String(grant.expiresAt));
  writeStored(STORAGE_KEYS.user, JSON.stringify(grant.user));
  writeStored(STORAGE_KEYS.isLogin, 'true');
  writeStored(STORAGE_KEYS.b2c, String(grant.isB2C));
  removeStored(STORAGE_KEYS.referCode);
  Object.assign(engineStore.session, { isLogin: true, token: grant.token, tokenExpiry: grant.expiresAt, user: grant.user, referCode: null });
}

/** A JWT's own expiry (ms), when the token is one; other tokens keep the stored expiry. */
function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const exp = (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A reply that hands back a refreshed token (the `authorization` header) replaces the stored one. */
export function replaceToken(header: string | null | undefined): void {
  const token = header?.replace(/^Bearer\s+/i, '').trim();
  if (!token || !engineStore.session.isLogin || token === engineStore.session.token) return;
  const expiry = tokenExpiry(token) ?? engineStore.session.tokenExpiry;
  writeStored(STORAGE_KEYS.token, token);
  if (expiry !== null) writeStored(STORAGE_KEYS.tokenExpiry, String(expiry));
  Object.assign(engineStore.session, { token, tokenExpiry: expiry });
}

export function clearSession(): void {
  removeStored(STORAGE_KEYS.token, STORAGE_KEYS.tokenExpiry, STORAGE_KEYS.user, STORAGE_KEYS.b2c, STORAGE_KEYS.waId, STORAGE_KEYS.isLogin);
  Object.assign(engineStore.session, { isLogin: false, token: null, tokenExpiry: null, user: null });
  Object.assign(engineStore.balance, { balance: null, available: null, freeCash: null, exposure: null });
}

/** Restores the stored session; anything missing, expired or unreadable ends it instead. */
export function restoreSession(now: number = Date.now()): boolean {
  try {
    const token = readStored(STORAGE_KEYS.token);
    if (!token || readStored(STORAGE_KEYS.isLogin) !== 'true') {
      if (token || readStored(STORAGE_KEYS.isLogin)) clearSession();
      return false;
    }
    const expiry = Number(readStored(STORAGE_KEYS.tokenExpiry));
    if (!Number.isFinite(expiry) || expiry - TOKEN_EXPIRY_MARGIN_MS <= now) throw new Error('token expired');
    const user = JSON.parse(readStored(STORAGE_KEYS.user) ?? 'null') as Record<string, unknown> | null;
    if (!user || typeof user !== 'object') throw new Error('no user data');
    Object.assign(engineStore.session, { isLogin: true, token, tokenExpiry: expiry, user });
    return true;
  } catch {
    clearSession();
    return false;
  }
}

/** /ReferBy/{code}: kept for the sign-up form. */
export function keepReferCode(code: string): void {
  engineStore.session.referCode = code;
  writeStored(STORAGE_KEYS.referCode, code);
}

export function currentToken(): string | null {
  return engineStore.session.token;
}
