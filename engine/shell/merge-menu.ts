import type { MenuEntry } from '../../domain/manifest/types';

/**
 * The brand's menu: the enabled plugins' entries first (in the order the brand lists its plugins), then
 * the brand's own. A brand entry with a plugin entry's id replaces that entry and takes the brand's place,
 * so a brand can relabel, move or (with no placements) hide what a plugin adds.
 */
export function mergeMenu(pluginEntries: readonly MenuEntry[], brandEntries: readonly MenuEntry[]): MenuEntry[] {
  const brandIds = new Set(brandEntries.map((entry) => entry.id));
  return [...pluginEntries.filter((entry) => !brandIds.has(entry.id)), ...brandEntries];
}
