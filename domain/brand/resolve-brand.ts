import type { BrandIndex } from '../manifest/types';

/** Host → brand id; a host no brand declares gets the index's default brand. */
export function resolveBrandId(hostname: string, index: BrandIndex): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return Object.prototype.hasOwnProperty.call(index.hosts, host) ? index.hosts[host]! : index.defaultBrand;
}
