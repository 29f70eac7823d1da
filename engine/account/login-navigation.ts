/**
 * Where a visitor was heading when a login interrupted them (spec section 3, login navigation state):
 * the menu choice (navigation id and name), casino type and provider. Remembered before the login
 * popup opens, restored into this state after login, and then cleared from storage.
 */
import { proxy } from 'valtio';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../services/storage';

export interface LoginNavigation {
  navigationId: string | null;
  navigationName: string | null;
  casinoType: string | null;
  selectedProvider: string | null;
}

const EMPTY: LoginNavigation = { navigationId: null, navigationName: null, casinoType: null, selectedProvider: null };

/** The restored choice, for the menus and the casino pages to pick up. */
export const loginNavigation = proxy<LoginNavigation>({ ...EMPTY });

export function rememberLoginNavigation(choice: Partial<LoginNavigation>): void {
  writeStored(STORAGE_KEYS.loginNavigation, JSON.stringify({ ...EMPTY, ...choice }));
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/**
 * Moves the remembered choice into state and clears it from storage; null when nothing was stored. A
 * login without a remembered choice leaves none from an earlier login in state.
 */
export function restoreLoginNavigation(): LoginNavigation | null {
  const raw = readStored(STORAGE_KEYS.loginNavigation);
  removeStored(STORAGE_KEYS.loginNavigation);
  Object.assign(loginNavigation, EMPTY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Record<string, unknown>;
    const restored: LoginNavigation = {
      navigationId: text(stored.navigationId),
      navigationName: text(stored.navigationName),
      casinoType: text(stored.casinoType),
      selectedProvider: text(stored.selectedProvider),
    };
    Object.assign(loginNavigation, restored);
    return restored;
  } catch {
    return null;
  }
}

/** The page a restored field was meant for clears it once it has used it, so that it applies once. */
export function clearLoginNavigation(...fields: readonly (keyof LoginNavigation)[]): void {
  for (const field of fields) loginNavigation[field] = null;
}
