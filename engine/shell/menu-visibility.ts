/**
 * Which menu entries a player sees: visitors see all; players see an entry only when its event-type
 * flag (1, 2, 4 sports; c1 live casino; c9 casino) is enabled for them.
 */
import type { MenuEntry, MenuPlacement } from '../../domain/manifest/types';

export function entryEnabled(entry: MenuEntry, isLogin: boolean, eventTypes: Readonly<Record<string, boolean>>): boolean {
  return !isLogin || !entry.eventType || eventTypes[entry.eventType] !== false;
}

/** After every rank the manifest schema allows (0 to 99). */
const UNRANKED = 100;

/** The entries a placement shows, in its order: entries ranked for it first (lowest rank first), then the menu's order. */
export function visibleEntries(menu: readonly MenuEntry[], placement: MenuPlacement, isLogin: boolean, eventTypes: Readonly<Record<string, boolean>>): MenuEntry[] {
  const rank = (entry: MenuEntry) => entry.order?.[placement] ?? UNRANKED;
  // Array.prototype.sort is stable: unranked entries, and ties, keep the menu's order.
  return menu.filter((entry) => entry.placements.includes(placement) && entryEnabled(entry, isLogin, eventTypes)).sort((a, b) => rank(a) - rank(b));
}

/** Racing shows the coming-soon popup; login-only entries ask visitors to log in first; the rest navigate. */
export type MenuAction = { kind: 'coming-soon'; type: string } | { kind: 'login'; pending: string } | { kind: 'navigate'; to: string };

export function menuAction(entry: Pick<MenuEntry, 'label' | 'to' | 'comingSoon' | 'requiresLogin'>, isLogin: boolean): MenuAction {
  if (entry.comingSoon) return { kind: 'coming-soon', type: entry.label };
  if (entry.requiresLogin && !isLogin) return { kind: 'login', pending: entry.to };
  return { kind: 'navigate', to: entry.to };
}
