/** The stored keys of the spec (section 3), read and written safely: storage may be full or disabled. */
export const STORAGE_KEYS = {
  token: 'id_token',
  user: 'user_data',
  tokenExpiry: 'token_exp',
  isLogin: 'isLogin',
  b2c: 'B2C',
  waId: 'waId',
  pendingPage: 'page',
  favorites: 'favorites',
  referCode: 'referCode',
  timeZoneName: 'timeZoneName',
  loginNavigation: 'loginNavigation',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the value lives only in memory for this page.
  }
}

export function removeStored(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove when storage is blocked.
    }
  }
}
