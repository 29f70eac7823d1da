/** The casino plugin's slice: its options and the services setup gave (its lobby is lobby-cache.ts, loaded with its pages). */
import type { EngineServices } from '../../engine/plugin-api';

export interface CasinoOptions {
  /** Seconds between balance reads while a game is open, besides the game's own balance messages. */
  balancePollSeconds: number;
  /** Games kept in Recently played. */
  recentLimit: number;
}

export const casinoOptions: CasinoOptions = { balancePollSeconds: 15, recentLimit: 12 };

let services: Pick<EngineServices, 'api' | 'balance' | 'session'> | null = null;

export function configureCasino(options: Partial<CasinoOptions>, engine: Pick<EngineServices, 'api' | 'balance' | 'session'>): void {
  casinoOptions.balancePollSeconds = options.balancePollSeconds ?? 15;
  casinoOptions.recentLimit = options.recentLimit ?? 12;
  services = engine;
}

export function casinoServices(): Pick<EngineServices, 'api' | 'balance' | 'session'> {
  if (!services) throw new Error('The casino plugin has not been set up.');
  return services;
}
