/**
 * The layout table (spec section 2, Layout): the first path segment picks header name, top padding,
 * header mode and sidebars. The engine has rows for its own pages (engine-layout.json: home, the
 * default page, account and policy pages); each enabled plugin brings the rows
 * of its pages (plugin.json), fields it leaves out taken from the default row; a brand's rows replace
 * either for the same segment. Unknown segments use the default row.
 */
import { matchPath } from 'react-router-dom';
import engineLayout from './engine-layout.json';
import type { BrandManifest, LayoutRow } from '../../domain/manifest/types';
import type { RouteParams } from '../plugin-host/define-plugin';

export interface LayoutTable {
  default: LayoutRow;
  rows: Readonly<Record<string, LayoutRow>>;
}

export const ENGINE_LAYOUT_TABLE: LayoutTable = { default: engineLayout.default as LayoutRow, rows: engineLayout.rows as Record<string, LayoutRow> };

export function layoutTableFor(manifest: Pick<BrandManifest, 'layout'>, pluginRows: Readonly<Record<string, Partial<LayoutRow>>> = {}): LayoutTable {
  const fallback = manifest.layout.default ?? ENGINE_LAYOUT_TABLE.default;
  const plugins = Object.fromEntries(Object.entries(pluginRows).map(([segment, row]) => [segment, { ...fallback, ...row }]));
  return { default: fallback, rows: { ...ENGINE_LAYOUT_TABLE.rows, ...plugins, ...manifest.layout.rows } };
}

export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((s) => s.length > 0);
}

export interface ResolvedLayout {
  segment: string;
  row: LayoutRow;
  known: boolean;
}

export function resolveLayout(pathname: string, table: LayoutTable): ResolvedLayout {
  const segment = pathSegments(pathname)[0] ?? '';
  const row = Object.prototype.hasOwnProperty.call(table.rows, segment) ? table.rows[segment] : undefined;
  return row ? { segment, row, known: true } : { segment, row: table.default, known: false };
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A route that may name the page from its path (a sport's name, a competition's). */
export interface TitledRoute {
  path: string;
  title?: (params: RouteParams) => string;
}

/**
 * Header title: the matching route's own title, from its decoded path parameters, where it gives one
 * and it is not empty; otherwise the layout row's header name.
 */
export function headerTitle(pathname: string, row: LayoutRow, routes: readonly TitledRoute[] = []): string {
  for (const route of routes) {
    if (!route.title) continue;
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    const params = Object.fromEntries(Object.entries(match.params).map(([key, value]) => [key, value === undefined ? undefined : decode(value)]));
    const title = route.title(params).trim();
    if (title) return title;
  }
  return row.headerName ?? '';
}
