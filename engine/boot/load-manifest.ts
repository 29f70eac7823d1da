/**
 * Fetches a brand's manifest and validates it. A manifest whose digest matches the one `wl build`
 * recorded in the brand index was checked in full at build time: it only gets its defaults filled, and
 * the validator ajv compiled (the largest piece of engine code) is never loaded. Any other manifest (edited
 * since the build, or read where Web Crypto is missing) goes through the full validator.
 */
import manifestDefaults from '../generated/manifest-defaults';
import { fillDefaults } from '../../domain/manifest/defaults';
import { jsonDigest } from '../../domain/manifest/digest';
import type { SchemaProblem } from '../../domain/manifest/format-errors';
import type { BrandManifest } from '../../domain/manifest/types';

export type ManifestResult = { ok: true; manifest: BrandManifest } | { ok: false; file: string; problems: SchemaProblem[] };

export function manifestFile(brandId: string): string {
  return `brands/${brandId}/manifest.json`;
}

function failure(file: string, expected: string): ManifestResult {
  return { ok: false, file, problems: [{ file, pointer: '', expected: `expected ${expected}`, message: `${file}#: expected ${expected}` }] };
}

/** Problems the full validator finds; none means the data is valid and its defaults are filled. */
async function validateInFull(data: unknown, file: string): Promise<SchemaProblem[]> {
  const { default: validateManifest } = await import('../generated/validate-manifest.js');
  if (validateManifest(data)) return [];
  const { manifestProblems } = await import('./schema-problems');
  return manifestProblems(validateManifest.errors, data, file);
}

/**
 * Validates raw JSON text; defaults from the schema are filled into the result. `verifiedDigest` is the
 * digest the build recorded for this brand, if any.
 */
export async function parseManifest(brandId: string, text: string, verifiedDigest?: string): Promise<ManifestResult> {
  const file = manifestFile(brandId);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return failure(file, `valid JSON (${(error as Error).message})`);
  }
  if (verifiedDigest && (await jsonDigest(data)) === verifiedDigest) {
    fillDefaults(data, manifestDefaults);
  } else {
    const problems = await validateInFull(data, file);
    if (problems.length) return { ok: false, file, problems };
  }
  const manifest = data as BrandManifest;
  if (manifest.id !== brandId) {
    return { ok: false, file, problems: [{ file, pointer: '/id', expected: `expected "${brandId}" (the brand folder's name), got "${manifest.id}"`, message: `${file}#/id: expected "${brandId}" (the brand folder's name), got "${manifest.id}"` }] };
  }
  return { ok: true, manifest };
}

export async function loadManifest(brandId: string, fetcher: typeof fetch = fetch, verifiedDigest?: string): Promise<ManifestResult> {
  const file = manifestFile(brandId);
  let response: Response;
  try {
    response = await fetcher(`/${file}`, { cache: 'no-cache' });
  } catch (error) {
    return failure(file, `a reachable file (${(error as Error).message})`);
  }
  if (!response.ok) return failure(file, `a reachable file (HTTP ${response.status})`);
  return parseManifest(brandId, await response.text(), verifiedDigest);
}
