/** The brand index (host → brand id) from the brands' manifests, as `wl build` writes it and the server serves it. */
import type { BrandIndex } from '../manifest/types';

export interface BrandSource {
  id: string;
  /** The manifest as read, valid or not: one broken brand must not take the others' hosts with it. */
  manifest: unknown;
}

/** Hosts as declared, lower-cased; a host declared twice stays with the first brand (by id order). */
export function brandIndexFrom(brands: readonly BrandSource[], defaultBrand: string | null): BrandIndex {
  const hosts: Record<string, string> = {};
  for (const { id, manifest } of brands) {
    const declared = manifest && typeof manifest === 'object' ? (manifest as { hosts?: unknown }).hosts : undefined;
    if (!Array.isArray(declared)) continue;
    for (const host of declared) if (typeof host === 'string' && !Object.hasOwn(hosts, host.toLowerCase())) hosts[host.toLowerCase()] = id;
  }
  return { defaultBrand: defaultBrand ?? brands[0]?.id ?? '', hosts };
}
