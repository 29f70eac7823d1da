/**
 * Runs the exchange around the feed. Every process holds the feed as the cluster shares it (FeedState,
 * its markets on the process's board), tells its own sockets what moved, and settles closed markets
 * (settlement-queue.ts). The process holding the feed's lease also runs the feed (feed-leader.ts):
 * it records each result in the database as it comes, applies withdrawals, and matches waiting orders
 * when prices move. Another process takes the feed over within seconds when that one dies.
 */
import { orderEvents, type OrderEvents } from './api/order-events';
import { orderWire } from './api/wire';
import type { Coordination, LeaseHandlers } from './cluster/coordination';
import { recordClose } from './exchange/market-close';
import { withdrawRunner } from './exchange/non-runner';
import { matchWaitingOrders } from './exchange/orders';
import { closeMarket, type MarketResult } from './exchange/settlement';
import { startSettlementQueue } from './exchange/settlement-queue';
import { followRedisFeed, localPublisher, redisPublisher, type FramePublisher } from './feed/feed-frames';
import { FeedLeader, type Withdrawal } from './feed/feed-leader';
import { FeedState, type FeedView } from './feed/feed-state';
import type { RaceTiming } from './feed/race-card';
import { REAL_BALL_MS, type FeedSimulator } from './feed/simulator';
import { createMarketConflator, DEFAULT_CONFLATE_MS, type MarketConflator } from './realtime/market-conflation';
import { marketDelta } from './realtime/market-delta';
import type { Realtime } from './realtime/sockets';
import type { Sandbox } from './sandbox';
import { openMarketsWith, waitingMarkets } from './exchange/open-markets';
import { logger } from './log';

export interface RuntimeOptions {
  seed?: number;
  ballMs?: number;
  tickMs?: number;
  /** When a new card starts; a card already in the database keeps its own. */
  epoch?: number;
  /** Longest a market's price changes wait to go out together (0 sends each change on its own); DEFAULT_CONFLATE_MS by default. */
  conflateMs?: number;
  /** Race timing (tests run races minutes apart in seconds). */
  raceTiming?: Partial<RaceTiming>;
}

export interface ExchangeRuntime {
  feed: FeedView;
  orderEvents: OrderEvents;
  attach(realtime: Realtime): void;
  /** The simulator, while this process runs the feed (tests). */
  simulator(): FeedSimulator | null;
  /** Resolves when queued settlements and matches are done (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** How long a new process waits for the feed before it serves (it has one at once unless no process runs it yet). */
const FEED_READY_MS = 15_000;

/** What the runtime's parts share as it runs. */
interface RuntimeShared {
  log: (message: string) => void;
  /** The sockets, once the server attaches them; until then nobody is told. */
  realtime: Realtime | null;
  /** The feed, while this process holds its lease. */
  leader: FeedLeader | null;
  stopped: boolean;
  /** Markets with orders waiting for a price, known while this process runs the feed. */
  waiting: Set<string>;
  jobs: JobQueue;
}

interface JobQueue {
  enqueue(work: () => Promise<void>): Promise<void>;
  /** The last job queued, to wait for. */
  readonly tail: Promise<void>;
}

/** Jobs one after another, so two never change the same orders at once; a failed job is logged and the next runs. */
function createJobQueue(log: (message: string) => void): JobQueue {
  let queue: Promise<void> = Promise.resolve();
  return {
    enqueue(work) {
      queue = queue.then(work).catch((error: unknown) => log(`exchange job failed: ${String((error as Error)?.stack ?? error)}`));
      return queue;
    },
    get tail() {
      return queue;
    },
  };
}

export async function startExchangeRuntime(sandbox: Sandbox, coordination: Coordination, options: RuntimeOptions = {}): Promise<ExchangeRuntime> {
  const log = (message: string) => logger.error(message);
  const shared: RuntimeShared = { log, realtime: null, leader: null, stopped: false, waiting: new Set(), jobs: createJobQueue(log) };
  const state = new FeedState(sandbox.board);
  const { bus } = coordination;
  const closing = marketClosing(sandbox, shared);

  // Waiting orders are matched by the process running the feed, whichever process took them.
  const stopHearingWaiting = await bus.subscribe('waiting-market', (marketId: string) => shared.leader && shared.waiting.add(marketId));
  const conflator = watchBoard(sandbox, shared, options.conflateMs ?? DEFAULT_CONFLATE_MS);

  const stopFollowing = coordination.redis ? await followRedisFeed(state, bus, coordination.redis.client, coordination.redis.prefix, log) : async () => {};
  const publisher = coordination.redis ? redisPublisher(coordination.redis.client, coordination.redis.prefix) : localPublisher(state);
  const feedLease = coordination.lease('feed', feedLeaseHandlers(sandbox, shared, closing, { state, publisher, options }));
  await state.ready(FEED_READY_MS);

  return {
    feed: state,
    orderEvents: orderEvents(
      (room, event, payload, exceptSocket) => {
        if (!shared.realtime) return;
        if (exceptSocket) shared.realtime.emitExcept(room, exceptSocket, event, payload);
        else shared.realtime.main.to(room).emit(event, payload());
      },
      (marketId) => void bus.publish('waiting-market', marketId).catch(() => {}),
    ),
    attach(next) {
      shared.realtime = next;
    },
    simulator: () => shared.leader?.feed ?? null,
    idle: async () => {
      let seen: Promise<void>;
      do {
        seen = shared.jobs.tail;
        await seen;
        await Promise.all(closing.closes);
        await closing.settlements.drain();
      } while (seen !== shared.jobs.tail || closing.closes.size > 0);
    },
    stop: async () => {
      shared.stopped = true;
      await feedLease.release();
      await stopHearingWaiting();
      await stopFollowing();
      await closing.settlements.stop();
      conflator.close();
    },
  } satisfies ExchangeRuntime;
}

type MarketClosing = ReturnType<typeof marketClosing>;

/** Results and withdrawals: recorded, settled through the queue, and told to the players they touch. */
function marketClosing(sandbox: Sandbox, shared: RuntimeShared) {
  const { log } = shared;
  const settlements = startSettlementQueue(sandbox.exchange, {
    log,
    onSettled: (marketId, outcome) => {
      shared.waiting.delete(marketId);
      for (const [userId, pnl] of outcome.byUser) {
        shared.realtime?.emitToPlayer(userId, 'market-settled', { marketId, result: outcome.result, pnl: pnl / 100, orders: outcome.orders.filter((o) => o.user_id === userId).map(orderWire) });
      }
    },
  });
  const closes = new Set<Promise<void>>();
  // The result is recorded in the database before anything else; until it is, it is tried again.
  const settle = (marketId: string, result: MarketResult) => {
    const closing = recordClose(sandbox.exchange, marketId, result, log, () => shared.stopped).then(() => settlements.poke());
    closes.add(closing);
    void closing.finally(() => closes.delete(closing));
    return closing;
  };
  const withdraw = (marketId: string, runnerId: string, reductionFactor: number) =>
    shared.jobs.enqueue(async () => {
      const changed = await withdrawRunner(sandbox.exchange, marketId, runnerId, reductionFactor);
      for (const order of changed) shared.realtime?.emitToPlayer(order.user_id, 'order-update', { orders: [orderWire(order)] });
    });

  /** What happened while no process ran the feed: recorded for the markets anyone could have bet on. */
  const reconcile = async (results: Array<[string, MarketResult]>, withdrawals: Withdrawal[]) => {
    const involved = await openMarketsWith(sandbox.database.db, [...new Set([...results.map(([id]) => id), ...withdrawals.map(([id]) => id)])]);
    const matters = (id: string) => involved.has(id) || sandbox.board.market(id) !== undefined;
    for (const [marketId, runnerId, factor] of withdrawals) if (involved.has(marketId)) await withdraw(marketId, runnerId, factor);
    await Promise.all(results.filter(([id]) => matters(id)).map(([id, result]) => settle(id, result)));
  };

  return { settlements, closes, settle, withdraw, reconcile };
}

/**
 * Every change on the board: its delta goes to the sockets watching the market, conflated; and where
 * this process runs the feed, an open market with waiting orders has them matched (once per burst of changes).
 */
function watchBoard(sandbox: Sandbox, shared: RuntimeShared, conflateMs: number): MarketConflator {
  const matchSoon = new Set<string>();
  const conflator = createMarketConflator((marketId, eventId, payload) => shared.realtime?.emitToMarket(marketId, eventId, payload), conflateMs);
  sandbox.board.onChange((market, previous) => {
    if (shared.realtime) {
      const delta = marketDelta(market, previous);
      if (delta) conflator.push(market.id, market.eventId, delta);
    }
    if (shared.leader && shared.waiting.has(market.id) && market.status === 'OPEN' && !matchSoon.has(market.id)) {
      matchSoon.add(market.id);
      void shared.jobs.enqueue(async () => {
        matchSoon.delete(market.id);
        const changed = await matchWaitingOrders(sandbox.exchange, market.id);
        for (const order of changed) shared.realtime?.emitToPlayer(order.user_id, 'order-update', { orders: [orderWire(order)] });
      });
    }
  });
  return conflator;
}

/** What a feed leader is built from besides the exchange: the shared feed, where its frames go, and the simulation's settings. */
interface FeedLeaderParts {
  state: FeedState;
  publisher: FramePublisher;
  options: RuntimeOptions;
}

/** Running the feed while this process holds its lease, and stopping at once when the lease is lost. */
function feedLeaseHandlers(sandbox: Sandbox, shared: RuntimeShared, closing: MarketClosing, { state, publisher, options }: FeedLeaderParts): LeaseHandlers {
  return {
    held: async () => {
      const next = new FeedLeader(
        {
          db: sandbox.database.db,
          state,
          publisher,
          now: sandbox.now,
          log: shared.log,
          onResult: (id, result) => void closing.settle(id, result),
          onNonRunner: (marketId, runnerId, factor) => void closing.withdraw(marketId, runnerId, factor),
          reconcile: closing.reconcile,
          abandon: async (ids) => {
            await Promise.all(ids.map((id) => closeMarket(sandbox.exchange, id, { kind: 'void' })));
            closing.settlements.poke();
          },
        },
        { seed: options.seed ?? 20261122, epoch: options.epoch, ballMs: options.ballMs ?? REAL_BALL_MS, raceTiming: options.raceTiming, tickMs: options.tickMs },
      );
      for (const id of await waitingMarkets(sandbox.database.db)) shared.waiting.add(id);
      shared.leader = next;
      try {
        await next.start();
      } catch (error) {
        shared.leader = null;
        await next.stop();
        throw error;
      }
    },
    lost: async () => {
      const was = shared.leader;
      shared.leader = null;
      shared.waiting.clear();
      await was?.stop();
    },
  };
}
