/**
 * The feed as every process serves it: the events, their scores, and the markets (on the process's
 * market board). The process running the feed sends it frames (the markets that changed, with the
 * frame's number as their version, the markets that left, the events and scores when they changed);
 * a frame older than what is held changes nothing.
 */
import type { EventScore, FeedEvent } from './simulator';
import type { MarketBoard } from './market-board';
import type { MarketSnapshot } from './types';

/** What the API and sockets read of the feed: its events and their scores (markets are on the board). */
export interface FeedView {
  events(): FeedEvent[];
  event(id: string): FeedEvent | undefined;
  score(eventId: string): EventScore | null;
}

export interface FeedFrame {
  /** Frames are numbered in the order they were made, across every process that has run the feed. */
  seq: number;
  markets: MarketSnapshot[];
  removed: string[];
  /** Every event on the card, when any of them changed. */
  events?: FeedEvent[];
  /** Scores that changed, by event id. */
  scores?: Record<string, EventScore | null>;
}

export class FeedState implements FeedView {
  private eventList: FeedEvent[] = [];
  private byId = new Map<string, FeedEvent>();
  private readonly scores = new Map<string, EventScore | null>();
  private frameSeq = 0;
  private readonly waiters = new Set<() => void>();
  /** The markets on the board that came from the feed (a process may keep others: load tests, fixtures). */
  private readonly fromFeed = new Set<string>();

  constructor(readonly board: MarketBoard) {}

  /** Ids of the feed's markets this process holds. */
  marketIds(): string[] {
    return [...this.fromFeed];
  }

  /** The number of the last frame applied (0: none yet). */
  get seq(): number {
    return this.frameSeq;
  }

  events(): FeedEvent[] {
    return this.eventList;
  }

  event(id: string): FeedEvent | undefined {
    return this.byId.get(id);
  }

  score(eventId: string): EventScore | null {
    return this.scores.get(eventId) ?? null;
  }

  /** Applies a frame newer than the last; an older or repeated one is ignored. */
  apply(frame: FeedFrame): void {
    if (frame.seq <= this.frameSeq) return;
    this.frameSeq = frame.seq;
    if (frame.events) {
      this.eventList = frame.events;
      this.byId = new Map(frame.events.map((event) => [event.id, event]));
      for (const id of this.scores.keys()) if (!this.byId.has(id)) this.scores.delete(id);
    }
    for (const [id, score] of Object.entries(frame.scores ?? {})) this.scores.set(id, score);
    for (const market of frame.markets) {
      this.fromFeed.add(market.id);
      this.board.apply(market);
    }
    for (const id of frame.removed) {
      this.fromFeed.delete(id);
      this.board.remove(id);
    }
    for (const wake of this.waiters) wake();
    this.waiters.clear();
  }

  /** Resolves once a frame has been applied, or after `ms`. */
  ready(ms: number): Promise<void> {
    if (this.frameSeq > 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiters.add(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
