/**
 * The Content-Security-Policy of each brand's pages, made once per brand from its manifest: frames only
 * from the game provider's origin, this site (the scorecard) and the brand's stream hosts; connections
 * only to this site and the API and socket origins the manifest names. The provider's own pages may
 * only be framed by the brands.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandIndex } from '../../domain/manifest/types';

/** The origin of an absolute http(s) URL, or of a bare host name (stream hosts are given either way); null otherwise. */
export function originOf(value: unknown, defaultScheme = 'https'): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `${defaultScheme}://${text}`);
    return /^(https?|wss?):$/.test(url.protocol) && url.host ? url.origin : null;
  } catch {
    return null;
  }
}

/** The page's own host as a CSP source, when it is a plain host[:port] (the Host header is the sender's to write). */
const ownSockets = (host: string) => (/^[a-z0-9.-]+(?::\d{1,5})?$/i.test(host) ? [`ws://${host}`, `wss://${host}`] : []);

/** An http origin's websocket twin (ws for http, wss for https). */
const socketTwin = (origin: string) => origin.replace(/^http/, 'ws');

function policy(parts: Record<string, readonly string[]>): string {
  return Object.entries(parts)
    .map(([directive, sources]) => `${directive} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

const BASE = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
};

interface ManifestOrigins {
  api?: { baseUrl?: unknown; socketUrl?: unknown; adminSocketUrl?: unknown };
  plugins?: { fancy?: { streamHost?: unknown; fallbackStreamHost?: unknown } };
}

function readManifest(brandsRoot: string, brandId: string): ManifestOrigins {
  try {
    return JSON.parse(readFileSync(join(brandsRoot, 'brands', brandId, 'manifest.json'), 'utf8')) as ManifestOrigins;
  } catch {
    return {};
  }
}

/** A brand page's policy. `gameOrigin`: the provider's origin; `ownHost`: the host the page was asked on. */
export function brandPagePolicy(manifest: ManifestOrigins, gameOrigin: string, ownHost: string): string {
  const apiOrigins = [manifest.api?.baseUrl, manifest.api?.socketUrl, manifest.api?.adminSocketUrl].map((url) => (typeof url === 'string' && /^[a-z]+:\/\//i.test(url) ? originOf(url) : null)).filter((o): o is string => o !== null);
  const streams = [manifest.plugins?.fancy?.streamHost, manifest.plugins?.fancy?.fallbackStreamHost].map((host) => originOf(host)).filter((o): o is string => o !== null);
  // 'self' covers the page's own websocket in current browsers; the explicit ws/wss origin covers older ones.
  const own = ownSockets(ownHost);
  return policy({ ...BASE, 'connect-src': ["'self'", ...own, ...apiOrigins, ...apiOrigins.map(socketTwin)], 'frame-src': ["'self'", gameOrigin, ...streams], 'frame-ancestors': ["'self'"] });
}

/** The provider's pages: no frames of their own, framed only by the brands' pages. */
export function providerPagePolicy(brandIndex: BrandIndex, production: boolean, ownHost: string): string {
  const brandOrigins = Object.keys(brandIndex.hosts).flatMap((host) => (production ? [`https://${host}`] : [`http://${host}:*`, `https://${host}`]));
  return policy({ ...BASE, 'connect-src': ["'self'", ...ownSockets(ownHost)], 'frame-src': ["'none'"], 'frame-ancestors': brandOrigins.length ? brandOrigins : ["'self'"] });
}

/** Each brand's manifest, read once; the policy is then made per request for the host asked. */
export function pagePolicies(brandsRoot: string, brandIndex: BrandIndex, gameOrigin: () => string, production: boolean): { brand(hostname: string, host: string): string; provider(host: string): string } {
  const manifests = new Map<string, ManifestOrigins>();
  const manifestOf = (hostname: string) => {
    const id = brandIndex.hosts[hostname.toLowerCase()] ?? brandIndex.defaultBrand;
    if (!manifests.has(id)) manifests.set(id, readManifest(brandsRoot, id));
    return manifests.get(id)!;
  };
  return {
    brand: (hostname, host) => brandPagePolicy(manifestOf(hostname), gameOrigin(), host),
    provider: (host) => providerPagePolicy(brandIndex, production, host),
  };
}
