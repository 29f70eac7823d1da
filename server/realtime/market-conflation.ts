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

export type Payload = Record<string, unknown>;
type Runner = { selectionId: unknown };

export interface MarketConflator {
  push(marketId: string, eventId: string, payload: Payload): void;
  /** Sends what is waiting now. */
  flush(): void;
  close(): void;
}

/**
 * What waits to be sent for one market: the latest of every field, and each changed runner once, with its
 * latest prices (later runners replace earlier ones by selectionId in their first-seen place; new ones are
 * appended). Adding a delta costs its own runners only, however many already wait. A full market
 * replaces whatever waited, and what is added to it keeps it full.
 */
export interface WaitingDelta {
  add(payload: Payload): void;
  payload(): Payload;
}

export function createWaitingDelta(first: Payload): WaitingDelta {
  let fields: Payload = {};
  let runners = new Map<unknown, unknown>();
  const add = (payload: Payload) => {
    const { runners: list, ...rest } = payload;
    if (payload.full === true) {
      fields = rest;
      runners = new Map();
    } else Object.assign(fields, rest, fields.full === true ? { full: true } : {});
    for (const runner of Array.isArray(list) ? (list as Runner[]) : []) runners.set(runner.selectionId, runner);
  };
  add(first);
  return { add, payload: () => ({ ...fields, runners: [...runners.values()] }) };
}

export function createMarketConflator(send: (marketId: string, eventId: string, payload: Payload) => void, windowMs: number): MarketConflator {
  const waiting = new Map<string, { eventId: string; delta: WaitingDelta }>();
  let cancel: (() => void) | null = null;
  let lastFlush = -Infinity;

  const flush = () => {
    cancel = null;
    lastFlush = performance.now();
    const batch = [...waiting];
    waiting.clear();
    for (const [marketId, { eventId, delta }] of batch) send(marketId, eventId, delta.payload());
  };

  return {
    push(marketId, eventId, payload) {
      if (windowMs <= 0) return send(marketId, eventId, payload);
      const held = waiting.get(marketId);
      if (held) {
        held.eventId = eventId;
        held.delta.add(payload);
      } else waiting.set(marketId, { eventId, delta: createWaitingDelta(payload) });
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
