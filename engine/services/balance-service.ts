/**
 * The player's balance, re-read on demand: after a bet, a cancel or a settlement a plugin asks for it, so
 * the header, the account drawer and every Available Credit move at once (besides the engine's poll).
 */
import { storeBalance } from '../state/balance-figures';
import { engineStore } from '../state/engine-store';
import type { ApiService } from './api';
import type { SocketService } from './socket';

export interface BalanceService {
  refresh(): Promise<void>;
}

export function createBalanceService(api: ApiService, socket: SocketService): BalanceService {
  return {
    async refresh() {
      if (!engineStore.session.isLogin) return;
      try {
        // The auth calls are their own chunk: a page pays for them once a player has logged in.
        const { authApi } = await import('../account/auth-api');
        storeBalance(await authApi(api, socket).balance());
      } catch {
        // The balance poll will catch up; 401/403 end the session through the api service.
      }
    },
  };
}
