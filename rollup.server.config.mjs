// Compiles the server and its worker threads to JavaScript in dist/server/, for `npm run serve`:
// production runs no TypeScript and needs no devDependency. Packages stay external (installed with
// `npm ci --omit=dev`); a package the server imports that is not in `dependencies` fails the build.
import json from '@rollup/plugin-json';
import typescript from '@rollup/plugin-typescript';
import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { sourceDigest } from './server/build-digest.mjs';

const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8'));
const packageOf = (source) => (source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0]);
const isBare = (source) => !source.startsWith('.') && !source.startsWith('/') && !source.startsWith('\0');
const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/** Every bare import is external; one that is neither built in nor a dependency is an error. */
function dependenciesOnly() {
  return {
    name: 'dependencies-only',
    resolveId(source, importer) {
      if (!importer || !isBare(source)) return null;
      if (!builtins.has(source) && !(packageOf(source) in dependencies)) {
        this.error(`${importer} imports ${source}, which is not in package.json "dependencies": production installs only those.`);
      }
      return { id: source, external: true };
    },
  };
}

/**
 * In development a worker starts from a small .mjs file that loads its TypeScript; compiled, it starts
 * from its own chunk: `new Worker(new URL('./x-worker.mjs', import.meta.url))` becomes that chunk's URL.
 */
function workerChunks() {
  const pattern = /new Worker\(\s*new URL\((['"])(\.\/[\w-]+)\.mjs\1,\s*import\.meta\.url\)/g;
  return {
    name: 'server-worker-chunks',
    transform(code, id) {
      if (!code.includes('new Worker(')) return null;
      let out = code;
      for (const match of code.matchAll(pattern)) {
        const entry = resolve(dirname(id), `${match[2]}.ts`);
        const ref = this.emitFile({ type: 'chunk', id: entry, name: match[2].slice(2) });
        out = out.replace(match[0], `new Worker(new URL(import.meta.ROLLUP_FILE_URL_${ref})`);
      }
      return { code: out, map: null };
    },
  };
}

/** `virtual:build-digest`: the digest of the sources this build was made from (server/build-digest.mjs). */
function buildDigest() {
  const id = 'virtual:build-digest';
  return {
    name: 'build-digest',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (loaded) => (loaded === `\0${id}` ? `export default ${JSON.stringify(sourceDigest(process.cwd()))};` : null),
  };
}

export default {
  input: { serve: 'server/serve.ts' },
  output: { dir: 'dist/server', format: 'es', sourcemap: true, entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
  // Top-level await and the order of module side effects (the logger before its users) are kept.
  preserveEntrySignatures: 'strict',
  treeshake: { moduleSideEffects: true },
  plugins: [buildDigest(), dependenciesOnly(), json({ compact: true }), typescript({ tsconfig: './tsconfig.server.json', noEmitOnError: true, compilerOptions: { noCheck: true } }), workerChunks()],
  onwarn(warning, warn) {
    if (warning.code === 'CIRCULAR_DEPENDENCY') return;
    warn(warning);
  },
};
