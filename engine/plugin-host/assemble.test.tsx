import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { brandManifest } from '../../tests/support/fixtures';
import type { BrandManifest } from '../../domain/manifest/types';
import { createApiService } from '../services/api';
import { createIdleService } from '../services/idle';
import { createSocketService } from '../services/socket';
import { createTimeService } from '../services/time';
import { toastService } from '../services/toast';
import { engineStore } from '../state/engine-store';
import { assemblePlugins } from './assemble';
import { AssemblyContext } from './assembly-context';
import { contribute, definePlugin, PluginDefinitionError, type Plugin } from './define-plugin';
import type { PluginRegistry, RegistryEntry } from './registry';
import { Slot } from './Slot';

const services = {
  api: createApiService('/api/', { token: () => null, onUnauthorized: () => {} }),
  socket: createSocketService('/'),
  toast: toastService,
  time: createTimeService(),
  store: engineStore,
  idle: createIdleService(),
};

function brandWith(plugins: Record<string, Record<string, unknown>>): BrandManifest {
  return { ...(brandManifest('red') as BrandManifest), plugins, layout: { rows: {} } };
}

function entry(plugin: Plugin<any>, contract: Partial<RegistryEntry['contract']> = {}): RegistryEntry {
  return {
    contract: { id: plugin.id, title: `${plugin.id} title`, description: 'test', segments: [], slots: [], ...contract },
    load: async () => ({ default: plugin }),
  };
}

const Hello = () => <p>hello</p>;
const Broken = () => {
  throw new Error('kaboom');
};

describe('definePlugin', () => {
  it('returns a frozen object and refuses a bad id or repeated contribution ids', () => {
    const plugin = definePlugin({ id: 'demo' });
    expect(Object.isFrozen(plugin)).toBe(true);
    expect(() => definePlugin({ id: 'Demo!' })).toThrow(PluginDefinitionError);
    expect(() => definePlugin({ id: 'Demo!' })).toThrow('Plugin id "Demo!" is invalid: expected 2 to 32 lower-case letters, digits or dashes, starting with a letter.');
    expect(() =>
      definePlugin({
        id: 'demo',
        contributes: [contribute({ slot: 'footer.section', id: 'a', value: Hello }), contribute({ slot: 'home.section', id: 'a', value: Hello })],
      }),
    ).toThrow('Plugin "demo" repeats contribution ids: a.');
  });
});

describe('assemblePlugins', () => {
  it('collects every problem with its code and keeps the plugins that are fine', async () => {
    const good = definePlugin({
      id: 'good',
      routes: [{ path: '/good-page', requiresLogin: false, load: async () => ({ default: Hello }) }],
      contributes: [contribute({ slot: 'home.section', id: 'hello', value: Hello })],
    });
    const liar = definePlugin({
      id: 'liar',
      routes: [
        { path: '/elsewhere', requiresLogin: false, load: async () => ({ default: Hello }) },
        { path: '/good-page', requiresLogin: false, load: async () => ({ default: Hello }) },
      ],
      contributes: [
        contribute({ slot: 'footer.section', id: 'undeclared', value: Hello }),
        { slot: 'no.such' as 'footer.section', id: 'unknown', value: Hello },
      ],
    });
    const registry: PluginRegistry = {
      good: entry(good, { segments: ['good-page'], slots: ['home.section'] }),
      liar: entry(liar, { segments: ['good-page'], slots: [] }),
      failing: { ...entry(definePlugin({ id: 'failing' })), load: () => Promise.reject(new Error('chunk missing')) },
      impostor: entry(definePlugin({ id: 'someone-else' })),
      throws: entry(definePlugin({ id: 'throws', setup: () => { throw new Error('no config'); } })),
    };
    const assembly = await assemblePlugins(brandWith({ good: {}, liar: {}, failing: {}, impostor: {}, throws: {}, ghost: {} }), registry, services);
    expect(assembly.plugins.map((p) => p.id)).toEqual(['good', 'liar']);
    expect(assembly.routes.map((r) => `${r.pluginId}:${r.path}`)).toEqual(['good:/good-page']);
    expect(assembly.slots.get('home.section')?.map((c) => c.contribution.id)).toEqual(['hello']);
    expect(assembly.problems.map((p) => `${p.code} ${p.pluginId}`).sort()).toEqual(
      [
        'PLUGIN_LOAD_FAILED failing',
        'PLUGIN_ID_MISMATCH impostor',
        'PLUGIN_SETUP_FAILED throws',
        'PLUGIN_NOT_FOUND ghost',
        'ROUTE_SEGMENT_UNDECLARED liar',
        'ROUTE_DUPLICATE liar',
        'SLOT_UNDECLARED liar',
        'SLOT_UNKNOWN liar',
      ].sort(),
    );
    expect(assembly.problems.find((p) => p.code === 'PLUGIN_LOAD_FAILED')?.detail).toBe('chunk missing');
    expect(assembly.problems.find((p) => p.code === 'ROUTE_DUPLICATE')?.message).toBe('Route /good-page is already defined by plugin "good".');
  });

  it('refuses plugin routes that take an engine path', async () => {
    const greedy = definePlugin({ id: 'greedy', routes: [{ path: '/default-page', requiresLogin: false, load: async () => ({ default: Hello }) }] });
    const assembly = await assemblePlugins(brandWith({ greedy: {} }), { greedy: entry(greedy, { segments: ['default-page'] }) }, services);
    expect(assembly.routes).toEqual([]);
    expect(assembly.problems.map((p) => p.code)).toEqual(['ROUTE_DUPLICATE']);
  });

  it('gives setup the services, the brand and its own options, and wires socket handlers', async () => {
    const setup = vi.fn();
    const on = vi.spyOn(services.socket, 'on');
    const plugin = definePlugin({ id: 'opts', setup, socket: { 'place-bet-success': () => {} } });
    await assemblePlugins(brandWith({ opts: { answer: 42 } }), { opts: entry(plugin) }, services);
    expect(setup).toHaveBeenCalledWith(expect.objectContaining({ options: { answer: 42 }, api: services.api, toast: services.toast }));
    expect(setup.mock.calls[0]![0].brand.id).toBe('red');
    expect(on).toHaveBeenCalledWith('place-bet-success', expect.any(Function));
  });
});

describe('<Slot>', () => {
  it('draws contributions in order and contains a failing one, naming its plugin', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = definePlugin({ id: 'first', contributes: [contribute({ slot: 'footer.section', id: 'late', order: 5, value: () => <p>late</p> })] });
    const second = definePlugin({
      id: 'second',
      contributes: [contribute({ slot: 'footer.section', id: 'early', order: 1, value: () => <p>early</p> }), contribute({ slot: 'footer.section', id: 'bad', order: 3, value: Broken })],
    });
    const assembly = await assemblePlugins(
      brandWith({ first: {}, second: {} }),
      { first: entry(first, { slots: ['footer.section'] }), second: entry(second, { slots: ['footer.section'] }) },
      services,
    );
    const { container } = render(
      <MemoryRouter>
        <AssemblyContext.Provider value={assembly}>
          <Slot id="footer.section" />
        </AssemblyContext.Provider>
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('earlysecond title is unavailable right now.late');
    expect(screen.getByRole('status').getAttribute('data-plugin-error')).toBe('second');
    expect(errors.mock.calls.some((c) => String(c[0]).includes('[plugin second] "bad" failed to render: kaboom'))).toBe(true);
    errors.mockRestore();
  });
});
