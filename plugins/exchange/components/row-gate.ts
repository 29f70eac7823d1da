/**
 * Whether a block of price rows is in view. The price cells of a block out of view stop following their
 * prices, and catch up (with the latest price, unflashed) when it comes near the viewport again: on a
 * long market most price changes then cost nothing at all, neither script nor paint. One
 * IntersectionObserver follows every block with a margin of half a row, so a row scrolled into view is
 * already up to date. (The browser's own `content-visibility: auto` margin, half a screen each way,
 * would keep about twice as many rows drawing as can be seen.) Without IntersectionObserver (older
 * browsers, tests) every block counts as in view.
 */
import { createContext } from 'react';

export interface RowGate {
  /** The block is out of view: its cells need not follow their prices. */
  readonly skipped: boolean;
  /** Calls `listener` with the new state whenever the block leaves or comes back into view. */
  onChange(listener: (skipped: boolean) => void): () => void;
}

export interface RowGateHandle extends RowGate {
  /** Follows `block`'s visibility; returns the function that stops following. */
  attach(block: HTMLElement): () => void;
}

export const RowGateContext = createContext<RowGate | null>(null);

/** How far outside the viewport a block still counts as in view. */
export const ROW_GATE_MARGIN = '24px 0px';

const inViewHandlers = new WeakMap<Element, (inView: boolean) => void>();
let observer: IntersectionObserver | null = null;

function observe(block: HTMLElement, handler: (inView: boolean) => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => {};
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) inViewHandlers.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: ROW_GATE_MARGIN },
  );
  inViewHandlers.set(block, handler);
  observer.observe(block);
  return () => {
    observer?.unobserve(block);
    inViewHandlers.delete(block);
  };
}

export function createRowGate(): RowGateHandle {
  let skipped = false;
  const listeners = new Set<(skipped: boolean) => void>();
  return {
    get skipped() {
      return skipped;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    attach(block) {
      return observe(block, (inView) => {
        if (skipped === !inView) return;
        skipped = !inView;
        for (const listener of [...listeners]) listener(skipped);
      });
    },
  };
}
