/**
 * Work that must not hold up the first render (fetching optional data, warming caches) waits here
 * until the app has painted and the browser is idle.
 */
export interface IdleService {
  afterFirstRender(task: () => void): void;
}

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number };

export function createIdleService(): IdleService & { release(): void } {
  let released = false;
  const queue: Array<() => void> = [];
  const run = (task: () => void) => {
    try {
      task();
    } catch (error) {
      console.error('A deferred task failed', error);
    }
  };
  return {
    afterFirstRender(task) {
      if (released) run(task);
      else queue.push(task);
    },
    /** Called by boot once the app is mounted: runs the queue after the next paint, when idle. */
    release: () => {
      if (released) return;
      released = true;
      const flush = () => queue.splice(0).forEach(run);
      const w = window as IdleWindow;
      requestAnimationFrame(() => (w.requestIdleCallback ? w.requestIdleCallback(flush, { timeout: 1500 }) : setTimeout(flush, 50)));
    },
  };
}
