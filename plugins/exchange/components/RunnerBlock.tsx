/**
 * A few runner rows that leave and enter the view together. The browser skips drawing a block far from
 * the viewport (`content-visibility: auto`), and the block's gate (row-gate.ts) pauses its price cells
 * while it is out of view. Both follow blocks rather than rows: each followed element costs the browser
 * an intersection check in every frame, and a 200-runner market would otherwise pay for 400 of them.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { createRowGate, RowGateContext } from './row-gate';

/** Rows per block: few enough that a block at the edge of the view draws few rows unseen. */
export const ROWS_PER_BLOCK = 4;

const Block = styled.div<{ $rows: number }>`
  content-visibility: auto;
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
