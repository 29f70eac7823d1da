/**
 * The player's P&L per runner of one market, handed from the one component that follows the market's
 * projection to the rows: each row hears only about its own figures, so prices moving (which re-run the
 * projection) re-render no row unless its figure changed.
 */
import { useCallback, useSyncExternalStore } from 'react';

export interface RunnerFigures {
  position?: number;
  withSlip?: number;
}

export interface FigureBoard {
  publish(position: Record<string, number> | null, withSlip: Record<string, number> | null): void;
  read(selectionId: string): RunnerFigures | undefined;
  subscribe(selectionId: string, listener: () => void): () => void;
}

export function createFigureBoard(): FigureBoard {
  const figures = new Map<string, RunnerFigures>();
  const listeners = new Map<string, Set<() => void>>();
  return {
    publish(position, withSlip) {
      const ids = new Set([...figures.keys(), ...Object.keys(position ?? {}), ...Object.keys(withSlip ?? {})]);
      for (const id of ids) {
        const next = { position: position?.[id], withSlip: withSlip?.[id] };
        const held = figures.get(id);
        if (held?.position === next.position && held?.withSlip === next.withSlip) continue;
        figures.set(id, next);
        for (const listener of listeners.get(id) ?? []) listener();
      }
    },
    read: (selectionId) => figures.get(selectionId),
    subscribe(selectionId, listener) {
      const set = listeners.get(selectionId) ?? new Set();
      set.add(listener);
      listeners.set(selectionId, set);
      return () => set.delete(listener);
    },
  };
}

export function useRunnerFigures(board: FigureBoard, selectionId: string): RunnerFigures | undefined {
  const subscribe = useCallback((listener: () => void) => board.subscribe(selectionId, listener), [board, selectionId]);
  const read = () => board.read(selectionId);
  return useSyncExternalStore(subscribe, read, read);
}
