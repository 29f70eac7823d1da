/** wl plugin new <id>: a plugin with a contract, options schema, state, a page, a home section and a test. */
import { join } from 'node:path';
import { assertEmptyFolder, titleFromId, writeFiles } from '../lib/brand-files';

const PLUGIN_ID = /^[a-z][a-z0-9-]{1,31}$/;

function pascal(id: string): string {
  return titleFromId(id).replace(/\s+/g, '');
}

/** The names a new plugin's files use: its id, its title, its PascalCase name and its state's name. */
interface PluginNames {
  id: string;
  title: string;
  name: string;
  state: string;
}

export function pluginFiles(id: string): Record<string, string> {
  const name = pascal(id);
  const names: PluginNames = { id, title: titleFromId(id), name, state: `${name.charAt(0).toLowerCase() + name.slice(1)}State` };
  return {
    'plugin.json': contractJson(names),
    'schema.json': optionsSchemaJson(names),
    'state.ts': stateModule(names),
    [`${name}Section.tsx`]: sectionModule(names),
    [`${name}Page.tsx`]: pageModule(names),
    'index.ts': indexModule(names),
    [`${id}.test.tsx`]: testModule(names),
  };
}

/** The contract: one route with its menu entry, and a home section. */
function contractJson({ id, title }: PluginNames): string {
  return `${JSON.stringify(
    {
      $schema: '../../schemas/plugin-contract.schema.json',
      id,
      title,
      description: `${title}: describe what this plugin adds for players.`,
      routes: [{ path: `/${id}`, requiresLogin: false, layout: { headerName: title } }],
      menu: [{ id, label: title, to: `/${id}` }],
      slots: ['home.section'],
    },
    null,
    2,
  )}\n`;
}

/** The options schema: one option, with the description and default every option carries. */
function optionsSchemaJson({ id, title }: PluginNames): string {
  return `${JSON.stringify(
    {
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: `${title} plugin options`,
      description: `Options of the ${id} plugin in a brand manifest.`,
      type: 'object',
      additionalProperties: false,
      properties: {
        heading: { description: 'Heading of the home section.', type: 'string', minLength: 1, maxLength: 60, default: title },
      },
    },
    null,
    2,
  )}\n`;
}

function stateModule({ id, title, name, state }: PluginNames): string {
  return `/** The ${id} plugin's valtio slice and its actions. */
import { proxy } from 'valtio';

export interface ${name}Options {
  heading: string;
}

export const ${state} = proxy({ heading: '${title}', opened: 0 });

export function configure${name}(options: Partial<${name}Options>): void {
  ${state}.heading = options.heading ?? '${title}';
}

export function record${name}Opened(): void {
  ${state}.opened += 1;
}
`;
}

function sectionModule({ id, title, name, state }: PluginNames): string {
  return `import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ${state} } from './state';

export function ${name}Section() {
  const { heading } = useSnapshot(${state});
  return (
    <section aria-label={heading}>
      <h2>{heading}</h2>
      <Link to="/${id}">Open ${title}</Link>
    </section>
  );
}
`;
}

function pageModule({ name, state }: PluginNames): string {
  return `import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { record${name}Opened, ${state} } from './state';

export default function ${name}Page() {
  const { heading } = useSnapshot(${state});
  useEffect(() => record${name}Opened(), []);
  return <h1>{heading}</h1>;
}
`;
}

function indexModule({ id, name }: PluginNames): string {
  return `import { contribute, definePlugin } from '../../engine/plugin-api';
import { configure${name}, type ${name}Options } from './state';
import { ${name}Section } from './${name}Section';

export default definePlugin<${name}Options>({
  id: '${id}',
  routes: [{ path: '/${id}', load: () => import('./${name}Page') }],
  contributes: [contribute({ slot: 'home.section', id: '${id}-section', value: ${name}Section })],
  setup({ options }) {
    configure${name}(options);
  },
});
`;
}

/** The test: the plugin matches its contract, and its section shows the configured heading. */
function testModule({ id, title, name }: PluginNames): string {
  return `import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import contract from './plugin.json';
import plugin from './index';
import { configure${name} } from './state';
import { ${name}Section } from './${name}Section';

describe('${id} plugin', () => {
  it('gives a page to the route plugin.json declares, which has its own menu entry', () => {
    expect(plugin.id).toBe(contract.id);
    expect(plugin.routes?.map((route) => route.path)).toEqual(contract.routes.map((route) => route.path));
    expect(contract.menu.map((entry) => entry.to)).toEqual(['/${id}']);
    for (const c of plugin.contributes ?? []) expect(contract.slots).toContain(c.slot);
  });

  it('shows the configured heading on the home section', () => {
    configure${name}({ heading: 'Configured heading' });
    render(
      <MemoryRouter>
        <${name}Section />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Configured heading' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open ${title}' }).getAttribute('href')).toBe('/${id}');
  });
});
`;
}

export function pluginNew(root: string, id: string, log: (line: string) => void = console.log): number {
  if (!PLUGIN_ID.test(id)) {
    log(`✗ plugin id "${id}": expected 2 to 32 lower-case letters, digits or dashes, starting with a letter`);
    return 1;
  }
  const dir = join(root, 'plugins', id);
  try {
    assertEmptyFolder(dir, `plugins/${id}`);
  } catch (error) {
    log(`✗ ${(error as Error).message}`);
    return 1;
  }
  const written = writeFiles(dir, pluginFiles(id));
  log(`Made plugins/${id}/:`);
  written.forEach((file) => log(`  ${file}`));
  log('Next:');
  log(`  1. Enable it in a brand: "plugins": { "${id}": {} } in brands/<brand>/manifest.json`);
  log(`  2. Run its test: npx vitest run plugins/${id}`);
  log('  3. Build and serve: npm start');
  return 0;
}
