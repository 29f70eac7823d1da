// What a build was made from, as one digest of the files' paths and contents: the compiled server
// carries the digest of the sources it was built from, and refuses to run when they differ (a stale
// build). Contents, not times: copying, unpacking or `npm prune` touch times without changing a source.
// Plain JavaScript, so the build's rollup config and the server share it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the front end and the server are built from. */
export const BUILD_SOURCES = ['domain', 'engine', 'plugins', 'schemas', 'server', 'rollup.config.mjs', 'rollup.server.config.mjs', 'tsconfig.json', 'tsconfig.build.json', 'tsconfig.server.json', 'package-lock.json'];

const SKIPPED = /(^|\/)(generated|node_modules|test)(\/|$)|\.test\.tsx?$|\.fixture\.ts$/;

/** @param {string} root @param {string} path @param {string[]} into */
function collect(root, path, into) {
  const full = join(root, path);
  if (!existsSync(full) || SKIPPED.test(path)) return;
  if (!statSync(full).isDirectory()) return void into.push(path);
  for (const entry of readdirSync(full).sort()) collect(root, `${path}/${entry}`, into);
}

/**
 * The digest of the build's sources under `root`; the files that differ from a build are found by
 * comparing digests, not listed.
 * @param {string} root
 * @returns {string}
 */
export function sourceDigest(root) {
  const files = [];
  for (const source of BUILD_SOURCES) collect(root, source, files);
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex');
}
