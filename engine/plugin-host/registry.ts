/** Shape of engine/generated/plugin-registry.ts, which `wl build` writes from plugins/<id>/plugin.json. */
import type { RuntimeContract } from '../../domain/manifest/plugin-contract';
import type { Plugin } from './define-plugin';

export interface RegistryEntry {
  contract: RuntimeContract;
  load: () => Promise<{ default: Plugin<any> }>;
}

export type PluginRegistry = Readonly<Record<string, RegistryEntry>>;
