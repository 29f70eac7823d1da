/** Fetches a brand's manifest and validates it with the validator ajv compiled at build time. */
import validateManifest from '../generated/validate-manifest.js';
import type { SchemaProblem } from '../../domain/manifest/format-errors';
import type { BrandManifest } from '../../domain/manifest/types';

export type ManifestResult = { ok: true; manifest: BrandManifest } | { ok: false; file: string; problems: SchemaProblem[] };

export function manifestFile(brandId: string): string {
  return `brands/${brandId}/manifest.json`;
}

function failure(file: string, expected: string): ManifestResult {
  return { ok: false, file, problems: [{ file, pointer: '', expected: `expected ${expected}`, message: `${file}#: expected ${expected}` }] };
}

/** Validates raw JSON text; defaults from the schema are filled into the result. */
export async function parseManifest(brandId: string, text: string): Promise<ManifestResult> {
  const file = manifestFile(brandId);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return failure(file, `valid JSON (${(error as Error).message})`);
  }
  if (!validateManifest(data)) {
    const { manifestProblems } = await import('./schema-problems');
    return { ok: false, file, problems: manifestProblems(validateManifest.errors, data, file) };
  }
  const manifest = data as BrandManifest;
  if (manifest.id !== brandId) {
    return { ok: false, file, problems: [{ file, pointer: '/id', expected: `expected "${brandId}" (the brand folder's name), got "${manifest.id}"`, message: `${file}#/id: expected "${brandId}" (the brand folder's name), got "${manifest.id}"` }] };
  }
  return { ok: true, manifest };
}

export async function loadManifest(brandId: string, fetcher: typeof fetch = fetch): Promise<ManifestResult> {
  const file = manifestFile(brandId);
  let response: Response;
  try {
    response = await fetcher(`/${file}`, { cache: 'no-cache' });
  } catch (error) {
    return failure(file, `a reachable file (${(error as Error).message})`);
  }
  if (!response.ok) return failure(file, `a reachable file (HTTP ${response.status})`);
  return parseManifest(brandId, await response.text());
}
