/**
 * What the server reads from the brands folder: the brand index, the app config and support contacts by
 * site. It reads leniently (a broken manifest is the browser's and `wl brand validate`'s to report) and
 * serves the rest.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandIndexFrom, type BrandSource } from '../domain/brand/brand-index';
import { servedAppConfig } from '../domain/brand/served-app-config';
import { formatSchemaErrors } from '../domain/manifest/format-errors';
import type { AppConfig, BrandIndex, BrandManifest } from '../domain/manifest/types';
import { compileSchema } from '../schemas/compile';

export interface BrandData {
  index: BrandIndex;
  appConfig: { config: AppConfig | null; problems: string[] };
  supportBySite: Map<string, Record<string, unknown>>;
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function readBrands(brandsRoot: string): BrandSource[] {
  const dir = join(brandsRoot, 'brands');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'manifest.json')))
    .map((entry) => entry.name)
    .sort()
    .map((id) => ({ id, manifest: readJson(join(dir, id, 'manifest.json')) }));
}

function readAppConfig(brandsRoot: string, projectRoot: string): BrandData['appConfig'] {
  const file = 'brands/app-config.json';
  const value = readJson(join(brandsRoot, file));
  if (value === null) return { config: null, problems: [`${file}#: expected a readable JSON file`] };
  const validate = compileSchema(readJson(join(projectRoot, 'schemas', 'app-config.schema.json')) as object, { useDefaults: true });
  if (!validate(value)) return { config: null, problems: formatSchemaErrors(validate.errors as never, file).map((p) => p.message) };
  return { config: value as AppConfig, problems: [] };
}

export function readBrandData(brandsRoot: string, projectRoot: string): BrandData {
  const brands = readBrands(brandsRoot);
  const supportBySite = new Map<string, Record<string, unknown>>();
  for (const { manifest } of brands) {
    const { identity, plugins } = (manifest ?? {}) as Partial<BrandManifest>;
    if (identity?.siteUrl && plugins?.support) supportBySite.set(identity.siteUrl, plugins.support);
  }
  const defaults = readJson(join(brandsRoot, 'brands', 'brands.json')) as { defaultBrand?: unknown } | null;
  const defaultBrand = typeof defaults?.defaultBrand === 'string' ? defaults.defaultBrand : null;
  return { index: brandIndexFrom(brands, defaultBrand), appConfig: readAppConfig(brandsRoot, projectRoot), supportBySite };
}

/**
 * The digests `wl build` recorded in dist/brand-index.json, of each manifest and of the app config: boot
 * skips the validator for a value that still has its digest. Values edited since the build no longer
 * match and are validated.
 */
export function verifiedByBuild(distDir: string): Pick<BrandIndex, 'verified' | 'verifiedAppConfig'> {
  const built = readJson(join(distDir, 'brand-index.json')) as { verified?: unknown; verifiedAppConfig?: unknown } | null;
  const isDigest = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
  const verified: Record<string, string> = {};
  if (built?.verified && typeof built.verified === 'object') {
    for (const [id, digest] of Object.entries(built.verified)) if (isDigest(digest)) verified[id] = digest;
  }
  return isDigest(built?.verifiedAppConfig) ? { verified, verifiedAppConfig: built.verifiedAppConfig } : { verified };
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
  return { success: true, result: servedAppConfig(brands.appConfig.config) };
}
