/**
 * Conflates price deltas: a market's changes within one window go out as one `market-update` carrying
 * each changed runner once, with its latest prices, and the latest status, line and version. A change to
 * a quiet market goes out at the end of the current turn of the event loop (so the feed's tick, which
 * moves every market at once, costs no delay); while changes keep coming, each market sends at most one
 * message per window. A client gets every price as it stands at the end of each window, in far fewer
 * messages, which is what lets a phone keep up with thousands of changes a second. A window of 0 sends
 * every change on its own.
 */

/**
 * How long a moving market's changes wait at most, by default: the feed's own tick, so its regular
 * changes go out as soon as they are made, while a storm of changes costs a client at most four
 * messages a second (on the long-polling transport, four request round trips).
 */
export const DEFAULT_CONFLATE_MS = 250;

type Payload = Record<string, unknown>;
type Runner = { selectionId: unknown };

export interface MarketConflator {
  push(marketId: string, eventId: string, payload: Payload): void;
  /** Sends what is waiting now. */
  flush(): void;
  close(): void;
}

/** Later runners replace earlier ones by selectionId; runners not seen before are appended in order. */
function mergeRunners(earlier: unknown, later: unknown): unknown[] {
  const merged = Array.isArray(earlier) ? [...(earlier as Runner[])] : [];
  const at = new Map(merged.map((runner, i) => [runner.selectionId, i]));
  for (const runner of Array.isArray(later) ? (later as Runner[]) : []) {
    const index = at.get(runner.selectionId);
    if (index === undefined) {
      at.set(runner.selectionId, merged.length);
      merged.push(runner);
    } else merged[index] = runner;
  }
  return merged;
}

/** One payload saying what `earlier` then `later` said. A full market replaces whatever waited. */
export function mergeDeltas(earlier: Payload, later: Payload): Payload {
  if (later.full === true) return later;
  return { ...earlier, ...later, ...(earlier.full === true ? { full: true } : {}), runners: mergeRunners(earlier.runners, later.runners) };
}

export function createMarketConflator(send: (marketId: string, eventId: string, payload: Payload) => void, windowMs: number): MarketConflator {
  const waiting = new Map<string, { eventId: string; payload: Payload }>();
  let cancel: (() => void) | null = null;
  let lastFlush = -Infinity;

  const flush = () => {
    cancel = null;
    lastFlush = performance.now();
    const batch = [...waiting];
    waiting.clear();
    for (const [marketId, { eventId, payload }] of batch) send(marketId, eventId, payload);
  };

  return {
    push(marketId, eventId, payload) {
      if (windowMs <= 0) return send(marketId, eventId, payload);
      const held = waiting.get(marketId);
      waiting.set(marketId, { eventId, payload: held ? mergeDeltas(held.payload, payload) : payload });
      if (cancel) return;
      const wait = lastFlush + windowMs - performance.now();
      if (wait > 0) {
        const timeout = setTimeout(flush, wait);
        cancel = () => clearTimeout(timeout);
      } else {
        const immediate = setImmediate(flush);
        cancel = () => clearImmediate(immediate);
      }
    },
    flush() {
      cancel?.();
      flush();
    },
    close() {
      cancel?.();
      cancel = null;
      waiting.clear();
    },
  };
}
