/**
 * Data a page reads from the server, with its loading and failed states: `load` runs when `key`
 * changes and again on retry, and only the answer to the latest run counts (an older one arriving
 * late is dropped), so a page never shows what it asked for before. A null `load` (nothing to ask yet,
 * say a date range still being chosen) stays loading.
 */
import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

export function useLoaded<T>(key: string, load: (() => Promise<T>) | null, failure: (error: unknown) => string): [Loaded<T>, () => void] {
  const [run, setRun] = useState(0);
  const id = `${run}:${key}`;
  const [answer, setAnswer] = useState<{ id: string; loaded: Loaded<T> } | null>(null);
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (value) => current && setAnswer({ id, loaded: { state: 'ready', value } }),
      (error: unknown) => current && setAnswer({ id, loaded: { state: 'error', message: failure(error) } }),
    );
    return () => {
      current = false;
    };
    // `id` names what load reads; load and failure are fresh closures each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  const retry = useCallback(() => setRun((n) => n + 1), []);
  return [answer?.id === id ? answer.loaded : { state: 'loading' }, retry];
}
