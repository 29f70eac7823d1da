/**
 * The engine services the betting code calls. The shell binds them once it renders (the hosts hold the
 * services context); actions called from price cells find them here instead of carrying them around.
 */
import type { EngineServices } from '../plugin-host/plugin-context';

export type BettingServices = Pick<EngineServices, 'api' | 'socket' | 'toast'>;

let bound: BettingServices | null = null;

export function bindBettingServices(services: BettingServices | null): void {
  if (services) bound = services;
}

/** Null until the shell has rendered with services (unit tests of pure parts never need them). */
export function bettingServices(): BettingServices | null {
  return bound;
}
