import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempProject, type TempProject } from '../../tests/support/temp-project';
import { readPluginCatalogue } from './plugin-catalogue';

let project: TempProject;

/** The project's plugins, and those left once some are refused: the checks below hold whatever other plugins there are. */
const PLUGINS = readdirSync('plugins', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
const pluginsBut = (...refused: string[]) => PLUGINS.filter((id) => !refused.includes(id));

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
    expect(catalogue.plugins.map((p) => p.id)).toEqual(PLUGINS);
  });

  it('refuses an options schema with a top-level default, which would enable the plugin in every brand', () => {
    editJson('plugins/support/schema.json', (schema) => (schema.default = {}));
    const catalogue = readPluginCatalogue(project.root);
    expect(catalogue.plugins.map((p) => p.id)).not.toContain('support');
    expect(catalogue.problems).toEqual([
      'plugins/support/schema.json#/default: expected no top-level default: it would enable "support" in every brand that does not list it; give defaults to its properties instead',
    ]);
  });

  it('cross-checks contracts against the other plugins, leaving out each plugin with a problem', () => {
    editJson('plugins/fancy/plugin.json', (contract) => {
      contract.requires = ['betting', 'exchange', 'fancy', 'poker'];
      contract.slots = ['exchange/event.section', 'support/chat.section'];
      contract.defines = [{ id: 'exchange/lines.section', description: 'Lines' }];
      contract.routes.push({ path: '/virtual-event-page/other', layout: { headerName: 'Other' } }, { path: '/time-setting/fancy' });
      contract.socketReaders = 'missing-readers.ts';
    });
    const catalogue = readPluginCatalogue(project.root);
    expect(catalogue.plugins.map((p) => p.id)).toEqual(pluginsBut('fancy'));
    expect(catalogue.problems).toEqual([
      'plugins/fancy/plugin.json#/requires/2: expected another plugin; a plugin cannot require itself',
      `plugins/fancy/plugin.json#/requires/3: expected a plugin of this project, got "poker"; plugins: ${PLUGINS.join(', ')}`,
      'plugins/fancy/plugin.json#/slots/1: slot "support/chat.section" is defined by plugin "support"; expected "support" in requires',
      'plugins/fancy/plugin.json#/defines/0/id: expected a slot id starting with "fancy/", got "exchange/lines.section"',
      'plugins/fancy/plugin.json#/routes/1/layout: expected the same row as the other routes of "/virtual-event-page"',
      'plugins/fancy/plugin.json#/routes/2/path: expected a first segment the engine does not serve, got "time-setting"',
      'plugins/fancy/plugin.json#/socketReaders: expected a file of the plugin, but plugins/fancy/missing-readers.ts is missing',
    ]);
  });

  it('refuses menu entries and account links to pages that are not there with the plugin', () => {
    editJson('plugins/fancy/plugin.json', (contract) => {
      contract.menu = [
        { id: 'virtual', label: 'Virtual Cricket', to: '/virtual-event-page/v9' },
        { id: 'cricket', label: 'Cricket', to: '/sports-page/Cricket/4' },
        { id: 'quiz', label: 'Quiz', to: '/quiz' },
        { id: 'soon', label: 'Soon', to: '/soon', comingSoon: true },
      ];
      contract.accountLinks = [
        { section: 'settings', label: 'Times', to: '/time-setting' },
        { section: 'statements', label: 'Statement', to: '/account-statement' },
      ];
    });
    editJson('plugins/support/plugin.json', (contract) => (contract.menu = [{ id: 'bets', label: 'Bets', to: '/open-bets' }]));
    const catalogue = readPluginCatalogue(project.root);
    expect(catalogue.plugins.map((p) => p.id)).toEqual(pluginsBut('fancy', 'support'));
    expect(catalogue.problems).toEqual([
      'plugins/fancy/plugin.json#/menu/2/to: expected a path the engine, "fancy" or a plugin it requires serves, got "/quiz"',
      'plugins/fancy/plugin.json#/accountLinks/1/to: expected a path the engine, "fancy" or a plugin it requires serves, got "/account-statement"',
      'plugins/support/plugin.json#/menu/0/to: expected a path the engine, "support" or a plugin it requires serves, got "/open-bets"',
    ]);
  });

  it('refuses requirements that come back round', () => {
    editJson('plugins/exchange/plugin.json', (contract) => (contract.requires = ['support']));
    editJson('plugins/support/plugin.json', (contract) => (contract.requires = ['fancy']));
    const catalogue = readPluginCatalogue(project.root);
    expect(catalogue.plugins.map((p) => p.id)).toEqual(pluginsBut('exchange', 'fancy', 'support'));
    expect(catalogue.problems).toEqual([
      'plugins/exchange/plugin.json#/requires: expected no requirement that comes back round, got exchange → support → fancy → exchange',
      'plugins/fancy/plugin.json#/requires: expected no requirement that comes back round, got fancy → exchange → support → fancy',
      'plugins/support/plugin.json#/requires: expected no requirement that comes back round, got support → fancy → exchange → support',
    ]);
  });

  it('checks plugin.json against the contract schema, with the pointer and what was expected', () => {
    editJson('plugins/support/plugin.json', (contract) => {
      contract.routes = [{ path: 'support', layout: { topPadding: { mobile: -1 } } }];
      contract.menu = [{ id: 'help', label: 'Help', to: '/help', placements: ['footer'] }];
    });
    const catalogue = readPluginCatalogue(project.root);
    expect(catalogue.problems).toEqual([
      'plugins/support/plugin.json#/routes/0/path: expected a path like /event-page/:eventTypeId/:eventId or /casino-lobby/*, got "support"',
      'plugins/support/plugin.json#/routes/0/layout/topPadding/desktop: expected a value (it is required)',
      'plugins/support/plugin.json#/routes/0/layout/topPadding/mobile: expected a number >= 0, got -1',
      'plugins/support/plugin.json#/menu/0/placements/0: expected one of "header", "sidebar", "drawer", got "footer"',
    ]);
  });
});
