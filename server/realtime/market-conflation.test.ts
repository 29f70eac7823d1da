import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMarketConflator, createWaitingDelta, type Payload } from './market-conflation';

const runner = (id: string, price: number) => ({ selectionId: id, back: [{ price, size: 10 }], lay: [] });

describe('market delta conflation', () => {
  afterEach(() => vi.useRealTimers());

  const merged = (...payloads: Payload[]) => {
    const delta = createWaitingDelta(payloads[0]!);
    for (const payload of payloads.slice(1)) delta.add(payload);
    return delta.payload();
  };

  it('merges deltas: latest prices per runner in first-seen order, latest status, version and line', () => {
    expect(
      merged(
        { marketId: 'm', version: 2, ts: 1, status: 'OPEN', runners: [runner('a', 1.5), runner('b', 2)], noLine: 10, yesLine: 11 },
        { marketId: 'm', version: 3, ts: 2, status: 'SUSPENDED', runners: [runner('c', 3), runner('a', 1.6)], noLine: 12, yesLine: 13 },
        { marketId: 'm', version: 4, ts: 3, runners: [runner('b', 2.1)] },
      ),
    ).toEqual({ marketId: 'm', version: 4, ts: 3, status: 'SUSPENDED', runners: [runner('a', 1.6), runner('b', 2.1), runner('c', 3)], noLine: 12, yesLine: 13 });
  });

  it('keeps a waiting full market full, with later runner changes in it; a later full market replaces it', () => {
    const full = { marketId: 'm', full: true, marketName: 'Match Odds', version: 1, runners: [runner('a', 1.5), runner('b', 2)] };
    expect(merged(full, { marketId: 'm', version: 2, runners: [runner('b', 2.2)] })).toEqual({ ...full, version: 2, runners: [runner('a', 1.5), runner('b', 2.2)] });
    const fresh = { marketId: 'm', full: true, version: 5, runners: [runner('z', 9)] };
    expect(merged({ marketId: 'm', version: 4, status: 'SUSPENDED', runners: [runner('a', 1)] }, fresh)).toEqual(fresh);
  });

  it('sends a change to a quiet market at the end of the turn, then at most one message per market per window', async () => {
    vi.useFakeTimers();
    const sent: Array<[string, unknown]> = [];
    const conflator = createMarketConflator((marketId, _eventId, payload) => sent.push([marketId, payload]), 50);
    conflator.push('m1', 'e', { marketId: 'm1', version: 1, runners: [runner('a', 1.5)] });
    conflator.push('m2', 'e', { marketId: 'm2', version: 1, runners: [runner('a', 4)] });
    expect(sent).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(sent.map(([id]) => id)).toEqual(['m1', 'm2']);

    // A storm: 10 changes of m1 within the next 50 ms go out once, when the window ends, with the latest prices.
    for (let i = 2; i <= 11; i += 1) conflator.push('m1', 'e', { marketId: 'm1', version: i, runners: [runner(i % 2 ? 'a' : 'b', i)] });
    await vi.advanceTimersByTimeAsync(49);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toEqual(['m1', { marketId: 'm1', version: 11, runners: [runner('b', 10), runner('a', 11)] }]);
    conflator.close();
  });

  it('sends each change on its own with a window of 0', () => {
    const sent: unknown[] = [];
    const conflator = createMarketConflator((_m, _e, payload) => sent.push(payload), 0);
    conflator.push('m1', 'e', { version: 1 });
    conflator.push('m1', 'e', { version: 2 });
    expect(sent).toEqual([{ version: 1 }, { version: 2 }]);
  });
});
