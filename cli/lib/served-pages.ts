/**
 * The pages a brand can link to: the engine's own (one a row of engine/router/engine-layout.json) and
 * the routes of each plugin's contract. Links in a brand's menu and in plugins' contracts must lead to
 * one of them, served by the engine or by a plugin enabled beside the link.
 */
import { routeEnabled, type PluginContract } from '../../domain/manifest/plugin-contract';
import type { BrandFlags } from '../../domain/manifest/types';
import { routeServes } from '../../domain/manifest/route-match';

export interface ServedPage {
  pattern: string;
  /** The plugin that serves it, or null for the engine. */
  plugin: string | null;
  /** The brand flag the page needs (plugin.json requiresFlag). */
  requiresFlag?: keyof BrandFlags;
}

export function servedPages(engineSegments: readonly string[], plugins: ReadonlyArray<{ id: string; contract: Pick<PluginContract, 'routes'> }>): ServedPage[] {
  return [
    ...engineSegments.map((segment) => ({ pattern: `/${segment}`, plugin: null })),
    ...plugins.flatMap(({ id, contract }) => contract.routes.map((route) => ({ pattern: route.path, plugin: id, ...(route.requiresFlag ? { requiresFlag: route.requiresFlag } : {}) }))),
  ];
}

/** The pages that serve `path`, and whether one of them is the engine's or an enabled plugin's (with the brand flag it needs on, when `flags` are given). */
export function pagesServing(pages: readonly ServedPage[], path: string, enabled: (plugin: string) => boolean, flags?: Readonly<Partial<BrandFlags>>): { served: boolean; by: ServedPage[] } {
  const by = pages.filter((page) => routeServes(page.pattern, path));
  return { served: by.some((page) => page.plugin === null || (enabled(page.plugin) && routeEnabled(page, flags))), by };
}
