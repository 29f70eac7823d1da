import { useSyncExternalStore } from 'react';
import { WIDE_BREAKPOINT_PX } from '../state/engine-store';

const QUERY = `(min-width: ${WIDE_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isWide(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : window.innerWidth >= WIDE_BREAKPOINT_PX;
}

/** True at 1024 px and wider, the spec's wide breakpoint. */
export function useWide(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
