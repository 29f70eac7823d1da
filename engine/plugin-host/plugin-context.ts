/** What a plugin's setup receives: the engine's services, the brand and its own validated options. */
import type { BrandManifest } from '../../domain/manifest/types';
import type { ApiService } from '../services/api';
import type { BalanceService } from '../services/balance-service';
import type { IdleService } from '../services/idle';
import type { SocketService } from '../services/socket';
import type { ToastService } from '../services/toast';
import type { TimeService } from '../services/time';
import type { SessionService } from '../state/session-service';

export interface EngineServices {
  api: ApiService;
  socket: SocketService;
  toast: ToastService;
  time: TimeService;
  idle: IdleService;
  session: SessionService;
  balance: BalanceService;
}

export interface PluginContext<Options = Record<string, unknown>> extends EngineServices {
  brand: Readonly<BrandManifest>;
  options: Readonly<Options>;
}
