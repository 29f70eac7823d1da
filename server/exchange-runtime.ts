/**
 * Runs the exchange: ticks the feed, settles markets as results arrive (one at a time, in order),
 * matches waiting orders when prices move, and tells players and market watchers what changed.
 */
import { orderEvents, type OrderEvents } from './api/order-events';
import { orderWire } from './api/wire';
import { matchWaitingOrders } from './exchange/orders';
import { withdrawRunner } from './exchange/non-runner';
import { recordClose } from './exchange/market-close';
import type { MarketResult } from './exchange/settlement';
import { startSettlementQueue } from './exchange/settlement-queue';
import type { RaceTiming } from './feed/race-card';
import { FeedSimulator } from './feed/simulator';
import { createMarketConflator, DEFAULT_CONFLATE_MS } from './realtime/market-conflation';
import { marketDelta } from './realtime/market-delta';
import type { Realtime } from './realtime/sockets';
import type { Sandbox } from './sandbox';

export interface RuntimeOptions {
  seed?: number;
  ballMs?: number;
  tickMs?: number;
  /** When the feed's card starts; processes sharing a database and Redis give the same epoch and seed. */
  epoch?: number;
  /** Whether this process pushes market deltas (one process per cluster should). */
  broadcast?: boolean;
  /** Longest a market's price changes wait to go out together (0 sends each change on its own); DEFAULT_CONFLATE_MS by default. */
  conflateMs?: number;
  /** Race timing (tests run races minutes apart in seconds). */
  raceTiming?: Partial<RaceTiming>;
  /** Load testing: moves the prices of market `stress.1` this many times a second. */
  stressUpdatesPerSecond?: number;
}

export interface ExchangeRuntime {
  feed: FeedSimulator;
  orderEvents: OrderEvents;
  attach(realtime: Realtime): void;
  /** Resolves when queued settlements and matches are done (tests). */
  idle(): Promise<void>;
  stop(): void;
}

/** A market whose prices change `perSecond` times a second, in bursts every 10 ms. */
function startPriceStorm(sandbox: Sandbox, perSecond: number): ReturnType<typeof setInterval> {
  const runners = ['A', 'B', 'C', 'D', 'E', 'F'].map((id) => ({ id: `stress-${id}`, name: `Runner ${id}`, back: [{ price: 200, size: 100_000 }], lay: [{ price: 202, size: 100_000 }] }));
  sandbox.board.put({ id: 'stress.1', name: 'Stress Odds', type: 'MATCH_ODDS', eventTypeId: '4', eventId: 'stress', eventName: 'Stress Test', competitionId: 'stress', competitionName: 'Stress', status: 'OPEN', runners });
  let n = 0;
  const perBurst = Math.max(1, Math.round(perSecond / 100));
  return setInterval(() => {
    for (let i = 0; i < perBurst; i += 1) {
      n += 1;
      sandbox.board.update('stress.1', (market) => {
        const runner = market.runners[n % market.runners.length]!;
        const price = 150 + (n % 50);
        runner.back = [{ price, size: 100_000 + n }];
        runner.lay = [{ price: price + 2, size: 100_000 + n }];
        return market;
      });
    }
  }, 10);
}

export async function startExchangeRuntime(sandbox: Sandbox, options: RuntimeOptions = {}): Promise<ExchangeRuntime> {
  let realtime: Realtime | null = null;
  let queue: Promise<void> = Promise.resolve();
  const log = (message: string) => console.error(message);
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => console.error('exchange job failed', error));
    return queue;
  };

  const waiting = new Set(
    (await sandbox.database.db.selectFrom('orders').select('market_id').where('status', 'in', ['UNMATCHED', 'PARTIAL']).distinct().execute()).map((r) => r.market_id),
  );
  const matchSoon = new Set<string>();

  const settlements = startSettlementQueue(sandbox.exchange, {
    log,
    onSettled: (marketId, outcome) => {
      waiting.delete(marketId);
      for (const [userId, pnl] of outcome.byUser) {
        realtime?.emitToPlayer(userId, 'market-settled', { marketId, result: outcome.result, pnl: pnl / 100, orders: outcome.orders.filter((o) => o.user_id === userId).map(orderWire) });
      }
    },
  });
  const closes = new Set<Promise<void>>();
  // The result is recorded in the database before anything else; until it is, it is tried again.
  const settle = (marketId: string, result: MarketResult) => {
    const closing = recordClose(sandbox.exchange, marketId, result, log).then(() => settlements.poke());
    closes.add(closing);
    void closing.finally(() => closes.delete(closing));
  };

  const conflator = createMarketConflator((marketId, eventId, payload) => realtime?.emitToMarket(marketId, eventId, payload), options.conflateMs ?? DEFAULT_CONFLATE_MS);
  const withdraw = (marketId: string, runnerId: string, reductionFactor: number) =>
    enqueue(async () => {
      const changed = await withdrawRunner(sandbox.exchange, marketId, runnerId, reductionFactor);
      for (const order of changed) realtime?.emitToPlayer(order.user_id, 'order-update', { orders: [orderWire(order)] });
    });
  const feed = new FeedSimulator(sandbox.board, {
    seed: options.seed ?? 20261122,
    ballMs: options.ballMs,
    raceTiming: options.raceTiming,
    onResult: (id, result) => void settle(id, result),
    onNonRunner: (marketId, runnerId, reductionFactor) => void withdraw(marketId, runnerId, reductionFactor),
  });

  sandbox.board.onChange((market, previous) => {
    if (realtime && options.broadcast !== false) {
      const delta = marketDelta(market, previous);
      if (delta) conflator.push(market.id, market.eventId, delta);
    }
    if (waiting.has(market.id) && market.status === 'OPEN' && !matchSoon.has(market.id)) {
      matchSoon.add(market.id);
      void enqueue(async () => {
        matchSoon.delete(market.id);
        const changed = await matchWaitingOrders(sandbox.exchange, market.id);
        for (const order of changed) realtime?.emitToPlayer(order.user_id, 'order-update', { orders: [orderWire(order)] });
      });
    }
  });

  feed.start(options.epoch ?? sandbox.now());
  feed.tick(sandbox.now());
  const timer = setInterval(() => feed.tick(sandbox.now()), options.tickMs ?? 250);
  timer.unref();
  const stress = options.stressUpdatesPerSecond ? startPriceStorm(sandbox, options.stressUpdatesPerSecond) : null;

  return {
    feed,
    orderEvents: orderEvents(
      (room, event, payload, exceptSocket) => {
        if (!realtime) return;
        if (exceptSocket) realtime.emitExcept(room, exceptSocket, event, payload);
        else realtime.main.to(room).emit(event, payload());
      },
      (marketId) => waiting.add(marketId),
    ),
    attach(next) {
      realtime = next;
    },
    idle: async () => {
      let seen: Promise<void>;
      do {
        seen = queue;
        await seen;
        await Promise.all(closes);
        await settlements.drain();
      } while (seen !== queue || closes.size > 0);
    },
    stop: () => {
      void settlements.stop();
      clearInterval(timer);
      if (stress) clearInterval(stress);
      conflator.close();
    },
  } satisfies ExchangeRuntime;
}
