/**
 * Whether a row of prices is being drawn at all. Rows use `content-visibility: auto`, so the browser skips
 * the ones far outside the viewport and says so with `contentvisibilityautostatechange`. The price cells
 * of a skipped row stop following their prices, and catch up (with the latest price, unflashed) when the
 * row comes near the viewport again: on a long market most price changes then cost nothing at all.
 * Without the event (older browsers, tests) every row counts as drawn.
 */
import { createContext } from 'react';

export interface RowGate {
  readonly skipped: boolean;
  /** Calls `listener` with the new state whenever the row starts or stops being skipped. */
  onChange(listener: (skipped: boolean) => void): () => void;
}

export interface RowGateHandle extends RowGate {
  /** Follows `row`'s skipped state; returns the function that stops following. */
  attach(row: HTMLElement): () => void;
}

export const RowGateContext = createContext<RowGate | null>(null);

export function createRowGate(): RowGateHandle {
  let skipped = false;
  const listeners = new Set<(skipped: boolean) => void>();
  const onEvent = (event: Event) => {
    const next = (event as Event & { skipped?: boolean }).skipped === true;
    if (next === skipped) return;
    skipped = next;
    for (const listener of [...listeners]) listener(skipped);
  };
  return {
    get skipped() {
      return skipped;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    attach(row) {
      row.addEventListener('contentvisibilityautostatechange', onEvent);
      return () => row.removeEventListener('contentvisibilityautostatechange', onEvent);
    },
  };
}
