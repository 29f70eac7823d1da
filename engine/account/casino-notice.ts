/**
 * The casino notice (casino points: 10 rupees = 1 point), shown after a login that was heading for a
 * casino page and whenever a casino entry opens it. It is an engine dialog so any casino plugin can
 * open it; the operator switches it on through getSetting (data.istenpaisa), and it counts how often
 * it has been opened.
 */
import { proxy } from 'valtio';
import type { ApiService } from '../services/api';

export const casinoNotice = proxy({
  /** null until getSetting has answered; a failed call leaves it off, as settings failures use defaults. */
  enabled: null as boolean | null,
  open: false,
  timesOpened: 0,
});

export function openCasinoNotice(): void {
  if (casinoNotice.enabled === false) return;
  casinoNotice.open = true;
  casinoNotice.timesOpened += 1;
}

export function closeCasinoNotice(): void {
  casinoNotice.open = false;
}

/** True when a path leads to a casino page, where the notice applies (spec section 2). */
export function isCasinoPath(path: string): boolean {
  return path.includes('casino-lobby') || path.includes('casino-live');
}

export async function loadCasinoNoticeSetting(api: ApiService, siteUrl: string): Promise<void> {
  try {
    const answer = await api.post<{ success?: boolean; data?: { istenpaisa?: unknown } }>('getSetting', { siteurl: siteUrl });
    casinoNotice.enabled = Boolean(answer.success && answer.data?.istenpaisa === true);
  } catch {
    casinoNotice.enabled = false;
  }
  // A notice asked for before the setting arrived closes again when the operator has it off.
  if (!casinoNotice.enabled) casinoNotice.open = false;
}
