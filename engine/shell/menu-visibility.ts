/**
 * Which menu entries a player sees: visitors see all; players see an entry only when its event-type
 * flag (1, 2, 4 sports; c1 live casino; c9 casino) is enabled for them.
 */
import type { MenuEntry, MenuPlacement } from '../manifest/types';

export function visibleEntries(menu: readonly MenuEntry[], placement: MenuPlacement, isLogin: boolean, eventTypes: Readonly<Record<string, boolean>>): MenuEntry[] {
  return menu.filter((entry) => entry.placements.includes(placement) && (!isLogin || !entry.eventType || eventTypes[entry.eventType] !== false));
}

/** Racing shows the coming-soon popup; login-only entries ask visitors to log in first; the rest navigate. */
export type MenuAction = { kind: 'coming-soon'; type: string } | { kind: 'login'; pending: string } | { kind: 'navigate'; to: string };

export function menuAction(entry: MenuEntry, isLogin: boolean): MenuAction {
  if (entry.comingSoon) return { kind: 'coming-soon', type: entry.label };
  if (entry.requiresLogin && !isLogin) return { kind: 'login', pending: entry.to };
  return { kind: 'navigate', to: entry.to };
}
