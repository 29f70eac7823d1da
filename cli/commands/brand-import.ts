/** wl brand import <legacy.json>: the spec's flat brand config into a manifest, refusing what it cannot map. */
import { join } from 'node:path';
import { readJsonFile } from '../lib/json-file';
import { assertEmptyFolder, writeFiles } from '../lib/brand-files';
import { checkBrands } from '../lib/brands';
import { parseVariableCss } from '../lib/variable-css';

export const LEGACY_KEYS = {
  strings: ['appName', 'title', 'metaDescription', 'logo', 'logo2', 'mobileLogo', 'favicon', 'manifestUrl', 'themeColor', 'variableCss', 'managerID', 'adminName', 'siteurl'],
  flags: {
    showSignupOption: 'signup',
    showSignupbyRefer: 'signupByReferral',
    showLoginWithOtp: 'otpLogin',
    showDeposit: 'deposit',
    showWithdrawal: 'withdrawal',
    showMobileLogo: 'mobileLogo',
    isContactUsVisisble: 'contactUs',
  },
} as const;

const ALL_KEYS: readonly string[] = [...LEGACY_KEYS.strings, ...Object.keys(LEGACY_KEYS.flags)];

export interface ImportOptions {
  id?: string;
  host?: string;
}

export interface ImportResult {
  manifest: Record<string, unknown> | null;
  problems: string[];
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').replace(/^[^a-z]+/, '').slice(0, 32);
}

function hostOf(siteurl: string): string | null {
  try {
    return new URL(/^[a-z]+:\/\//i.test(siteurl) ? siteurl : `https://${siteurl}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** Pure conversion, so the mapping can be tested without touching files. */
export function convertLegacyBrand(legacy: unknown, options: ImportOptions): ImportResult {
  if (!legacy || typeof legacy !== 'object' || Array.isArray(legacy)) return { manifest: null, problems: ['legacy config: expected a JSON object'] };
  const source = legacy as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(source)) {
    if (!ALL_KEYS.includes(key)) problems.push(`legacy config: key "${key}" is not part of the legacy brand format and was refused; known keys: ${ALL_KEYS.join(', ')}`);
  }
  const text = (key: string): string | undefined => {
    const value = source[key];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') {
      problems.push(`legacy config: "${key}" must be a string, got ${typeof value}`);
      return undefined;
    }
    return value;
  };
  const flags: Record<string, boolean> = {};
  for (const [legacyKey, flag] of Object.entries(LEGACY_KEYS.flags)) {
    const value = source[legacyKey];
    if (value === undefined) continue;
    if (typeof value === 'boolean') flags[flag] = value;
    else if (value === 'true' || value === 'false') flags[flag] = value === 'true';
    else problems.push(`legacy config: "${legacyKey}" must be true or false, got ${JSON.stringify(value)}`);
  }
  const appName = text('appName');
  const siteurl = text('siteurl');
  const id = options.id ?? slug(appName ?? '');
  const host = options.host ?? (siteurl ? hostOf(siteurl) : null);
  if (!id) problems.push('legacy config: no brand id; give --id or an appName');
  if (!host) problems.push('legacy config: no host; give --host or a siteurl');
  const css = parseVariableCss(text('variableCss') ?? '');
  problems.push(...css.problems);
  const assets: Record<string, string> = {};
  for (const key of ['logo', 'logo2', 'mobileLogo', 'favicon', 'manifestUrl']) {
    const value = text(key);
    if (value) assets[key] = value;
  }
  const manifest = {
    $schema: '../../schemas/brand-manifest.schema.json',
    id,
    hosts: host ? [host] : [],
    identity: {
      appName: appName ?? '',
      title: text('title') ?? appName ?? '',
      metaDescription: text('metaDescription') ?? '',
      siteUrl: siteurl ?? host ?? '',
      managerId: text('managerID') ?? '',
      adminName: text('adminName') ?? '',
    },
    assets,
    theme: { themeColor: text('themeColor') ?? '#000', ...css.tokens },
    flags,
    api: { baseUrl: '/api/', socketUrl: '/', adminSocketUrl: '/admin' },
    plugins: { support: {} },
  };
  return { manifest: problems.length ? null : manifest, problems };
}

export function brandImport(root: string, file: string, options: ImportOptions, log: (line: string) => void = console.log): number {
  const read = readJsonFile(file, file);
  if (!read.ok) {
    log(`✗ ${read.message}`);
    return 1;
  }
  const { manifest, problems } = convertLegacyBrand(read.value, options);
  if (!manifest) {
    problems.forEach((p) => log(`✗ ${p}`));
    log(`${problems.length} problem(s); nothing was written.`);
    return 1;
  }
  const id = String(manifest.id);
  try {
    assertEmptyFolder(join(root, 'brands', id), `brands/${id}`);
  } catch (error) {
    log(`✗ ${(error as Error).message}`);
    return 1;
  }
  writeFiles(join(root, 'brands', id), { 'manifest.json': `${JSON.stringify(manifest, null, 2)}\n` });
  log(`Made brands/${id}/manifest.json from ${file}.`);
  const check = checkBrands(root, [id]);
  const own = check.problems.filter((p) => p.startsWith(`brands/${id}/`));
  if (own.length) {
    own.forEach((p) => log(`✗ ${p}`));
    log('Fix these (asset files are not copied: put them under brands/<id>/ or use https URLs) and run wl brand validate.');
    return 1;
  }
  log(`✓ brands/${id}/manifest.json validates.`);
  return 0;
}
