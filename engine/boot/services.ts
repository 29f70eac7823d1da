/** Creates the engine services one brand's plugins share. */
import type { BrandManifest } from '../../domain/manifest/types';
import type { EngineServices } from '../plugin-host/plugin-context';
import { createApiService } from '../services/api';
import { createIdleService } from '../services/idle';
import { createSocketService } from '../services/socket';
import { createTimeService } from '../services/time';
import { toastService } from '../services/toast';
import { engineStore } from '../state/engine-store';
import { clearSession, currentToken } from '../state/session';

export function createEngineServices(brand: BrandManifest): EngineServices & { idle: ReturnType<typeof createIdleService> } {
  return {
    api: createApiService(brand.api.baseUrl, { token: currentToken, onUnauthorized: clearSession }),
    socket: createSocketService(brand.api.socketUrl),
    toast: toastService,
    time: createTimeService(),
    store: engineStore,
    idle: createIdleService(),
  };
}
