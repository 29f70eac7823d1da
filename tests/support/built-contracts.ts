/** The contract of every plugin of this build, as its chunk carries it (loading each plugin's code). */
import type { RuntimeContract } from '../../domain/manifest/plugin-contract';
import { pluginRegistry } from '../../engine/generated/plugin-registry';

export const BUILT_CONTRACTS: Readonly<Record<string, RuntimeContract>> = Object.fromEntries(
  await Promise.all(Object.entries(pluginRegistry).map(async ([id, load]) => [id, (await load()).contract] as const)),
);
