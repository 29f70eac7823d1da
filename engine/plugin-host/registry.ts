/** Shape of engine/generated/plugin-registry.ts, which `wl build` writes from plugins/<id>/plugin.json. */
import type { RuntimeContract } from '../../domain/manifest/plugin-contract';
import type { AnyPlugin } from './define-plugin';

/** A built plugin as its chunk gives it: the definePlugin object, and its contract beside it. */
export interface BuiltPlugin {
  default: AnyPlugin;
  contract: RuntimeContract;
}

/** Each built plugin's chunk by plugin id, loaded only for brands that list it. */
export type PluginRegistry = Readonly<Record<string, () => Promise<BuiltPlugin>>>;
