/**
 * The fancy plugin's valtio slice and its actions: its options, the rules popup, and the last markets
 * settled for the player (kept by receive-settled.ts). Loaded at boot with index.ts, so it stays small.
 */
import { proxy } from 'valtio';
import type { EngineServices } from '../../engine/plugin-api';
import type { SettledMarket } from './settled-wire';

/** The plugin's manifest options (schema.json). */
export interface FancyOptions {
  streamHost: string;
  fallbackStreamHost: string;
  streamEventIds: string[];
  directStreamEventIds: string[];
  showMatchCentre: boolean;
}

export const DEFAULT_FANCY_OPTIONS: FancyOptions = { streamHost: '', fallbackStreamHost: '', streamEventIds: [], directStreamEventIds: [], showMatchCentre: true };

export const fancyState = proxy({
  options: { ...DEFAULT_FANCY_OPTIONS } as FancyOptions,
  rulesOpen: false,
  /** Newest first. */
  settled: [] as SettledMarket[],
});

let services: EngineServices | null = null;

export function configureFancy(options: Partial<FancyOptions>, engine: EngineServices): void {
  fancyState.options = { ...DEFAULT_FANCY_OPTIONS, ...options };
  services = engine;
}

/** The engine's services, kept from setup for the plugin's lazily loaded components. */
export function fancyServices(): EngineServices {
  if (!services) throw new Error('The fancy plugin has not been set up.');
  return services;
}

export function openRules(): void {
  fancyState.rulesOpen = true;
}

export function closeRules(): void {
  fancyState.rulesOpen = false;
}
