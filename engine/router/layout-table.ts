/**
 * The layout table (spec section 2, Layout): the first path segment picks header name, top padding,
 * header mode and sidebars. A brand's rows replace the engine's row for the same segment; unknown
 * segments use the default row.
 */
import defaultLayout from './default-layout.json';
import type { BrandManifest, LayoutRow } from '../../domain/manifest/types';

export interface LayoutTable {
  default: LayoutRow;
  rows: Readonly<Record<string, LayoutRow>>;
}

export const DEFAULT_LAYOUT_TABLE = defaultLayout as LayoutTable;

/** Segments the spec's routes use, whether or not a brand enables the plugin that serves them. */
export const KNOWN_SEGMENTS: readonly string[] = Object.keys(DEFAULT_LAYOUT_TABLE.rows);

export function layoutTableFor(manifest: Pick<BrandManifest, 'layout'>): LayoutTable {
  return {
    default: manifest.layout.default ?? DEFAULT_LAYOUT_TABLE.default,
    rows: { ...DEFAULT_LAYOUT_TABLE.rows, ...manifest.layout.rows },
  };
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

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Header title: sport and competition pages show their decoded second segment; casino lobby pages are
 * named from their later segments with dashes as spaces (a provider path drops its first two and last
 * segments); every other page takes the row's header name.
 */
export function headerTitle(pathname: string, row: LayoutRow): string {
  const segments = pathSegments(pathname);
  const [first, second] = segments;
  if ((first === 'sports-page' || first === 'competition-detail-page') && second) return decode(second);
  if (first === 'casino-lobby' && segments.length > 1) {
    const named = second === 'provider' ? segments.slice(2, -1) : segments.slice(1);
    const title = named.map((s) => decode(s).replace(/-/g, ' ')).join(' ').trim();
    if (title) return title;
  }
  return row.headerName ?? '';
}
