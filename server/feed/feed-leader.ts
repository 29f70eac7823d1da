/**
 * Runs the feed in the one process that holds the feed's lease: the seeded simulator on a board of its
 * own, its changes sent out as frames (feed-frames.ts), its position saved to the database every few
 * seconds. Taking over, it goes on from the saved position: it restores the simulator and catches up
 * to now without telling anyone, hands what happened meanwhile (results, withdrawals) to `reconcile`,
 * sends one frame with everything that differs from what the processes hold, and then ticks.
 *
 * A card left longer than MAX_REPLAY_MS (the sandbox was stopped) is not replayed: a new card starts
 * now, its events numbered after the old card's, and the old card's markets still open are given to
 * `abandon` (they are void: their events cannot be played any more).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MarketResult } from '../exchange/settlement';
import { loadOrCreateCard, replaceCard, saveSnapshot, type FeedCard } from './card-store';
import type { FramePublisher } from './feed-frames';
import type { FeedState } from './feed-state';
import { MarketBoard } from './market-board';
import type { RaceTiming } from './race-card';
import { FeedSimulator, type EventScore, type FeedSnapshot, type SimulatorOptions } from './simulator';
import type { MarketSnapshot } from './types';

/** Longest stretch replayed when the feed is taken over or restarted; a longer stop starts a new card. */
export const MAX_REPLAY_MS = 10 * 60_000;
const SNAPSHOT_EVERY_MS = 30_000;

export type Withdrawal = [marketId: string, runnerId: string, reductionFactor: number];

export interface FeedLeaderOptions {
  seed: number;
  /** When a new card starts (a card already stored keeps its own). */
  epoch?: number;
  ballMs: number;
  raceTiming?: Partial<RaceTiming>;
  tickMs?: number;
}

export interface FeedLeaderDeps {
  db: Kysely<Database>;
  /** What every process holds now (this one's copy): the first frame sends what differs from it. */
  state: FeedState;
  publisher: FramePublisher;
  now: () => number;
  log: (message: string) => void;
  onResult: (marketId: string, result: MarketResult) => void;
  onNonRunner: (marketId: string, runnerId: string, reductionFactor: number) => void;
  /** Results and withdrawals that happened while no process ran the feed; resolves once they are recorded. */
  reconcile: (results: Array<[string, MarketResult]>, withdrawals: Withdrawal[]) => Promise<void>;
  /** Markets of a card left behind, to be made void. */
  abandon: (marketIds: string[]) => Promise<void>;
}

const content = (market: Omit<MarketSnapshot, 'version'> & { version?: number }) => {
  const { version: _version, ...rest } = market;
  return JSON.stringify(rest);
};

function roundsOf(snapshot: FeedSnapshot): number[] {
  const rounds = Array.from({ length: snapshot.slots }, () => 0);
  for (const run of snapshot.running) rounds[run.slot] = run.round;
  return rounds;
}

export class FeedLeader {
  private readonly board = new MarketBoard();
  private simulator: FeedSimulator | null = null;
  private live = false;
  private readonly changed = new Set<string>();
  private published = new Set<string>();
  private lastEvents = '';
  private readonly lastScores = new Map<string, string>();
  private flushing: Promise<void> = Promise.resolve();
  private flushQueued = false;
  private timers: Array<ReturnType<typeof setInterval>> = [];

  constructor(
    private readonly deps: FeedLeaderDeps,
    private readonly options: FeedLeaderOptions,
  ) {}

  get feed(): FeedSimulator | null {
    return this.simulator;
  }

  async start(): Promise<void> {
    const { deps } = this;
    const now = deps.now();
    const card = await loadOrCreateCard(deps.db, { seed: this.options.seed, epoch: this.options.epoch ?? now, ballMs: this.options.ballMs });
    const results: Array<[string, MarketResult]> = [];
    const withdrawals: Withdrawal[] = [];
    const simulatorOptions: SimulatorOptions = {
      seed: card.seed,
      ballMs: card.ballMs,
      raceTiming: this.options.raceTiming,
      onResult: (id, result) => (this.live ? deps.onResult(id, result) : void results.push([id, result])),
      onNonRunner: (market, runner, factor) => (this.live ? deps.onNonRunner(market, runner, factor) : void withdrawals.push([market, runner, factor])),
    };
    this.simulator = await this.simulatorFor(card, simulatorOptions, now);
    this.simulator.catchUp(deps.now());
    await deps.reconcile(results, withdrawals);
    this.live = true;
    this.published = new Set(deps.state.marketIds());
    await this.sendDifferences();
    this.board.onChange((market) => {
      this.changed.add(market.id);
      this.scheduleFlush();
    });
    const tick = setInterval(() => {
      this.simulator?.tick(deps.now());
      this.scheduleFlush();
    }, this.options.tickMs ?? 250);
    const save = setInterval(() => void this.saveSnapshot(), SNAPSHOT_EVERY_MS);
    this.timers = [tick, save];
    for (const timer of this.timers) timer.unref();
    await this.saveSnapshot();
  }

  /** Stops ticking; what was sent stays sent, and the position is saved for the next holder. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    const wasLive = this.live;
    this.live = false;
    await this.flushing;
    if (wasLive) await this.saveSnapshot();
  }

  private async simulatorFor(card: FeedCard, options: SimulatorOptions, now: number): Promise<FeedSimulator> {
    const { snapshot } = card;
    if (snapshot && now - snapshot.at <= MAX_REPLAY_MS) return FeedSimulator.restore(this.board, options, snapshot);
    if (!snapshot) {
      const feed = new FeedSimulator(this.board, options);
      feed.start(card.epoch);
      return feed;
    }
    // Stopped too long to replay: a new card from now, after the old one's rounds; its open markets are void.
    this.deps.log(`feed: the card was left ${Math.round((now - snapshot.at) / 60_000)} minutes ago; a new card starts now and the old card's open markets are void`);
    await replaceCard(this.deps.db, { seed: card.seed, epoch: now, ballMs: card.ballMs });
    await this.deps.abandon(snapshot.markets.filter((m) => m.status !== 'CLOSED').map((m) => m.id));
    const feed = new FeedSimulator(this.board, options);
    feed.start(now, roundsOf(snapshot));
    return feed;
  }

  private async saveSnapshot(): Promise<void> {
    if (!this.simulator) return;
    await saveSnapshot(this.deps.db, this.simulator.snapshot()).catch((error: unknown) => this.deps.log(`feed: position not saved: ${String((error as Error)?.message ?? error)}`));
  }

  /** The first frame: every market that differs from what the processes hold, the ones they should drop, events and scores. */
  private async sendDifferences(): Promise<void> {
    const held = this.deps.state.board;
    for (const market of this.board.all()) {
      const theirs = held.market(market.id);
      if (!theirs || content(theirs) !== content(market)) this.changed.add(market.id);
    }
    this.lastEvents = '';
    this.lastScores.clear();
    await this.flush();
  }

  private scheduleFlush(): void {
    if (this.flushQueued || !this.live) return;
    this.flushQueued = true;
    setImmediate(() => {
      this.flushQueued = false;
      this.flushing = this.flushing.then(() => this.flush());
    });
  }

  /** Sends what changed since the last frame. */
  private async flush(): Promise<void> {
    const feed = this.simulator;
    if (!feed) return;
    const ids = [...this.changed];
    this.changed.clear();
    const markets = ids.map((id) => this.board.market(id)).filter((m): m is MarketSnapshot => m !== undefined).map(({ version: _version, ...market }) => market);
    const current = new Set(this.board.all().map((m) => m.id));
    const removed = [...this.published].filter((id) => !current.has(id));
    this.published = current;
    const events = feed.events();
    const eventsText = JSON.stringify(events);
    const scores: Record<string, EventScore | null> = {};
    for (const event of events) {
      const score = feed.score(event.id);
      const text = JSON.stringify(score);
      if (this.lastScores.get(event.id) !== text) {
        scores[event.id] = score;
        this.lastScores.set(event.id, text);
      }
    }
    const eventsChanged = eventsText !== this.lastEvents;
    if (!markets.length && !removed.length && !eventsChanged && !Object.keys(scores).length) return;
    this.lastEvents = eventsText;
    await this.deps.publisher
      .publish({ markets, removed, ...(eventsChanged ? { events: JSON.parse(eventsText) as typeof events } : {}), scores })
      .catch((error: unknown) => {
        // Not sent: sent again with the next frame.
        for (const id of ids) this.changed.add(id);
        for (const id of removed) this.published.add(id);
        this.lastEvents = '';
        this.lastScores.clear();
        this.deps.log(`feed: frame not sent: ${String((error as Error)?.message ?? error)}`);
      });
  }
}
