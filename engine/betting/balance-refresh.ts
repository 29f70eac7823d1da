/** Re-reads the balance after a bet, a cancel or a settlement, so Available Credit and the header move at once. */
import { authApi } from '../account/auth-api';
import { storeBalance } from '../state/balance-figures';
import { engineStore } from '../state/engine-store';
import { bettingServices } from './betting-services';

export async function refreshBalance(): Promise<void> {
  const services = bettingServices();
  if (!services || !engineStore.session.isLogin) return;
  try {
    storeBalance(await authApi(services.api, services.socket).balance());
  } catch {
    // The balance poll will catch up; 401/403 end the session through the api service.
  }
}
