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
import { session } from '../state/session-service';
import { createBalanceService } from '../services/balance-service';
import { assemblePlugins } from './assemble';
import { AssemblyContext } from './assembly-context';
import { contribute, definePlugin, PluginDefinitionError, type Plugin } from './define-plugin';
import type { RuntimeContract } from '../../domain/manifest/plugin-contract';
import type { PluginRegistry } from './registry';
import { Slot } from './Slot';
import { SLOTS } from './slots';

const api = createApiService('/api/', { token: () => null, onUnauthorized: () => {} });
const socket = createSocketService('/');
const services = { api, socket, toast: toastService, time: createTimeService(), idle: createIdleService(), session, balance: createBalanceService(api, socket) };

function brandWith(plugins: Record<string, Record<string, unknown>>): BrandManifest {
  return { ...(brandManifest('red') as BrandManifest), plugins, layout: { rows: {} } };
}

/** A registry entry: the plugin's chunk, giving the plugin and its contract. */
function entry(plugin: Plugin<any>, contract: Partial<RuntimeContract> = {}): PluginRegistry[string] {
  const full: RuntimeContract = { id: plugin.id, title: `${plugin.id} title`, requires: [], routes: [], menu: [], accountLinks: [], slots: [], defines: [], ...contract };
  return async () => ({ default: plugin, contract: full });
}

const page = async () => ({ default: Hello });
const route = (path: string, requiresLogin = false) => ({ path, requiresLogin });
const menuEntry = (id: string, to: string) => ({ id, label: id, to, requiresLogin: false, comingSoon: false, placements: ['header' as const] });

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
    expect(() => definePlugin({ id: 'demo', routes: [{ path: '/a', load: page }, { path: '/a', load: page }] })).toThrow('Plugin "demo" repeats route paths: /a.');
  });
});

describe('assemblePlugins', () => {
  it('collects every problem with its code and keeps the plugins that are fine', async () => {
    const good = definePlugin({
      id: 'good',
      routes: [{ path: '/good-page', load: page }],
      contributes: [contribute({ slot: 'home.section', id: 'hello', value: Hello })],
    });
    const liar = definePlugin({
      id: 'liar',
      routes: [
        { path: '/elsewhere', load: page },
        { path: '/good-page/other', load: page },
      ],
      contributes: [
        contribute({ slot: 'footer.section', id: 'undeclared', value: Hello }),
        { slot: 'no.such' as 'footer.section', id: 'unknown', value: Hello },
        contribute({ slot: 'ghost/panel.section', id: 'nobody-defines', value: Hello }),
      ],
    });
    const registry: PluginRegistry = {
      good: entry(good, { routes: [route('/good-page')], slots: ['home.section'] }),
      liar: entry(liar, { routes: [route('/good-page/other'), route('/liar-page')], slots: ['ghost/panel.section'] }),
      failing: () => Promise.reject(new Error('chunk missing')),
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
        'ROUTE_UNDECLARED liar',
        'ROUTE_WITHOUT_PAGE liar',
        'ROUTE_DUPLICATE liar',
        'SLOT_UNDECLARED liar',
        'SLOT_UNKNOWN liar',
        'SLOT_UNKNOWN liar',
      ].sort(),
    );
    const message = (code: string) => assembly.problems.filter((p) => p.code === code).map((p) => p.message);
    expect(assembly.problems.find((p) => p.code === 'PLUGIN_LOAD_FAILED')?.detail).toBe('chunk missing');
    expect(message('ROUTE_DUPLICATE')).toEqual(['Route /good-page/other starts with "/good-page", which plugin "good" already serves.']);
    expect(message('ROUTE_UNDECLARED')).toEqual(['Route /elsewhere is not among the routes plugins/liar/plugin.json declares (/good-page/other, /liar-page).']);
    expect(message('ROUTE_WITHOUT_PAGE')).toEqual(['plugins/liar/plugin.json declares route /liar-page, but the plugin gives it no page.']);
    expect(message('SLOT_UNKNOWN')).toEqual([
      `Contribution "unknown" targets slot "no.such", which neither the engine nor an enabled plugin defines; slots: ${Object.keys(SLOTS).join(', ')}.`,
      'Contribution "nobody-defines" targets slot "ghost/panel.section", which neither the engine nor an enabled plugin defines.',
    ]);
  });

  it('refuses plugin routes on the paths of engine pages', async () => {
    const greedy = definePlugin({ id: 'greedy', routes: [{ path: '/default-page', load: page }, { path: '/change-password/x', load: page }] });
    const assembly = await assemblePlugins(brandWith({ greedy: {} }), { greedy: entry(greedy, { routes: [route('/default-page'), route('/change-password/x')] }) }, services);
    expect(assembly.routes).toEqual([]);
    expect(assembly.problems.map((p) => p.message)).toEqual([
      'Route /default-page starts with "/default-page", which the engine serves.',
      'Route /change-password/x starts with "/change-password", which the engine serves.',
    ]);
  });

  it("takes each page's guard and layout row from plugin.json, and the brand's rows over both", async () => {
    const pages = definePlugin({ id: 'pages', routes: [{ path: '/quiz/:id', load: page, title: ({ id }) => `Quiz ${id}` }, { path: '/quiz-board', load: page }] });
    const contract = { routes: [{ path: '/quiz/:id', requiresLogin: true, layout: { headerName: 'Quiz', leftSidebar: false } }, route('/quiz-board')] };
    const brand = brandWith({ pages: {} });
    brand.layout = { rows: { 'quiz-board': { headerName: 'Board', topPadding: { mobile: 1, desktop: 2 }, header: { mobile: 'static', desktop: 'static' }, leftSidebar: true, rightSidebar: false } } };
    const assembly = await assemblePlugins(brand, { pages: entry(pages, contract) }, services);
    expect(assembly.routes.map((r) => [r.path, r.requiresLogin])).toEqual([
      ['/quiz/:id', true],
      ['/quiz-board', false],
    ]);
    expect(assembly.layout.rows.quiz).toEqual({ ...assembly.layout.default, headerName: 'Quiz', leftSidebar: false });
    expect(assembly.layout.rows['quiz-board']).toEqual(brand.layout.rows['quiz-board']);
    expect(assembly.layout.rows['change-password']?.headerName).toBe('Change Password');
    expect(assembly.routes[0]!.title?.({ id: '7' })).toBe('Quiz 7');
  });


  it("leaves out a page whose brand flag is off, with its layout row, and keeps it where the flag is on", async () => {
    const paying = definePlugin({ id: 'paying', routes: [{ path: '/pay-in', load: page }, { path: '/pay-list', load: page }] });
    const contract = { routes: [{ path: '/pay-in', requiresLogin: true, requiresFlag: 'deposit' as const, layout: { headerName: 'Pay In' } }, { ...route('/pay-list'), layout: { headerName: 'Payments' } }] };
    const on = brandWith({ paying: {} });
    const off = { ...on, flags: { ...on.flags, deposit: false } };
    const withFlag = await assemblePlugins({ ...on, flags: { ...on.flags, deposit: true } }, { paying: entry(paying, contract) }, services);
    const without = await assemblePlugins(off, { paying: entry(paying, contract) }, services);
    expect(withFlag.routes.map((r) => r.path)).toEqual(['/pay-in', '/pay-list']);
    expect(withFlag.layout.rows['pay-in']?.headerName).toBe('Pay In');
    expect(without.routes.map((r) => r.path)).toEqual(['/pay-list']);
    expect(without.layout.rows['pay-in']).toBeUndefined();
    expect(without.problems).toEqual([]);
  });
  it("adds the plugins' menu entries before the brand's, the brand's own replacing one of the same id, and their account links", async () => {
    const sports = definePlugin({ id: 'sports' });
    const contract = {
      menu: [menuEntry('cricket', '/cricket'), menuEntry('darts', '/darts')],
      accountLinks: [{ section: 'statements' as const, label: 'My Bets', to: '/my-bets', order: 20 }],
    };
    const brand = brandWith({ sports: {} });
    brand.menu = [menuEntry('aviator', '/aviator'), { ...menuEntry('darts', '/darts'), label: 'Darts!' }];
    const assembly = await assemblePlugins(brand, { sports: entry(sports, contract) }, services);
    expect(assembly.menu.map((m) => m.label)).toEqual(['cricket', 'aviator', 'Darts!']);
    expect(assembly.accountLinks).toEqual(contract.accountLinks);
  });

  it('sets plugins up after those they require, fills the slots they define, and leaves out one whose requirement failed', async () => {
    const order: string[] = [];
    const host = definePlugin({ id: 'host', setup: () => void order.push('host') });
    const guest = definePlugin({ id: 'guest', setup: () => void order.push('guest'), contributes: [contribute({ slot: 'host/panel.section', id: 'panel', value: Hello })] });
    const orphan = definePlugin({ id: 'orphan', setup: () => void order.push('orphan') });
    const registry: PluginRegistry = {
      host: entry(host, { defines: [{ id: 'host/panel.section', description: 'A panel', cardinality: 'many' }] }),
      guest: entry(guest, { requires: ['host'], slots: ['host/panel.section'] }),
      broken: () => Promise.reject(new Error('gone')),
      orphan: entry(orphan, { requires: ['broken'] }),
    };
    const assembly = await assemblePlugins(brandWith({ guest: {}, orphan: {}, host: {}, broken: {} }), registry, services);
    expect(order).toEqual(['host', 'guest']);
    expect(assembly.slots.get('host/panel.section')?.map((c) => `${c.pluginId}:${c.contribution.id}`)).toEqual(['guest:panel']);
    expect(assembly.problems.map((p) => `${p.code} ${p.pluginId}`)).toEqual(['PLUGIN_LOAD_FAILED broken', 'PLUGIN_REQUIREMENT_MISSING orphan']);
    expect(assembly.problems[1]!.message).toBe('Plugin "orphan title" requires "broken", which is not running, and was left out.');
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
