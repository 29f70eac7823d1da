import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempProject, type TempProject } from '../../tests/support/temp-project';
import { readPluginCatalogue } from './plugin-catalogue';

let project: TempProject;

function editJson(path: string, edit: (value: any) => void) {
  const file = join(project.root, path);
  const value = JSON.parse(readFileSync(file, 'utf8'));
  edit(value);
  writeFileSync(file, JSON.stringify(value, null, 2));
}

beforeEach(() => {
  project = tempProject();
});
afterEach(() => project.remove());

describe('plugin catalogue', () => {
  it('reads every plugin of the project without a problem', () => {
    const catalogue = readPluginCatalogue(project.root);
    expect(catalogue.problems).toEqual([]);
    expect(catalogue.plugins.map((p) => p.id)).toEqual(['exchange', 'fancy', 'support']);
  });

  it('refuses an options schema with a top-level default, which would enable the plugin in every brand', () => {
    editJson('plugins/support/schema.json', (schema) => (schema.default = {}));
    const catalogue = readPluginCatalogue(project.root);
    expect(catalogue.plugins.map((p) => p.id)).not.toContain('support');
    expect(catalogue.problems).toEqual([
      'plugins/support/schema.json#/default: expected no top-level default: it would enable "support" in every brand that does not list it; give defaults to its properties instead',
    ]);
  });
});
