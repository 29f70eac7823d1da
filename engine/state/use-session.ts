/** What a component reads of the session: whether the player is logged in, and the user record. */
import { useSnapshot } from 'valtio';
import { engineStore } from './engine-store';

export interface SessionView {
  isLogin: boolean;
  user: Readonly<Record<string, unknown>> | null;
}

export function useSession(): SessionView {
  const { isLogin, user } = useSnapshot(engineStore.session);
  return { isLogin, user };
}
