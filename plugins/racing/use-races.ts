/** A race type's list, read on mount and every `refreshSeconds` while a racing page shows it, and a clock ticking each second. */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Race, RaceType } from './racing-api';
import { loadRaces } from './race-actions';
import { racingState } from './state';

const watchers: Record<RaceType, { count: number; timer: ReturnType<typeof setInterval> | null }> = { horse: { count: 0, timer: null }, greyhound: { count: 0, timer: null } };

/** Shared by the page and the sidebar: one timer per race type however many show it. */
export function useRaces(type: RaceType): { races: readonly Race[] | null; error: string | null } {
  const snap = useSnapshot(racingState);
  const seconds = snap.options.refreshSeconds;
  useEffect(() => {
    const watch = watchers[type];
    watch.count += 1;
    if (watch.count === 1) {
      void loadRaces(type);
      watch.timer = setInterval(() => void loadRaces(type), seconds * 1000);
    }
    return () => {
      watch.count -= 1;
      if (watch.count === 0 && watch.timer) {
        clearInterval(watch.timer);
        watch.timer = null;
      }
    };
  }, [type, seconds]);
  return { races: snap.races[type] as readonly Race[] | null, error: snap.errors[type] };
}

/** Now, every second: countdowns follow the clock (spec: the clock ticks 1 s). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
