/**
 * A brands folder with the shipped brands and `lean` (tests/fixtures/lean-brand): a brand that enables
 * only the support plugin, at lean.localhost. What it loads and shows proves that a brand gets nothing of
 * the plugins it leaves out.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './fixtures';
import { copyOfBrands } from './test-server';

export const LEAN_HOST = 'lean.localhost';

export function leanBrandManifest(): Record<string, any> {
  return JSON.parse(readFileSync(join(PROJECT_ROOT, 'tests', 'fixtures', 'lean-brand', 'manifest.json'), 'utf8'));
}

/** A copy of brands/ with the lean brand added (its logo and favicon are the red brand's). */
export function brandsWithLean(): { root: string; remove(): void } {
  const copy = copyOfBrands();
  const dir = join(copy.root, 'brands', 'lean');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  for (const asset of ['logo.svg', 'favicon.svg']) cpSync(join(PROJECT_ROOT, 'brands', 'red', 'assets', asset), join(dir, 'assets', asset));
  const manifest = leanBrandManifest();
  manifest.$schema = '../../schemas/brand-manifest.schema.json';
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return copy;
}
