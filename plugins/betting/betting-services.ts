/**
 * The engine services the betting code calls, kept from the plugin's setup: actions called from price
 * cells (the exchange's, the fancy lines') find them here instead of carrying them around.
 */
import type { EngineServices } from '../../engine/plugin-api';

export type BettingServices = Pick<EngineServices, 'api' | 'socket' | 'toast' | 'balance' | 'time'>;

let bound: BettingServices | null = null;

export function bindBettingServices(services: BettingServices | null): void {
  if (services) bound = services;
}

/** Null until the plugin is set up (unit tests of pure parts never need them). */
export function bettingServices(): BettingServices | null {
  return bound;
}
