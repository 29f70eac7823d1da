/** Shape of engine/generated/plugin-registry.ts, which `wl build` writes from plugins/<id>/plugin.json. */
import type { PluginContract } from '../../domain/manifest/plugin-contract';
import type { Plugin } from './define-plugin';

export type { PluginContract };

export interface RegistryEntry {
  contract: PluginContract;
  load: () => Promise<{ default: Plugin<any> }>;
}

export type PluginRegistry = Readonly<Record<string, RegistryEntry>>;
