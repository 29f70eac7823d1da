/**
 * The full brand manifest schema: the base schema with each plugin's options schema under plugins.<id>,
 * and each plugin's requirements as dependencies, so a brand that enables a plugin without what it
 * requires is refused by the CLI and the browser alike.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CataloguedPlugin } from './plugin-catalogue';

/** The brand manifest schema, as far as assembling it reaches into it. */
export interface ManifestSchema {
  properties: { plugins: { properties: Record<string, unknown>; dependencies?: Record<string, string[]> } } & Record<string, unknown>;
  [key: string]: unknown;
}

export function readBaseManifestSchema(root: string): ManifestSchema {
  return JSON.parse(readFileSync(join(root, 'schemas', 'brand-manifest.schema.json'), 'utf8'));
}

export function assembleManifestSchema(base: ManifestSchema, plugins: readonly CataloguedPlugin[]): ManifestSchema {
  const schema = structuredClone(base);
  const properties: Record<string, unknown> = {};
  const dependencies: Record<string, string[]> = {};
  for (const plugin of plugins) {
    if (plugin.contract.requires.length) dependencies[plugin.id] = [...plugin.contract.requires];
    const { $schema: _ignored, $id: _id, ...options } = plugin.optionsSchema;
    // Its own $id keeps the plugin schema's local refs (#/definitions/...) pointing inside it.
    properties[plugin.id] = {
      ...options,
      $id: `https://wl-exchange.dev/plugins/${plugin.id}/schema.json`,
      description: `${plugin.contract.title}: ${plugin.contract.description}`,
    };
  }
  schema.properties.plugins.properties = properties;
  if (Object.keys(dependencies).length) schema.properties.plugins.dependencies = dependencies;
  return schema;
}
