/**
 * The grid's windowing maths: how many columns fit, how tall a row is and which rows are on screen,
 * so only those are in the DOM however many games the lobby has.
 */

export interface GridGeometry {
  columns: number;
  tileWidth: number;
  tileHeight: number;
  /** A row's height with the gap below it. */
  rowStride: number;
}

export interface GridSizing {
  /** The narrowest a tile may be. */
  minTileWidth: number;
  gap: number;
  /** Thumbnail height over width. */
  aspect: number;
  /** The name line under the thumbnail. */
  captionHeight: number;
}

export function gridGeometry(width: number, sizing: GridSizing): GridGeometry {
  const { minTileWidth, gap, aspect, captionHeight } = sizing;
  const columns = Math.max(1, Math.floor((Math.max(0, width) + gap) / (minTileWidth + gap)));
  const tileWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  const tileHeight = Math.round(tileWidth * aspect) + captionHeight;
  return { columns, tileWidth, tileHeight, rowStride: tileHeight + gap };
}

export interface RowWindow {
  /** First row drawn. */
  first: number;
  /** One past the last row drawn. */
  end: number;
}

/**
 * Rows that meet the viewport, plus `overscan` rows either side. `gridTop` is the grid's top relative
 * to the viewport's top (negative once scrolled past).
 */
export function visibleRows(gridTop: number, viewportHeight: number, rowStride: number, rowCount: number, overscan = 2): RowWindow {
  if (rowCount <= 0 || rowStride <= 0) return { first: 0, end: 0 };
  const firstSeen = Math.floor(-gridTop / rowStride);
  const lastSeen = Math.floor((viewportHeight - gridTop) / rowStride);
  const first = Math.min(rowCount, Math.max(0, firstSeen - overscan));
  const end = Math.max(first, Math.min(rowCount, lastSeen + 1 + overscan));
  return { first, end };
}

export function rowCount(items: number, columns: number): number {
  return columns > 0 ? Math.ceil(items / columns) : 0;
}

/** The grid's full height: every row and the gaps between them. */
export function gridHeight(rows: number, geometry: GridGeometry): number {
  return rows > 0 ? rows * geometry.rowStride - (geometry.rowStride - geometry.tileHeight) : 0;
}
