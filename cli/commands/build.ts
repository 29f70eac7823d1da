/** wl build: generated code, the rollup bundle, the compiled server (dist/server) and the brand index in dist/. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBrandIndex, verifiedAppConfigDigest, verifiedManifestDigests } from '../lib/brands';
import { precompressAssets } from '../lib/precompress';
import { generate } from './generate';

export function build(root: string, log: (line: string) => void = console.log): boolean {
  const generated = generate(root);
  for (const problem of generated.problems) log(`warning: ${problem}`);
  log(`generated validators and the registry of ${generated.plugins.length} plugin(s): ${generated.plugins.join(', ')}`);
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  const rollup = spawnSync(process.execPath, [join(root, 'node_modules', 'rollup', 'dist', 'bin', 'rollup'), '-c', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  });
  if (rollup.status !== 0) {
    log('rollup failed');
    return false;
  }
  // The server and its workers, compiled for npm run serve (production runs no TypeScript).
  const server = spawnSync(process.execPath, [join(root, 'node_modules', 'rollup', 'dist', 'bin', 'rollup'), '-c', 'rollup.server.config.mjs', '--silent'], { cwd: root, stdio: 'inherit' });
  if (server.status !== 0) {
    log('rollup failed to compile the server');
    return false;
  }
  mkdirSync(join(root, 'dist'), { recursive: true });
  const compressed = precompressAssets(join(root, 'dist', 'assets'));
  log(`compressed ${compressed.files} assets: ${Math.round(compressed.bytes / 1024)} KB → ${Math.round(compressed.brotliBytes / 1024)} KB brotli`);
  const verified = verifiedManifestDigests(root);
  const index = { ...buildBrandIndex(root), verified, verifiedAppConfig: verifiedAppConfigDigest(root) };
  writeFileSync(join(root, 'dist', 'brand-index.json'), `${JSON.stringify(index, null, 2)}\n`);
  writeFileSync(join(root, 'dist', '.build-stamp'), `${new Date().toISOString()}\n`);
  const unverified = Object.values(index.hosts).filter((id) => !verified[id]);
  if (unverified.length) log(`warning: brand(s) ${[...new Set(unverified)].join(', ')} fail the manifest schema; browsers will refuse them with the reasons`);
  log(`built dist/ for brands: ${[...new Set(Object.values(index.hosts))].join(', ')} (default ${index.defaultBrand})`);
  return true;
}
