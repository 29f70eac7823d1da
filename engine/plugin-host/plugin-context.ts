/** What a plugin's setup receives: the engine's services, the brand and its own validated options. */
import type { BrandManifest } from '../../domain/manifest/types';
import type { ApiService } from '../services/api';
import type { IdleService } from '../services/idle';
import type { SocketService } from '../services/socket';
import type { ToastService } from '../services/toast';
import type { TimeService } from '../services/time';
import type { EngineStore } from '../state/engine-store';

export interface EngineServices {
  api: ApiService;
  socket: SocketService;
  toast: ToastService;
  time: TimeService;
  store: EngineStore;
  idle: IdleService;
}

export interface PluginContext<Options = Record<string, unknown>> extends EngineServices {
  brand: Readonly<BrandManifest>;
  options: Readonly<Options>;
}
