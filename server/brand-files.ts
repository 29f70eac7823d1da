/** What the server reads from the brands folder: the brand index, app config and support contacts by site. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandManifest } from '../engine/manifest/types';
import { buildBrandIndex, listBrandIds, readAppConfig } from '../cli/lib/brands';

export interface BrandData {
  index: ReturnType<typeof buildBrandIndex>;
  appConfig: ReturnType<typeof readAppConfig>;
  supportBySite: Map<string, Record<string, unknown>>;
}

export function readBrandData(brandsRoot: string, projectRoot: string): BrandData {
  const supportBySite = new Map<string, Record<string, unknown>>();
  for (const id of listBrandIds(brandsRoot)) {
    try {
      const manifest = JSON.parse(readFileSync(join(brandsRoot, 'brands', id, 'manifest.json'), 'utf8')) as Partial<BrandManifest>;
      const support = manifest.plugins?.support;
      if (manifest.identity?.siteUrl && support) supportBySite.set(manifest.identity.siteUrl, support);
    } catch {
      // An unreadable manifest is the browser's to report; the server still serves the rest.
    }
  }
  return { index: buildBrandIndex(brandsRoot, projectRoot), appConfig: readAppConfig(brandsRoot, projectRoot), supportBySite };
}

/** Support contacts in the backend's wire names (getWpNumber). */
export function supportWire(options: Record<string, unknown> | undefined): Record<string, unknown> {
  const text = (key: string) => (typeof options?.[key] === 'string' ? (options[key] as string) : '');
  return {
    wpnumber: text('whatsapp'),
    instagram: text('instagram'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    telegram: text('telegram'),
    email: text('email'),
    message: text('message'),
    showMessage: Boolean(text('message')),
  };
}

/** The app config as `GET app-config` answers it, or null when the file is invalid. */
export function appConfigResponse(brands: BrandData): { success: true; result: Record<string, unknown> } | null {
  if (!brands.appConfig.config) return null;
  const { $schema: _editorHint, ...config } = brands.appConfig.config as unknown as Record<string, unknown>;
  return { success: true, result: config };
}
