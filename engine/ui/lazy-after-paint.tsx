/**
 * A component whose code is fetched only once the app has painted (the idle service's
 * afterFirstRender), so a plugin's index chunk carries just this wrapper and nothing of it weighs on
 * the first render. Until it arrives `Placeholder` is drawn: give one that takes the final size where
 * the component would otherwise move content; none is needed for what floats or ends a column.
 */
import { lazy, Suspense, useContext, useEffect, useState, type ComponentType } from 'react';
import { ServicesContext } from '../boot/services-context';

export function lazyAfterPaint<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Placeholder: ComponentType<P> | null = null,
): ComponentType<P> {
  const Component = lazy(load);
  let painted = false;
  return function LazyAfterPaint(props: P) {
    const services = useContext(ServicesContext);
    const [ready, setReady] = useState(painted);
    useEffect(() => {
      if (ready) return;
      let mounted = true;
      const show = () => {
        painted = true;
        if (mounted) setReady(true);
      };
      // Without the engine's services (a component test) there is no first render to wait for.
      if (services) services.idle.afterFirstRender(show);
      else show();
      return () => {
        mounted = false;
      };
    }, [ready, services]);
    const fallback = Placeholder ? <Placeholder {...props} /> : null;
    if (!ready) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  };
}
