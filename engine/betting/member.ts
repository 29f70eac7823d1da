/** The logged-in player's member code (account paths are keyed by it), or null for visitors. */
import { engineStore } from '../state/engine-store';

export function memberCode(): string | null {
  const code = engineStore.session.isLogin ? engineStore.session.user?.memberCode : null;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : null;
}
