/** Real brand files from the repository, for tests that need a valid starting point. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function brandManifest(id: string): Record<string, any> {
  return JSON.parse(readFileSync(join(PROJECT_ROOT, 'brands', id, 'manifest.json'), 'utf8'));
}

export function projectFile(path: string): string {
  return readFileSync(join(PROJECT_ROOT, path), 'utf8');
}

/** A fetch that answers from the repository the way the server does. */
export function repositoryFetch(overrides: Record<string, unknown> = {}): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const body = (value: unknown, status = 200) =>
      new Response(typeof value === 'string' ? value : JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname in overrides) return body(overrides[url.pathname]);
    if (url.pathname === '/brand-index.json') {
      const { buildBrandIndex } = await import('../../cli/lib/brands');
      return body(buildBrandIndex(PROJECT_ROOT));
    }
    if (url.pathname === '/api/app-config') return body({ success: true, result: JSON.parse(projectFile('brands/app-config.json')) });
    const brand = /^\/brands\/([a-z0-9-]+)\/manifest\.json$/.exec(url.pathname);
    if (brand) {
      try {
        return body(projectFile(`brands/${brand[1]}/manifest.json`));
      } catch {
        return body({ message: 'not found' }, 404);
      }
    }
    return body({ success: false, message: 'not found' }, 404);
  }) as typeof fetch;
}

/** A shipped brand's manifest as boot sees it: validated, with the schema's defaults filled in. */
export async function validBrand(id: string): Promise<import('../../domain/manifest/types').BrandManifest> {
  const { parseManifest } = await import('../../engine/boot/load-manifest');
  const parsed = await parseManifest(id, JSON.stringify(brandManifest(id)));
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('\n'));
  return parsed.manifest;
}
