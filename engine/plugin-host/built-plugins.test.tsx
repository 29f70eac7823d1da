/**
 * Every plugin of this build, enabled together, assembles without a problem: each page its plugin.json
 * declares has its code and the other way round, each contribution targets a slot it declares, and
 * each requirement is met. Plugins are named only by the generated registry.
 */
import { describe, expect, it } from 'vitest';
import { fakeSocket } from '../../tests/support/fake-socket';
import { brandManifest } from '../../tests/support/fixtures';
import { fakeServices } from '../../tests/support/shell-test-kit';
import type { BrandManifest } from '../../domain/manifest/types';
import { BUILT_CONTRACTS } from '../../tests/support/built-contracts';
import { pluginRegistry } from '../generated/plugin-registry';
import { assemblePlugins } from './assemble';

describe('the built plugins', () => {
  it('assemble together with no problem', async () => {
    const brand = { ...(brandManifest('red') as BrandManifest), layout: { rows: {} } };
    brand.plugins = Object.fromEntries(Object.keys(pluginRegistry).map((id) => [id, (brand.plugins as Record<string, Record<string, unknown>>)[id] ?? {}]));
    const services = { ...fakeServices(), socket: fakeSocket().socket };
    const assembly = await assemblePlugins(brand, pluginRegistry, services);
    expect(assembly.problems).toEqual([]);
    expect(assembly.plugins.map((p) => p.id).sort()).toEqual(Object.keys(pluginRegistry).sort());
    const declared = Object.values(BUILT_CONTRACTS).flatMap((contract) => contract.routes.map((route) => route.path));
    expect(assembly.routes.map((route) => route.path).sort()).toEqual(declared.sort());
  });
});

describe('a brand that lists one plugin', () => {
  // Imports the manifest validator and the plugin's code: seconds on a loaded machine.
  it('validates, loads, routes and shows only that plugin', async () => {
    const { leanBrandManifest } = await import('../../tests/support/lean-brand');
    const { parseManifest } = await import('../boot/load-manifest');
    const parsed = await parseManifest('lean', JSON.stringify(leanBrandManifest()));
    if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('\n'));
    const listed = Object.keys(parsed.manifest.plugins);
    expect(listed).toHaveLength(1);
    const loads = new Map<string, number>();
    const counted = Object.fromEntries(
      Object.entries(pluginRegistry).map(([id, load]) => [id, () => (loads.set(id, (loads.get(id) ?? 0) + 1), load())]),
    );
    const assembly = await assemblePlugins(parsed.manifest, counted, { ...fakeServices(), socket: fakeSocket().socket });
    expect(assembly.problems).toEqual([]);
    expect([...loads.keys()]).toEqual(listed);
    expect(assembly.plugins.map((p) => p.id)).toEqual(listed);
    const others = Object.values(BUILT_CONTRACTS).filter((contract) => !listed.includes(contract.id));
    const otherPaths = others.flatMap((contract) => contract.routes.map((route) => route.path));
    expect(otherPaths.length).toBeGreaterThan(0);
    expect(assembly.routes.filter((route) => otherPaths.includes(route.path))).toEqual([]);
    const otherEntries = others.flatMap((contract) => contract.menu.map((item) => item.id));
    // Only the brand's own entries may share an id with another plugin's (lean keeps Horse Racing as coming soon).
    expect(assembly.menu.filter((item) => otherEntries.includes(item.id))).toEqual(parsed.manifest.menu.filter((item) => otherEntries.includes(item.id)));
    expect(assembly.accountLinks).toEqual([]);
    for (const contributions of assembly.slots.values()) expect(contributions.every((c) => listed.includes(c.pluginId))).toBe(true);
    for (const contract of others) for (const route of contract.routes) expect(assembly.layout.rows[route.path.split('/')[1]!]).toBeUndefined();
  }, 30_000);
});
