/**
 * The app config's redirect map sends a host to another. Only hosts some brand declares may be
 * targets: anything else is refused, so a tampered config cannot send players to a stranger's site.
 */
import type { AppConfig } from '../../domain/manifest/types';

export type RedirectDecision =
  | { action: 'stay' }
  | { action: 'redirect'; target: string }
  | { action: 'refused'; target: string; reason: string };

export function redirectMap(config: AppConfig | null): Record<string, string> {
  const model = config?.appConfig.find((m) => m.model === 'redirect');
  return model && model.model === 'redirect' ? model.redirect : {};
}

export function decideRedirect(currentHost: string, config: AppConfig | null, declaredHosts: ReadonlySet<string>): RedirectDecision {
  const host = currentHost.toLowerCase();
  const map = redirectMap(config);
  if (!Object.prototype.hasOwnProperty.call(map, host)) return { action: 'stay' };
  const target = String(map[host]).toLowerCase();
  if (target === host) return { action: 'stay' };
  if (!declaredHosts.has(target)) {
    return { action: 'refused', target, reason: `Redirect from ${host} to ${target} refused: no brand declares ${target}.` };
  }
  return { action: 'redirect', target };
}

/** The same address on another host: protocol, port, path, query and hash kept. */
export function redirectUrl(current: URL, targetHost: string): string {
  const next = new URL(current.href);
  next.hostname = targetHost;
  return next.href;
}
