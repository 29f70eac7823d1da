/** A slot contribution whose code loads on first draw, so the boot bundle carries only this wrapper. */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { SlotComponent, SlotProps } from '../../engine/plugin-api';

export function lazySection<P extends object = SlotProps>(load: () => Promise<{ default: ComponentType<P> }>, fallback: ReactNode = null): ComponentType<P> {
  const Section = lazy(load);
  return function LazySection(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Section {...props} />
      </Suspense>
    );
  };
}

export type { SlotComponent };
