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
    const declared = Object.values(pluginRegistry).flatMap((entry) => entry.contract.routes.map((route) => route.path));
    expect(assembly.routes.map((route) => route.path).sort()).toEqual(declared.sort());
  });
});
