/** Shape of engine/generated/plugin-registry.ts, which `wl build` writes from plugins/<id>/plugin.json. */
import type { Plugin } from './define-plugin';

export interface PluginContract {
  id: string;
  title: string;
  description: string;
  segments: string[];
  slots: string[];
}

export interface RegistryEntry {
  contract: PluginContract;
  load: () => Promise<{ default: Plugin<any> }>;
}

export type PluginRegistry = Readonly<Record<string, RegistryEntry>>;
