/**
 * The project's import boundaries as an ESLint rule (wl/import-boundaries):
 * - domain/ imports nothing outside itself, not even a package (its tests may also read schemas/);
 * - the engine names no plugin, and imports neither the server nor the CLI;
 * - a plugin imports the engine only through engine/plugin-api.ts, and another plugin only through
 *   that plugin's api.ts, and only a plugin its plugin.json requires;
 * - the server imports only domain/, schemas/ and its own files;
 * - test files (*.test.ts, test-*.ts and tests/) may also use tests/.
 * Every relative import, re-export, dynamic import and vi.mock path is checked, types included.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, relative, resolve, sep } from 'node:path';

/** Where a project file sits: its top folder and, under plugins/, the plugin. */
function placeOf(rel) {
  const parts = rel.split('/');
  const top = parts[0];
  if (top === 'plugins' && parts.length > 2) return { area: 'plugin', plugin: parts[1], rest: parts.slice(2).join('/') };
  if (['domain', 'engine', 'server', 'cli', 'schemas', 'tests'].includes(top) && parts.length > 1) return { area: top, rest: parts.slice(1).join('/') };
  return { area: 'other', rest: rel };
}

function isTestFile(rel) {
  const name = basename(rel);
  return rel.startsWith('tests/') || /\.test\.[cm]?[jt]sx?$/.test(name) || /^test-/.test(name);
}

/** The file an import names, without its extension (index files named by their folder too). */
function withoutExtension(rel) {
  return rel.replace(/\.(?:[cm]?[jt]sx?|json)$/, '').replace(/\/index$/, '');
}

const requiresCache = new Map();

/** The plugins a plugin's plugin.json requires (none when it cannot be read). */
function requiredBy(root, plugin) {
  const file = resolve(root, 'plugins', plugin, 'plugin.json');
  if (!requiresCache.has(file)) {
    let requires = [];
    try {
      const contract = JSON.parse(readFileSync(file, 'utf8'));
      if (Array.isArray(contract.requires)) requires = contract.requires.filter((id) => typeof id === 'string');
    } catch {
      // A plugin.json that cannot be read requires nothing here; the plugin catalogue reports it.
    }
    requiresCache.set(file, requires);
  }
  return requiresCache.get(file);
}

/** The problem with importing `source` from the file at `rel`, or null. */
export function boundaryProblem(root, rel, source) {
  const from = placeOf(rel);
  const test = isTestFile(rel);
  if (!source.startsWith('.')) {
    const outsideAllowed = test || from.area !== 'domain';
    return outsideAllowed ? null : `domain/ imports nothing outside itself, but ${rel} imports the package "${source}"`;
  }
  const targetRel = relative(root, resolve(root, dirname(rel), source)).split(sep).join('/');
  if (targetRel.startsWith('..')) return `${rel} imports ${source}, outside the project`;
  const to = placeOf(targetRel);
  const target = withoutExtension(targetRel);
  if (to.area === 'tests' && test) return null;
  switch (from.area) {
    case 'domain':
      if (to.area === 'domain' || (test && to.area === 'schemas')) return null;
      return `domain/ imports nothing outside itself, but ${rel} imports ${target}`;
    case 'engine':
      if (to.area === 'plugin') return `the engine names no plugin, but ${rel} imports ${target}`;
      if (to.area === 'server' || to.area === 'cli' || to.area === 'tests') return `the engine does not import ${to.area}/, but ${rel} imports ${target}`;
      return null;
    case 'plugin': {
      if (to.area === 'domain') return null;
      if (to.area === 'engine') return target === 'engine/plugin-api' ? null : `plugins import the engine only through engine/plugin-api.ts, but ${rel} imports ${target}`;
      if (to.area === 'plugin' && to.plugin === from.plugin) return null;
      if (to.area === 'plugin') {
        if (target !== `plugins/${to.plugin}/api`) return `a plugin reaches another only through its api.ts, but ${rel} imports ${target}`;
        if (!requiredBy(root, from.plugin).includes(to.plugin)) return `${rel} imports plugins/${to.plugin}/api, but plugins/${from.plugin}/plugin.json does not require "${to.plugin}"`;
        return null;
      }
      return `a plugin imports only engine/plugin-api.ts, domain/, its own files and the api of plugins it requires, but ${rel} imports ${target}`;
    }
    case 'server':
      if (to.area === 'server' || to.area === 'domain' || to.area === 'schemas') return null;
      return `server/ imports only domain/, schemas/ and its own files, but ${rel} imports ${target}`;
    case 'schemas':
      if (to.area === 'schemas' || to.area === 'domain') return null;
      return `schemas/ imports only domain/ and its own files, but ${rel} imports ${target}`;
    default:
      return null;
  }
}

/** The path an import-like node names, when it is written as a plain string. */
function sourceOf(node) {
  return node && node.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep domain, engine, plugins and server inside their import boundaries.' },
    schema: [],
    messages: { boundary: '{{problem}}.' },
  },
  create(context) {
    const root = context.cwd;
    const rel = relative(root, context.filename).split(sep).join('/');
    if (rel.startsWith('..')) return {};
    const check = (node, sourceNode) => {
      const source = sourceOf(sourceNode);
      if (source === null) return;
      const problem = boundaryProblem(root, rel, source);
      if (problem) context.report({ node: sourceNode, messageId: 'boundary', data: { problem } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      CallExpression(node) {
        const callee = node.callee;
        const mocked = callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'vi' && callee.property.type === 'Identifier' && ['mock', 'doMock', 'importActual'].includes(callee.property.name);
        if (mocked) check(node, node.arguments[0]);
      },
    };
  },
};

export default { meta: { name: 'wl' }, rules: { 'import-boundaries': rule } };
