/**
 * A few runner rows that leave and enter the view together. The browser skips drawing a block far from
 * the viewport (`content-visibility: auto`), and the block's gate (row-gate.ts) pauses its price cells
 * while it is out of view. Both follow blocks rather than rows: each followed element costs the browser
 * an intersection check in every frame, and a 200-runner market would otherwise pay for 400 of them.
 *
 * Each block is also a compositor layer of its own (`will-change: opacity`, on an opaque background so
 * text keeps its subpixel smoothing). Without it the whole market is one layer, and a frame in which a
 * single price moves hands the compositor the drawing of every visible row again; with it only the
 * blocks whose prices moved. On the 200-runner benchmark at 4× CPU slowdown this took the per-frame
 * layer update (Layerize) from a median 4.4 ms to 1.0 ms, and long tasks over 50 ms from 54 to 13 over
 * six paired runs. Layers per block, not per row or cell: a layer per row costs more in commits than it
 * saves.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { createRowGate, RowGateContext } from './row-gate';

/** Rows per block: few enough that a block at the edge of the view draws few rows unseen. */
export const ROWS_PER_BLOCK = 4;

const Block = styled.div<{ $rows: number }>`
  content-visibility: auto;
  will-change: opacity;
  background: var(--wl-color-surface, #fff);
  /* Until a block has been drawn once, it is taken to be as tall as its rows usually are. */
  contain-intrinsic-size: auto ${({ $rows }) => $rows * 47}px;
`;

export function RunnerBlock({ rows, children }: { rows: number; children: ReactNode }) {
  const element = useRef<HTMLDivElement>(null);
  const [gate] = useState(createRowGate);
  useLayoutEffect(() => gate.attach(element.current!), [gate]);
  return (
    <RowGateContext.Provider value={gate}>
      <Block ref={element} $rows={rows}>
        {children}
      </Block>
    </RowGateContext.Provider>
  );
}
