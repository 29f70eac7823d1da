// Builds the engine and every plugin into dist/ as minified ES modules with source maps. Each plugin
// is its own chunk, loaded only when a brand enables it; its pages are further chunks loaded on visit.
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';

/** The project's own source folders, as rollup names their modules. */
const PROJECT_SOURCES = ['domain', 'engine', 'plugins'].map((folder) => resolve(folder) + sep);

const production = process.env.NODE_ENV !== 'development';

/** Writes index.html pointing at the hashed entry chunk, with modulepreload for its static imports. */
function indexHtml() {
  return {
    name: 'index-html',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === 'main');
      const preloads = entry.imports.map((file) => `    <link rel="modulepreload" href="/${file}" />`).join('\n');
      const template = readFileSync('engine/index.html', 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'index.html',
        source: template.replace('<!--preloads-->', preloads).replace('<!--entry-->', `<script type="module" src="/${entry.fileName}"></script>`),
      });
    },
  };
}

/**
 * `new Worker(new URL('./file.ts', import.meta.url), ...)`: the file is built as a chunk of its own (the
 * worker's entry) and the URL becomes that chunk's, as browsers and bundlers read this form.
 */
function workerChunks() {
  const pattern = /new Worker\(\s*new URL\((['"])([^'"]+)\1,\s*import\.meta\.url\)/g;
  return {
    name: 'worker-chunks',
    async transform(code, id) {
      if (!code.includes('new Worker(')) return null;
      let out = code;
      for (const match of code.matchAll(pattern)) {
        const resolved = await this.resolve(match[2], id);
        if (!resolved) this.error(`worker file ${match[2]} not found from ${id}`);
        const name = match[2].replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
        const ref = this.emitFile({ type: 'chunk', id: resolved.id, name });
        out = out.replace(match[0], `new Worker(import.meta.ROLLUP_FILE_URL_${ref}`);
      }
      return { code: out, map: null };
    },
  };
}

/**
 * react-router's package exports name only its development build, whose dev warnings stay in the
 * bundle; a production bundle takes the same version's production build beside it.
 */
function reactRouterProductionBuild() {
  return {
    name: 'react-router-production-build',
    async resolveId(source, importer, options) {
      if (!production || !/^react-router(\/dom)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: resolved.id.replace(/([\\/]react-router[\\/]dist[\\/])development([\\/])/, '$1production$2') };
    },
  };
}

export default {
  // The sandbox game provider's table page and Aviator page (opened in the casino's iframe) are entries of their own.
  input: { main: 'engine/main.tsx', 'casino-table': 'server/casino-provider/table-page/main.ts', 'aviator-page': 'server/aviator/page/main.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames(chunk) {
      const entry = chunk.moduleIds.map((id) => /\/plugins\/([a-z0-9-]+)\/index\.tsx?$/.exec(id)).find(Boolean);
      if (entry) return `assets/plugin-${entry[1]}-[hash].js`;
      const vendor = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(chunk.facadeModuleId ?? '');
      return vendor ? `assets/vendor-${vendor[1].replace('@', '').replace('/', '-')}-[hash].js` : 'assets/[name]-[hash].js';
    },
  },
  preserveEntrySignatures: false,
  treeshake: {
    // The project's own modules do nothing on import but define things: a module is bundled only for
    // what is used of it, so a plugin importing the plugin API gets only the parts it uses.
    moduleSideEffects: (id, external) => external || !PROJECT_SOURCES.some((folder) => id.startsWith(folder)),
  },
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'THIS_IS_UNDEFINED') return;
    warn(warning);
  },
  plugins: [
    reactRouterProductionBuild(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
    commonjs(),
    json({ compact: true }),
    typescript({ tsconfig: './tsconfig.build.json', noEmitOnError: false }),
    workerChunks(),
    production && terser({ format: { comments: false }, compress: { passes: 2 } }),
    indexHtml(),
  ],
};
