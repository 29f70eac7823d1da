/**
 * What the running plugins add to the frame straight from their contracts (plugin.json), no code of
 * theirs needed: the layout rows of their pages, their menu entries and their account-panel links, with
 * the brand's own rows and menu entries over them.
 */
import { firstSegment, routeEnabled, type AccountLink, type RuntimeContract } from '../../domain/manifest/plugin-contract';
import type { BrandManifest, LayoutRow, MenuEntry } from '../../domain/manifest/types';
import { ENGINE_LAYOUT_TABLE, layoutTableFor, type LayoutTable } from '../router/layout-table';
import { mergeMenu } from '../shell/merge-menu';

/** First path segments of the engine's own pages; no plugin route may start with one. */
export const ENGINE_SEGMENTS: ReadonlySet<string> = new Set([...Object.keys(ENGINE_LAYOUT_TABLE.rows), 'ReferBy']);

export interface ContractSurface {
  layout: LayoutTable;
  menu: MenuEntry[];
  accountLinks: AccountLink[];
}

/**
 * `contracts` in setup order. A segment's row comes from the first plugin with a page there (a route
 * without a row gives the default row's fields); a later plugin's route there is refused by assembly.
 */
export function contractSurface(manifest: Pick<BrandManifest, 'layout' | 'menu'> & Partial<Pick<BrandManifest, 'flags'>>, contracts: readonly RuntimeContract[]): ContractSurface {
  const rows: Record<string, Partial<LayoutRow>> = {};
  const owners = new Map<string, string>();
  for (const contract of contracts) {
    for (const route of contract.routes.filter((each) => routeEnabled(each, manifest.flags))) {
      const segment = firstSegment(route.path);
      if (ENGINE_SEGMENTS.has(segment) || (owners.get(segment) ?? contract.id) !== contract.id) continue;
      owners.set(segment, contract.id);
      rows[segment] = route.layout ?? rows[segment] ?? {};
    }
  }
  return {
    layout: layoutTableFor(manifest, rows),
    menu: mergeMenu(contracts.flatMap((contract) => contract.menu), manifest.menu),
    accountLinks: contracts.flatMap((contract) => contract.accountLinks),
  };
}
