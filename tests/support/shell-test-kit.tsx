/** Test helpers for the frame's parts (kept out of engine/ so the app's build never type-checks test code): a router, the engine services with a scripted api, and slot contributions. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { fakeServices as servicesWith } from './fake-services';
import { validBrand } from './fixtures';
import { ServicesContext } from '../../engine/boot/services-context';
import type { BrandManifest, MenuEntry } from '../../domain/manifest/types';
import { BUILT_CONTRACTS } from './built-contracts';
import { AssemblyContext } from '../../engine/plugin-host/assembly-context';
import type { Assembly, AssembledContribution } from '../../engine/plugin-host/assemble';
import { contractSurface } from '../../engine/plugin-host/contract-surface';
import type { EngineServices } from '../../engine/plugin-host/plugin-context';
import type { AnySlotId } from '../../engine/plugin-host/slots';
import { engineStore } from '../../engine/state/engine-store';

export const BRANDS: Record<'red' | 'green' | 'yellow', BrandManifest> = {
  red: await validBrand('red'),
  green: await validBrand('green'),
  yellow: await validBrand('yellow'),
};

export function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

/**
 * Contributions by slot, as the plugin host would assemble them, in the frame the brand's plugins give it
 * (their layout rows, menu entries and account links, from their plugin.json).
 */
export function assemblyWith(contributions: Partial<Record<AnySlotId, unknown[]>> = {}, brand: keyof typeof BRANDS = 'red'): Assembly {
  const manifest = BRANDS[brand];
  const surface = contractSurface(manifest, Object.keys(manifest.plugins).map((id) => BUILT_CONTRACTS[id]!));
  const slots = new Map<AnySlotId, AssembledContribution[]>();
  for (const [slot, values] of Object.entries(contributions) as Array<[AnySlotId, unknown[]]>) {
    slots.set(
      slot,
      values.map((value, i) => ({ pluginId: 'test', pluginTitle: 'Test', contribution: { slot, id: `${slot}-${i}`, value } as AssembledContribution['contribution'] })),
    );
  }
  return { plugins: [], routes: [], problems: [], slots, ...surface };
}

/**
 * A login-only menu entry to a page the brands serve (the shipped brands' casino and aviator entries
 * are coming soon until plugins serve their pages), added last to an assembly's menu.
 */
export const LOGIN_ONLY_ENTRY: MenuEntry = { id: 'my-bets', label: 'My Bets', to: '/open-bets', requiresLogin: true, comingSoon: false, placements: ['header', 'sidebar', 'drawer'] };

export function withLoginOnlyEntry(assembly: Assembly = assemblyWith()): Assembly {
  return { ...assembly, menu: [...assembly.menu, LOGIN_ONLY_ENTRY] };
}

/** Services whose api answers `post` from `answers` by path (a function may throw). */
export function fakeServices(answers: Record<string, (body: unknown) => unknown> = {}): EngineServices {
  const post = vi.fn(async (path: string, body?: unknown) => {
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer(body);
  });
  return servicesWith({
    api: { post, get: vi.fn(), errorText: (e: unknown) => String(e) } as unknown as EngineServices['api'],
    socket: { on: () => () => {}, emit: vi.fn() } as unknown as EngineServices['socket'],
  });
}

interface Options {
  path?: string;
  width?: number;
  assembly?: Assembly;
  services?: EngineServices;
}

export function setScene(brand: keyof typeof BRANDS, isLogin: boolean, width = 375): void {
  window.innerWidth = width;
  engineStore.brand = structuredClone(BRANDS[brand]);
  Object.assign(engineStore.session, { isLogin, token: isLogin ? 't' : null, user: isLogin ? { username: 'demo-abc' } : null, referCode: null });
  engineStore.eventTypes = { '1': true, '2': true, '4': true, c1: true, c9: true, v9: true, b9: true };
}

export function renderPart(node: ReactNode, { path = '/', assembly = assemblyWith(), services = fakeServices() }: Options = {}) {
  return render(
    <ServicesContext.Provider value={services}>
      <AssemblyContext.Provider value={assembly}>
        <MemoryRouter initialEntries={[path]}>
          {node}
          <Where />
        </MemoryRouter>
      </AssemblyContext.Provider>
    </ServicesContext.Provider>,
  );
}
