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

/**
 * Where each brand answers on this machine, for the start message: the first of its hosts under
 * localhost (the default brand first, marked so), or its first host when it declares none there.
 */
export function localBrandAddresses(index: BrandIndex, port: number): string[] {
  const byBrand = new Map<string, string[]>();
  for (const [host, id] of Object.entries(index.hosts)) byBrand.set(id, [...(byBrand.get(id) ?? []), host]);
  const local = (hosts: string[]) => hosts.find((h) => h === 'localhost' || h.endsWith('.localhost')) ?? hosts[0]!;
  const ids = [...byBrand.keys()].sort((a, b) => Number(b === index.defaultBrand) - Number(a === index.defaultBrand) || a.localeCompare(b));
  return ids.map((id) => `http://${local(byBrand.get(id)!)}:${port}${id === index.defaultBrand ? ' (default)' : ''}`);
}
