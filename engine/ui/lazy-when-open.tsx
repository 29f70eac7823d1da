/** A host that loads a dialog's code only once it is first opened, and draws it while open. */
import { lazy, Suspense, type ComponentType } from 'react';

export function lazyWhenOpen(load: () => Promise<{ default: ComponentType }>, useOpen: () => boolean): ComponentType {
  const Dialog = lazy(load);
  return function LazyWhenOpen() {
    if (!useOpen()) return null;
    return (
      <Suspense fallback={null}>
        <Dialog />
      </Suspense>
    );
  };
}
