/**
 * Reads and checks brands: each manifest against the assembled schema, then the checks a schema
 * cannot make across files (unique hosts, redirect targets, layout segments and menu targets served by
 * the engine or an enabled plugin, asset files).
 * Every problem is collected; nothing stops at the first.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { formatSchemaErrors } from '../../domain/manifest/format-errors';
import type { AppConfig, BrandIndex, BrandManifest } from '../../domain/manifest/types';
import { brandIndexFrom } from '../../domain/brand/brand-index';
import { canonicalJsonText } from '../../domain/manifest/digest';
import { servedAppConfig } from '../../domain/brand/served-app-config';
import { readJsonFile } from './json-file';
import { assembleManifestSchema, readBaseManifestSchema } from './manifest-schema';
import { firstSegment } from '../../domain/manifest/plugin-contract';
import { readEngineLayout, readPluginCatalogue, type PluginCatalogue } from './plugin-catalogue';
import { compileSchema } from '../../schemas/compile';
import { pagesServing, servedPages, type ServedPage } from './served-pages';

export interface LoadedBrand {
  id: string;
  file: string;
  manifest: BrandManifest | null;
  problems: string[];
}

export interface BrandCheck {
  brands: LoadedBrand[];
  problems: string[];
}

export function listBrandIds(root: string): string[] {
  const dir = join(root, 'brands');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'manifest.json')))
    .map((d) => d.name)
    .sort();
}

export function manifestValidator(root: string, catalogue: PluginCatalogue = readPluginCatalogue(root)): ValidateFunction {
  return compileSchema(assembleManifestSchema(readBaseManifestSchema(root), catalogue.plugins), { useDefaults: true });
}

export function loadBrand(root: string, id: string, validate: ValidateFunction): LoadedBrand {
  const file = `brands/${id}/manifest.json`;
  const read = readJsonFile(join(root, file), file);
  if (!read.ok) return { id, file, manifest: null, problems: [read.message] };
  if (!validate(read.value)) {
    return { id, file, manifest: null, problems: formatSchemaErrors(validate.errors as never, file).map((p) => p.message) };
  }
  const manifest = read.value as BrandManifest;
  const problems: string[] = [];
  if (manifest.id !== id) problems.push(`${file}#/id: expected "${id}" (the brand folder's name), got "${manifest.id}"`);
  for (const [key, path] of Object.entries(manifest.assets)) {
    if (typeof path === 'string' && !path.startsWith('https://') && !existsSync(join(root, 'brands', id, path))) {
      problems.push(`${file}#/assets/${key}: expected an existing file, but brands/${id}/${path} is missing`);
    }
  }
  return { id, file, manifest, problems };
}

/** Which plugin serves each first path segment, over every plugin of the project. */
function segmentOwners(catalogue: PluginCatalogue): Map<string, string> {
  const owners = new Map<string, string>();
  for (const plugin of catalogue.plugins) for (const route of plugin.contract.routes) owners.set(firstSegment(route.path), plugin.id);
  return owners;
}

/** Layout rows only for segments the engine or an enabled plugin serves (a brand that leaves a plugin out shows nothing of it). */
function checkLayoutRows(brand: LoadedBrand, catalogue: PluginCatalogue, engineSegments: readonly string[]): string[] {
  if (!brand.manifest) return [];
  const enabled = new Set(Object.keys(brand.manifest.plugins));
  const owners = segmentOwners(catalogue);
  const served = new Set(['', ...engineSegments, ...[...owners].filter(([, owner]) => enabled.has(owner)).map(([segment]) => segment)]);
  return Object.keys(brand.manifest.layout.rows)
    .filter((segment) => !served.has(segment))
    .map((segment) => `${brand.file}#/layout/rows/${segment}: expected a first path segment the engine or an enabled plugin serves; known: ${[...served].filter(Boolean).sort().join(', ')}`);
}

/**
 * Every menu entry that navigates leads to a page the engine or an enabled plugin serves: a link to a
 * page of a plugin the brand leaves out, or to no page at all, would show the player "Page not found".
 * Coming-soon entries open their popup and lead nowhere.
 */
function checkMenuTargets(brand: LoadedBrand, pages: readonly ServedPage[]): string[] {
  if (!brand.manifest) return [];
  const enabled = new Set(Object.keys(brand.manifest.plugins));
  const problems: string[] = [];
  brand.manifest.menu.forEach((entry, i) => {
    if (entry.comingSoon) return;
    const { served, by } = pagesServing(pages, entry.to, (plugin) => enabled.has(plugin), brand.manifest!.flags);
    if (served) return;
    const link = `${brand.file}#/menu/${i}/to: expected a path the engine or an enabled plugin serves; brand "${brand.id}" menu entry "${entry.id}" (${entry.label}) leads to "${entry.to}"`;
    const owner = by[0]?.plugin;
    const flagged = by.find((page) => page.plugin && enabled.has(page.plugin) && page.requiresFlag);
    if (flagged) return void problems.push(`${link}, a page of plugin "${flagged.plugin}" that exists only with flags.${flagged.requiresFlag} on, which the brand turns off`);
    const segment = firstSegment(entry.to.split(/[?#]/, 1)[0]!).toLowerCase();
    const near = pages.filter((page) => firstSegment(page.pattern).toLowerCase() === segment && (page.plugin === null || enabled.has(page.plugin)));
    if (owner) problems.push(`${link}, a page of plugin "${owner}", which the brand does not enable`);
    else if (near.length) problems.push(`${link}, which no page serves; the pages of "/${segment}" are ${near.map((page) => page.pattern).join(', ')}`);
    else problems.push(`${link}, which no page serves; mark the entry comingSoon until a plugin serves it`);
  });
  return problems;
}

/** A host declared by two brands is reported on each of them, naming the other. */
function checkUniqueHosts(brands: readonly LoadedBrand[]): string[] {
  const declarers = new Map<string, Array<{ file: string; index: number }>>();
  for (const brand of brands) {
    brand.manifest?.hosts.forEach((host, index) => declarers.set(host, [...(declarers.get(host) ?? []), { file: brand.file, index }]));
  }
  const problems: string[] = [];
  for (const [host, list] of declarers) {
    if (list.length < 2) continue;
    for (const { file, index } of list) {
      const others = list.filter((d) => d.file !== file).map((d) => d.file).join(', ');
      problems.push(`${file}#/hosts/${index}: expected a host no other brand declares, but "${host}" is also declared by ${others}`);
    }
  }
  return problems;
}

/** `schemasRoot` holds schemas/ when the brands live elsewhere (the server can serve a separate brands folder). */
export function readAppConfig(root: string, schemasRoot: string = root): { config: AppConfig | null; problems: string[] } {
  const file = 'brands/app-config.json';
  const read = readJsonFile(join(root, file), file);
  if (!read.ok) return { config: null, problems: [read.message] };
  const validate = compileSchema(JSON.parse(readFileSync(join(schemasRoot, 'schemas', 'app-config.schema.json'), 'utf8')), { useDefaults: true });
  if (!validate(read.value)) return { config: null, problems: formatSchemaErrors(validate.errors as never, file).map((p) => p.message) };
  return { config: read.value as AppConfig, problems: [] };
}

function checkRedirects(config: AppConfig | null, hosts: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  config?.appConfig.forEach((model, i) => {
    if (model.model !== 'redirect') return;
    for (const [from, to] of Object.entries(model.redirect)) {
      if (!hosts.has(to)) problems.push(`brands/app-config.json#/appConfig/${i}/redirect/${from}: expected a host some brand declares, got "${to}"`);
    }
  });
  return problems;
}

export function readDefaultBrand(root: string, schemasRoot: string = root): { defaultBrand: string | null; problems: string[] } {
  const file = 'brands/brands.json';
  const read = readJsonFile(join(root, file), file);
  if (!read.ok) return { defaultBrand: null, problems: [read.message] };
  const validate = compileSchema(JSON.parse(readFileSync(join(schemasRoot, 'schemas', 'brands.schema.json'), 'utf8')));
  if (!validate(read.value)) return { defaultBrand: null, problems: formatSchemaErrors(validate.errors as never, file).map((p) => p.message) };
  return { defaultBrand: (read.value as { defaultBrand: string }).defaultBrand, problems: [] };
}

/** Checks the named brands (all when none are named) and everything that spans brands. */
export function checkBrands(root: string, only?: readonly string[]): BrandCheck {
  const catalogue = readPluginCatalogue(root);
  const engineSegments = Object.keys(readEngineLayout(root).rows);
  const validate = manifestValidator(root, catalogue);
  const all = listBrandIds(root).map((id) => loadBrand(root, id, validate));
  const problems = [...catalogue.problems];
  const missing = (only ?? []).filter((id) => !all.some((b) => b.id === id));
  problems.push(...missing.map((id) => `brands/${id}/manifest.json: expected a brand folder with a manifest.json; brands: ${all.map((b) => b.id).join(', ') || 'none'}`));
  const shown = only?.length ? all.filter((b) => only.includes(b.id)) : all;
  const pages = servedPages(engineSegments, catalogue.plugins);
  for (const brand of shown) problems.push(...brand.problems, ...checkLayoutRows(brand, catalogue, engineSegments), ...checkMenuTargets(brand, pages));
  problems.push(...checkUniqueHosts(all).filter((p) => shown.some((b) => p.startsWith(b.file))));
  // Hosts as declared, even by a manifest that fails validation, so one broken brand does not cascade.
  const hosts = new Set(Object.keys(buildBrandIndex(root).hosts));
  const appConfig = readAppConfig(root);
  problems.push(...appConfig.problems, ...checkRedirects(appConfig.config, hosts));
  const defaults = readDefaultBrand(root);
  problems.push(...defaults.problems);
  if (defaults.defaultBrand && !all.some((b) => b.id === defaults.defaultBrand)) {
    problems.push(`brands/brands.json#/defaultBrand: expected one of the brands (${all.map((b) => b.id).join(', ')}), got "${defaults.defaultBrand}"`);
  }
  if (all.length === 0) problems.push('brands/: expected at least one brand folder with a manifest.json');
  return { brands: shown, problems };
}

/** The digest the browser computes for a value (domain/manifest/digest), computed with Node's crypto. */
function jsonDigestOf(value: unknown): string {
  return createHash('sha256').update(canonicalJsonText(value)).digest('hex');
}

/**
 * Brand id → digest of each manifest the schema accepts, for the brand index: boot trusts a manifest
 * with this digest as the browser's validator would, without loading it.
 */
export function verifiedManifestDigests(root: string): Record<string, string> {
  const validate = manifestValidator(root);
  const verified: Record<string, string> = {};
  for (const brand of listBrandIds(root).map((id) => loadBrand(root, id, validate))) {
    if (!brand.manifest) continue;
    const raw: unknown = JSON.parse(readFileSync(join(root, brand.file), 'utf8'));
    verified[brand.id] = jsonDigestOf(raw);
  }
  return verified;
}

/**
 * Digest of the app config as the server answers it, when the schema accepts the file: boot trusts an
 * answer with this digest as the browser's validator would, without loading it.
 */
export function verifiedAppConfigDigest(root: string): string | undefined {
  const { config } = readAppConfig(root);
  return config ? jsonDigestOf(servedAppConfig(config)) : undefined;
}

/** Host → brand id for every readable manifest; what boot uses to pick the brand. */
export function buildBrandIndex(root: string, schemasRoot: string = root): BrandIndex {
  const sources = listBrandIds(root).map((id) => {
    const read = readJsonFile(join(root, 'brands', id, 'manifest.json'), id);
    return { id, manifest: read.ok ? read.value : null };
  });
  return brandIndexFrom(sources, readDefaultBrand(root, schemasRoot).defaultBrand);
}
