/**
 * The plugins under plugins/: each folder's plugin.json (checked against the plugin contract, then
 * against the other plugins: what it requires exists, the slots it fills belong to it or to a plugin it
 * requires, routes sharing a first segment agree on their row, its links lead to pages that are there
 * with it) and its schema.json.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatSchemaErrors } from '../../domain/manifest/format-errors';
import { firstSegment, slotOwner, type PluginContract } from '../../domain/manifest/plugin-contract';
import { compileSchema } from '../../schemas/compile';
import { readJsonFile } from './json-file';
import { readBaseManifestSchema } from './manifest-schema';
import { pagesServing, servedPages, type ServedPage } from './served-pages';

export interface CataloguedPlugin {
  id: string;
  dir: string;
  contract: PluginContract;
  optionsSchema: Record<string, unknown>;
}

export interface PluginCatalogue {
  plugins: CataloguedPlugin[];
  problems: string[];
}

interface Candidate extends CataloguedPlugin {
  file: string;
}

function readCandidate(root: string, id: string, validateContract: ReturnType<typeof compileSchema>, problems: string[]): Candidate | null {
  const dir = join(root, 'plugins', id);
  const file = `plugins/${id}/plugin.json`;
  const contract = readJsonFile(join(dir, 'plugin.json'), file);
  const schema = readJsonFile(join(dir, 'schema.json'), `plugins/${id}/schema.json`);
  if (!contract.ok) problems.push(contract.message);
  if (!schema.ok) problems.push(schema.message);
  if (!contract.ok || !schema.ok) return null;
  if (!validateContract(contract.value)) {
    problems.push(...formatSchemaErrors(validateContract.errors as never, file).map((p) => p.message));
    return null;
  }
  const value = contract.value as PluginContract;
  if (value.id !== id) {
    problems.push(`${file}#/id: expected "${id}" (the plugin folder's name), got "${value.id}"`);
    return null;
  }
  if (!existsSync(join(dir, 'index.ts')) && !existsSync(join(dir, 'index.tsx'))) {
    problems.push(`plugins/${id}: expected an index.ts exporting the plugin's definePlugin object`);
    return null;
  }
  const optionsSchema = schema.value as Record<string, unknown>;
  if (Object.hasOwn(optionsSchema, 'default')) {
    problems.push(`plugins/${id}/schema.json#/default: expected no top-level default: it would enable "${id}" in every brand that does not list it; give defaults to its properties instead`);
    return null;
  }
  return { id, dir, file, contract: value, optionsSchema };
}

/** What a contract says that only the other plugins can confirm; every problem found, not the first. */
function crossCheck(plugin: Candidate, ids: ReadonlySet<string>, engineSegments: ReadonlySet<string>): string[] {
  const { contract, file, id } = plugin;
  const problems: string[] = [];
  const known = [...ids].join(', ');
  contract.requires.forEach((required, i) => {
    if (required === id) problems.push(`${file}#/requires/${i}: expected another plugin; a plugin cannot require itself`);
    else if (!ids.has(required)) problems.push(`${file}#/requires/${i}: expected a plugin of this project, got "${required}"; plugins: ${known}`);
  });
  contract.slots.forEach((slot, i) => {
    const owner = slotOwner(slot);
    if (owner && owner !== id && !contract.requires.includes(owner)) {
      problems.push(`${file}#/slots/${i}: slot "${slot}" is defined by plugin "${owner}"; expected "${owner}" in requires`);
    }
  });
  contract.defines.forEach((slot, i) => {
    if (slotOwner(slot.id) !== id) problems.push(`${file}#/defines/${i}/id: expected a slot id starting with "${id}/", got "${slot.id}"`);
  });
  const rows = new Map<string, string>();
  contract.routes.forEach((route, i) => {
    const segment = firstSegment(route.path);
    if (engineSegments.has(segment)) problems.push(`${file}#/routes/${i}/path: expected a first segment the engine does not serve, got "${segment}"`);
    if (!route.layout) return;
    const row = JSON.stringify(route.layout);
    if ((rows.get(segment) ?? row) !== row) problems.push(`${file}#/routes/${i}/layout: expected the same row as the other routes of "/${segment}"`);
    rows.set(segment, rows.get(segment) ?? row);
  });
  if (contract.socketReaders && !existsSync(join(plugin.dir, contract.socketReaders))) {
    problems.push(`${file}#/socketReaders: expected a file of the plugin, but plugins/${id}/${contract.socketReaders} is missing`);
  }
  return problems;
}

/** The plugin and every plugin it requires, directly or through another. */
function withRequirements(id: string, requires: (id: string) => readonly string[]): Set<string> {
  const found = new Set([id]);
  for (const next of found) for (const required of requires(next)) found.add(required);
  return found;
}

/**
 * Menu entries and account links lead to pages that are there whenever the plugin is: the engine's,
 * its own, or those of plugins it requires.
 */
function checkLinks(plugin: Candidate, pages: readonly ServedPage[], enabledWith: ReadonlySet<string>): string[] {
  const links = [
    ...plugin.contract.menu.flatMap((entry, i) => (entry.comingSoon ? [] : [{ pointer: `menu/${i}/to`, to: entry.to }])),
    ...plugin.contract.accountLinks.map((link, i) => ({ pointer: `accountLinks/${i}/to`, to: link.to })),
  ];
  return links
    .filter(({ to }) => !pagesServing(pages, to, (id) => enabledWith.has(id)).served)
    .map(({ pointer, to }) => `${plugin.file}#/${pointer}: expected a path the engine, "${plugin.id}" or a plugin it requires serves, got "${to}"`);
}

/** The chain of requirements that leads from a plugin back to itself, or null. */
function requirementCycle(start: string, requires: (id: string) => readonly string[]): string[] | null {
  const walk = (id: string, path: string[]): string[] | null => {
    for (const next of requires(id)) {
      if (next === start) return [...path, next];
      if (!path.includes(next)) {
        const found = walk(next, [...path, next]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(start, [start]);
}

export function readPluginCatalogue(root: string): PluginCatalogue {
  const contractSchema = JSON.parse(readFileSync(join(root, 'schemas', 'plugin-contract.schema.json'), 'utf8'));
  const validateContract = compileSchema(contractSchema, { useDefaults: true, schemas: [readBaseManifestSchema(root)] });
  const engineSegments = new Set(Object.keys(readEngineLayout(root).rows));
  const pluginsDir = join(root, 'plugins');
  const problems: string[] = [];
  const folders = existsSync(pluginsDir)
    ? readdirSync(pluginsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    : [];
  const candidates = folders.map((id) => readCandidate(root, id, validateContract, problems)).filter((c): c is Candidate => c !== null);
  const ids = new Set(candidates.map((c) => c.id));
  const plugins: CataloguedPlugin[] = [];
  const requires = (id: string) => candidates.find((c) => c.id === id)?.contract.requires.filter((r) => r !== id) ?? [];
  const pages = servedPages([...engineSegments], candidates);
  for (const candidate of candidates) {
    const found = [...crossCheck(candidate, ids, engineSegments), ...checkLinks(candidate, pages, withRequirements(candidate.id, requires))];
    const cycle = requirementCycle(candidate.id, requires);
    if (cycle) found.push(`${candidate.file}#/requires: expected no requirement that comes back round, got ${cycle.join(' → ')}`);
    problems.push(...found);
    if (found.length === 0) plugins.push({ id: candidate.id, dir: candidate.dir, contract: candidate.contract, optionsSchema: candidate.optionsSchema });
  }
  return { plugins, problems };
}

/** The engine's own layout rows (engine/router/engine-layout.json): segments no plugin may take. */
export function readEngineLayout(root: string): { rows: Record<string, unknown> } {
  return JSON.parse(readFileSync(join(root, 'engine', 'router', 'engine-layout.json'), 'utf8'));
}
