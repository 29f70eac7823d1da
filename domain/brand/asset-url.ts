/** Asset paths in a manifest are relative to the brand folder unless they are https URLs. */
export function assetUrl(brandId: string, path: string): string {
  return /^https:\/\//.test(path) ? path : `/brands/${encodeURIComponent(brandId)}/${path}`;
}
