/** Sets the document's title, meta description, favicon, theme-color and web-app manifest from the brand. */
import { assetUrl } from '../../domain/brand/asset-url';
import type { BrandManifest } from '../../domain/manifest/types';
import { sanitizeColor } from '../../domain/brand/css-tokens';

function ensureElement<K extends 'meta' | 'link'>(tag: K, key: 'name' | 'rel', value: string): HTMLElementTagNameMap[K] {
  const existing = document.head.querySelector<HTMLElementTagNameMap[K]>(`${tag}[${key}="${value}"]`);
  if (existing) return existing;
  const created = document.createElement(tag);
  created.setAttribute(key, value);
  document.head.appendChild(created);
  return created;
}

export function applyDocument(brand: BrandManifest): void {
  document.title = brand.identity.title;
  ensureElement('meta', 'name', 'description').setAttribute('content', brand.identity.metaDescription);
  ensureElement('meta', 'name', 'theme-color').setAttribute('content', sanitizeColor(brand.theme.themeColor) ?? '#000');
  ensureElement('link', 'rel', 'icon').setAttribute('href', assetUrl(brand.id, brand.assets.favicon));
  if (brand.assets.manifestUrl) ensureElement('link', 'rel', 'manifest').setAttribute('href', assetUrl(brand.id, brand.assets.manifestUrl));
}
