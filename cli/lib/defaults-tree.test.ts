import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillDefaults } from '../../domain/manifest/defaults';
import { canonicalJsonText, jsonDigest } from '../../domain/manifest/digest';
import { compileSchema } from '../../schemas/compile';
import { PROJECT_ROOT } from '../../tests/support/fixtures';
import { listBrandIds, verifiedManifestDigests } from './brands';
import { defaultsTree } from './defaults-tree';
import { assembleManifestSchema, readBaseManifestSchema } from './manifest-schema';
import { readPluginCatalogue } from './plugin-catalogue';

/** What ajv's useDefaults makes of a value: the reference the tree must reproduce. */
function ajvFilled(schema: object, value: unknown): unknown {
  const copy = structuredClone(value);
  compileSchema(schema, { useDefaults: true })(copy);
  return copy;
}

function treeFilled(schema: object, value: unknown): unknown {
  const copy = structuredClone(value);
  fillDefaults(copy, defaultsTree(schema));
  return copy;
}

describe('the defaults tree fills a manifest as ajv does', () => {
  const schema = assembleManifestSchema(readBaseManifestSchema(PROJECT_ROOT), readPluginCatalogue(PROJECT_ROOT).plugins);
  const raw = (id: string) => JSON.parse(readFileSync(join(PROJECT_ROOT, 'brands', id, 'manifest.json'), 'utf8')) as Record<string, any>;

  it('for every shipped brand, and for each with its optional sections left out', () => {
    for (const id of listBrandIds(PROJECT_ROOT)) {
      expect(treeFilled(schema, raw(id)), id).toEqual(ajvFilled(schema, raw(id)));
      const bare = raw(id);
      for (const key of ['flags', 'theme', 'layout', 'menu']) delete bare[key];
      bare.identity = { appName: bare.identity.appName, title: bare.identity.title };
      for (const plugin of Object.keys(bare.plugins)) bare.plugins[plugin] = {};
      expect(treeFilled(schema, bare), `${id} without optional sections`).toEqual(ajvFilled(schema, bare));
    }
  });

  it('follows $ref, additional properties, items and a nested $id scope the way ajv reads them', () => {
    const synthetic = {
      definitions: { row: { type: 'object', properties: { title: { type: 'string', default: '' }, pad: { type: 'number', default: 130 } } }, colour: { type: 'string', default: '#fff' } },
      type: 'object',
      properties: {
        rows: { type: 'object', default: {}, additionalProperties: { $ref: '#/definitions/row' } },
        first: { $ref: '#/definitions/row', default: {} },
        colour: { $ref: '#/definitions/colour' },
        tint: { $ref: '#/definitions/colour', default: '#000' },
        list: { type: 'array', default: [], items: { type: 'object', properties: { on: { type: 'boolean', default: true } } } },
        plugin: {
          $id: 'https://example.test/plugin.json',
          type: 'object',
          definitions: { row: { type: 'object', properties: { mine: { type: 'string', default: 'plugin' } } } },
          properties: { row: { $ref: '#/definitions/row', default: {} } },
        },
      },
    };
    for (const value of [{}, { rows: { a: {}, b: { title: 'B' } }, list: [{}, { on: false }], plugin: {} }, { first: { pad: 94 }, plugin: { row: {} } }]) {
      expect(treeFilled(synthetic, value)).toEqual(ajvFilled(synthetic, value));
    }
    // The referenced schema's own default is not the property's: ajv leaves `colour` out.
    expect(treeFilled(synthetic, {})).not.toHaveProperty('colour');
  });
});

describe('manifest digests', () => {
  it('the build and the browser hash a manifest alike, whatever its spacing', async () => {
    const digests = verifiedManifestDigests(PROJECT_ROOT);
    expect(Object.keys(digests).sort()).toEqual(listBrandIds(PROJECT_ROOT));
    for (const id of listBrandIds(PROJECT_ROOT)) {
      const text = readFileSync(join(PROJECT_ROOT, 'brands', id, 'manifest.json'), 'utf8');
      const value = JSON.parse(text);
      expect(await jsonDigest(value), id).toBe(digests[id]);
      expect(await jsonDigest(JSON.parse(JSON.stringify(value, null, 7)))).toBe(digests[id]);
      // An independent hash of the compact JSON text.
      expect(digests[id]).toBe(createHash('sha256').update(JSON.stringify(value)).digest('hex'));
      expect(canonicalJsonText(value)).toBe(JSON.stringify(value));
    }
  });
});
