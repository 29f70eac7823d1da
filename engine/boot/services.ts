/** Creates the engine services one brand's plugins share. */
import type { BrandManifest } from '../../domain/manifest/types';
import type { EngineServices } from '../plugin-host/plugin-context';
import { createApiService } from '../services/api';
import { createBalanceService } from '../services/balance-service';
import { createIdleService } from '../services/idle';
import { createSocketService } from '../services/socket';
import { createTimeService } from '../services/time';
import { toastService } from '../services/toast';
import { clearSession, currentToken } from '../state/session';
import { session } from '../state/session-service';

export function createEngineServices(brand: BrandManifest): EngineServices & { idle: ReturnType<typeof createIdleService> } {
  const api = createApiService(brand.api.baseUrl, { token: currentToken, onUnauthorized: clearSession });
  const socket = createSocketService(brand.api.socketUrl, { plugins: Object.keys(brand.plugins), transport: brand.api.socketTransport });
  return { api, socket, toast: toastService, time: createTimeService(), idle: createIdleService(), session, balance: createBalanceService(api, socket) };
}
