/** The plugins under plugins/: each folder's plugin.json (checked against the plugin contract) and schema.json. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatSchemaErrors } from '../../domain/manifest/format-errors';
import type { PluginContract } from '../../domain/manifest/plugin-contract';
import { readJsonFile } from './json-file';
import { compileSchema } from '../../schemas/compile';

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

export function readPluginCatalogue(root: string): PluginCatalogue {
  const contractSchema = JSON.parse(readFileSync(join(root, 'schemas', 'plugin-contract.schema.json'), 'utf8'));
  const validateContract = compileSchema(contractSchema, { useDefaults: true });
  const pluginsDir = join(root, 'plugins');
  const plugins: CataloguedPlugin[] = [];
  const problems: string[] = [];
  const folders = existsSync(pluginsDir)
    ? readdirSync(pluginsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    : [];
  for (const id of folders) {
    const dir = join(pluginsDir, id);
    const contractFile = `plugins/${id}/plugin.json`;
    const contract = readJsonFile(join(dir, 'plugin.json'), contractFile);
    const schema = readJsonFile(join(dir, 'schema.json'), `plugins/${id}/schema.json`);
    if (!contract.ok) problems.push(contract.message);
    if (!schema.ok) problems.push(schema.message);
    if (!contract.ok || !schema.ok) continue;
    if (!validateContract(contract.value)) {
      problems.push(...formatSchemaErrors(validateContract.errors as never, contractFile).map((p) => p.message));
      continue;
    }
    const value = contract.value as PluginContract;
    if (value.id !== id) {
      problems.push(`${contractFile}#/id: expected "${id}" (the plugin folder's name), got "${value.id}"`);
      continue;
    }
    if (!existsSync(join(dir, 'index.ts')) && !existsSync(join(dir, 'index.tsx'))) {
      problems.push(`plugins/${id}: expected an index.ts exporting the plugin's definePlugin object`);
      continue;
    }
    const optionsSchema = schema.value as Record<string, unknown>;
    if (Object.hasOwn(optionsSchema, 'default')) {
      problems.push(`plugins/${id}/schema.json#/default: expected no top-level default: it would enable "${id}" in every brand that does not list it; give defaults to its properties instead`);
      continue;
    }
    plugins.push({ id, dir, contract: value, optionsSchema });
  }
  return { plugins, problems };
}
