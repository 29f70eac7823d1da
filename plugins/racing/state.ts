/**
 * The racing plugin's valtio slice and its actions: its options, the race list of each race type, the
 * selected race (the spec's hrEventId, hrMarketId, hrCountryCode) and what the player's settled races
 * paid. Loaded at boot with index.ts, so it stays small.
 */
import { proxy } from 'valtio';
import type { EngineServices } from '../../engine/plugin-api';
import type { Race, RaceType } from './racing-api';

export type RaceTypeMode = 'comingSoon' | 'pages';

/** The plugin's manifest options (schema.json). */
export interface RacingOptions {
  horseRacing: RaceTypeMode;
  greyhoundRacing: RaceTypeMode;
  refreshSeconds: number;
  sampleRaceList: boolean;
}

export const DEFAULT_RACING_OPTIONS: RacingOptions = { horseRacing: 'comingSoon', greyhoundRacing: 'comingSoon', refreshSeconds: 10, sampleRaceList: false };

export const racingState = proxy({
  options: { ...DEFAULT_RACING_OPTIONS } as RacingOptions,
  races: { horse: null, greyhound: null } as Record<RaceType, Race[] | null>,
  errors: { horse: null, greyhound: null } as Record<RaceType, string | null>,
  hrEventId: null as string | null,
  hrMarketId: null as string | null,
  hrCountryCode: null as string | null,
  /** The player's P&L by settled market, paise. */
  settled: {} as Record<string, number>,
});

let services: EngineServices | null = null;

export function configureRacing(options: Partial<RacingOptions>, engine: EngineServices): void {
  racingState.options = { ...DEFAULT_RACING_OPTIONS, ...options };
  services = engine;
}

/** The engine's services, kept from setup for the plugin's lazily loaded components. */
export function racingServices(): EngineServices {
  if (!services) throw new Error('The racing plugin has not been set up.');
  return services;
}

export function modeOf(options: Pick<RacingOptions, 'horseRacing' | 'greyhoundRacing'>, type: RaceType): RaceTypeMode {
  return type === 'horse' ? options.horseRacing : options.greyhoundRacing;
}

/** A `market-settled` payload: the player's P&L on the market (rupees on the wire). */
export function receiveSettled(payload: unknown): void {
  if (typeof payload !== 'object' || payload === null) return;
  const { marketId, pnl } = payload as { marketId?: unknown; pnl?: unknown };
  const rupees = Number(pnl);
  if (typeof marketId !== 'string' || !Number.isFinite(rupees)) return;
  racingState.settled[marketId] = Math.round(rupees * 100);
}
