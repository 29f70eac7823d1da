/**
 * How the feed's frames reach the processes' FeedState. One process alone applies them in place. In a
 * cluster the process running the feed numbers each frame from a counter in Redis (so numbers keep
 * rising across whichever process runs it), stores the feed's state in Redis and publishes the frame,
 * in one transaction; every process follows the frames, having first loaded the stored state, and
 * loads it again when it sees it has missed a frame.
 */
import type { RedisClientType } from 'redis';
import type { Bus } from '../cluster/coordination';
import type { FeedFrame, FeedState } from './feed-state';
import type { EventScore, FeedEvent } from './simulator';
import type { MarketSnapshot } from './types';

export type FrameParts = Omit<FeedFrame, 'seq' | 'markets'> & { markets: Array<Omit<MarketSnapshot, 'version'>> };

export interface FramePublisher {
  publish(parts: FrameParts): Promise<void>;
}

const versioned = (parts: FrameParts, seq: number): FeedFrame => ({ ...parts, seq, markets: parts.markets.map((market) => ({ ...market, version: seq })) });

export function localPublisher(state: FeedState): FramePublisher {
  return { publish: async (parts) => state.apply(versioned(parts, state.seq + 1)) };
}

const FEED_CHANNEL = 'feed';
const keys = (prefix: string) => ({ seq: `${prefix}feed:seq`, stateSeq: `${prefix}feed:state-seq`, markets: `${prefix}feed:markets`, events: `${prefix}feed:events`, scores: `${prefix}feed:scores`, channel: `${prefix}${FEED_CHANNEL}` });

/** Frames go out one at a time, in the order of their numbers. */
export function redisPublisher(client: RedisClientType, prefix: string): FramePublisher {
  const k = keys(prefix);
  let chain: Promise<void> = Promise.resolve();
  const publishNow = async (parts: FrameParts) => {
    const frame = versioned(parts, Number(await client.incr(k.seq)));
    const multi = client.multi();
    if (frame.markets.length) multi.hSet(k.markets, Object.fromEntries(frame.markets.map((m) => [m.id, JSON.stringify(m)])));
    if (frame.removed.length) multi.hDel(k.markets, frame.removed);
    if (frame.events) multi.set(k.events, JSON.stringify(frame.events));
    if (frame.scores && Object.keys(frame.scores).length) multi.hSet(k.scores, Object.fromEntries(Object.entries(frame.scores).map(([id, score]) => [id, JSON.stringify(score)])));
    multi.set(k.stateSeq, String(frame.seq));
    multi.publish(k.channel, JSON.stringify(frame));
    await multi.exec();
  };
  return {
    publish(parts) {
      const next = chain.then(() => publishNow(parts));
      chain = next.catch(() => {});
      return next;
    },
  };
}

/** The whole stored state as one frame: what a process joining (or catching up) applies first. */
async function storedFrame(client: RedisClientType, prefix: string, held: readonly string[]): Promise<FeedFrame | null> {
  const k = keys(prefix);
  const [seq, markets, events, scores] = (await client.multi().get(k.stateSeq).hGetAll(k.markets).get(k.events).hGetAll(k.scores).exec()) as unknown as [string | null, Record<string, string>, string | null, Record<string, string>];
  if (!seq) return null;
  const parsed = Object.values(markets).map((text) => JSON.parse(text) as MarketSnapshot);
  const ids = new Set(parsed.map((m) => m.id));
  return {
    seq: Number(seq),
    markets: parsed,
    removed: held.filter((id) => !ids.has(id)),
    ...(events ? { events: JSON.parse(events) as FeedEvent[] } : {}),
    scores: Object.fromEntries(Object.entries(scores).map(([id, text]) => [id, JSON.parse(text) as EventScore | null])),
  };
}

/** Keeps `state` up with the cluster's feed; returns the function that stops following. */
export async function followRedisFeed(state: FeedState, bus: Bus, client: RedisClientType, prefix: string, log: (message: string) => void): Promise<() => Promise<void>> {
  let loading: Promise<void> | null = null;
  let buffered: FeedFrame[] | null = [];
  const load = () => {
    loading ??= (async () => {
      buffered ??= [];
      try {
        // Applied only if newer than what is held (FeedState ignores the rest).
        const stored = await storedFrame(client, prefix, state.marketIds());
        if (stored) state.apply(stored);
      } catch (error) {
        log(`feed: could not load the shared state: ${String((error as Error)?.message ?? error)}`);
      } finally {
        const waiting = buffered ?? [];
        buffered = null;
        loading = null;
        for (const frame of waiting) state.apply(frame);
      }
    })();
    return loading;
  };
  const stop = await bus.subscribe(FEED_CHANNEL, (frame: FeedFrame) => {
    if (buffered) return void buffered.push(frame);
    // A gap in the numbers: a frame was missed (a dropped connection), so the stored state is loaded again.
    if (state.seq > 0 && frame.seq > state.seq + 1) {
      buffered = [frame];
      void load();
      return;
    }
    state.apply(frame);
  });
  await load();
  return stop;
}
