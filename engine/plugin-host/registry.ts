/** Shape of engine/generated/plugin-registry.ts, which `wl build` writes from plugins/<id>/plugin.json. */
import type { RuntimeContract } from '../../domain/manifest/plugin-contract';
import type { AnyPlugin } from './define-plugin';

export interface RegistryEntry {
  contract: RuntimeContract;
  load: () => Promise<{ default: AnyPlugin }>;
}

export type PluginRegistry = Readonly<Record<string, RegistryEntry>>;
