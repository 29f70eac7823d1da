/**
 * The hosts brands declare in their manifests are the only ones the server writes into URLs and the
 * only other origins it lets open sockets: a request's Host or X-Forwarded-* headers are whatever the
 * sender wrote.
 */
import type { BrandIndex } from '../../domain/manifest/types';

export function isDeclaredHost(hostname: string, index: BrandIndex): boolean {
  return Object.hasOwn(index.hosts, hostname.toLowerCase().replace(/\.$/, ''));
}

/**
 * `http://host:port` for a request to a declared host (the port as the request gave it, since
 * development serves every brand on one), or '' so the caller writes a URL relative to the page.
 */
export function declaredOrigin(request: { protocol: string; hostname: string; port: number | null }, index: BrandIndex): string {
  if (!isDeclaredHost(request.hostname, index)) return '';
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const port = Number.isInteger(request.port) && request.port! > 0 && request.port! < 65_536 ? `:${request.port}` : '';
  return `${protocol}://${request.hostname.toLowerCase()}${port}`;
}

/**
 * Whether a browser page at `origin` may open a socket: a declared host on http or https (any port),
 * the server's own origin, or one of `extra` (brand sites served elsewhere, CORS_ORIGINS). Requests
 * without an Origin are not from a browser page and pass.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, index: BrandIndex, extra: readonly string[] = []): boolean {
  if (origin === undefined) return true;
  if (extra.some((allowed) => allowed.toLowerCase() === origin.toLowerCase())) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return isDeclaredHost(url.hostname, index) || (host !== undefined && url.host === host.toLowerCase());
}
