/**
 * Settles closed markets until none is left, in every process. A closed market waits in the database
 * (markets.status = 'closed'), so a settlement that failed, or whose process died, is done by a later
 * pass here or in whichever process is alive. A pass claims a market by moving its next attempt past
 * the claim's length (a conditional update, so one process claims it); a claimant that dies leaves it
 * due again when the claim runs out. Each market still settles once: settleClosedMarket settles only a
 * market still closed.
 */
import { sql } from 'kysely';
import type { ExchangeDeps } from './orders';
import { settleClosedMarket, type SettlementOutcome } from './settlement';

export interface SettlementQueueOptions {
  /** Told of each market settled here, to tell its players. */
  onSettled: (marketId: string, outcome: SettlementOutcome) => void;
  log: (message: string) => void;
  /** How often a process looks for due markets without being told of one. */
  pollMs?: number;
  /** How long a claimed market is left to its claimant. */
  claimMs?: number;
  /** Markets claimed in one pass. */
  batch?: number;
}

export interface SettlementQueue {
  /** A market was closed here: look now rather than at the next poll. */
  poke(): void;
  /** Resolves once a pass finds nothing due (tests). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** After the n-th failure a market waits 1 s, 2 s, 4 s … up to a minute, give or take a fifth. */
export function failureBackoffMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(60_000, 1000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

type QueueDeps = Pick<ExchangeDeps, 'db' | 'dialect' | 'now'>;

async function dueMarkets(deps: QueueDeps, limit: number): Promise<Array<{ id: string; next_attempt_at: number | null }>> {
  return deps.db.selectFrom('markets').select(['id', 'next_attempt_at']).where('status', '=', 'closed').where('next_attempt_at', '<=', deps.now()).orderBy('next_attempt_at').limit(limit).execute();
}

/** True when this process now holds the market for `claimMs`. */
async function claim(deps: QueueDeps, market: { id: string; next_attempt_at: number | null }, claimMs: number): Promise<boolean> {
  const claimed = await deps.db
    .updateTable('markets')
    .set({ next_attempt_at: deps.now() + claimMs })
    .where('id', '=', market.id)
    .where('status', '=', 'closed')
    .where('next_attempt_at', '=', market.next_attempt_at)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

async function recordFailure(deps: QueueDeps, marketId: string, error: unknown): Promise<number> {
  const row = await deps.db
    .updateTable('markets')
    .set({ attempts: sql`attempts + 1`, last_error: String((error as Error)?.message ?? error).slice(0, 500) })
    .where('id', '=', marketId)
    .where('status', '=', 'closed')
    .returning('attempts')
    .executeTakeFirst();
  const failures = Number(row?.attempts ?? 1);
  await deps.db.updateTable('markets').set({ next_attempt_at: deps.now() + failureBackoffMs(failures) }).where('id', '=', marketId).where('status', '=', 'closed').execute();
  return failures;
}

export function startSettlementQueue(deps: QueueDeps, options: SettlementQueueOptions): SettlementQueue {
  const { pollMs = 1000, claimMs = 10_000, batch = 20 } = options;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const settleOne = async (market: { id: string; next_attempt_at: number | null }) => {
    if (!(await claim(deps, market, claimMs))) return;
    try {
      const outcome = await settleClosedMarket(deps, market.id);
      if (outcome.settled) options.onSettled(market.id, outcome);
    } catch (error) {
      const failures = await recordFailure(deps, market.id, error).catch(() => Number.NaN);
      options.log(`settlement of ${market.id} failed (attempt ${failures}), to be tried again: ${String((error as Error)?.message ?? error)}`);
    }
  };

  /** One pass: settles what is due, one market at a time; returns how many were due. */
  const pass = async (): Promise<number> => {
    const due = await dueMarkets(deps, batch);
    for (const market of due) {
      if (stopped) break;
      await settleOne(market);
    }
    return due.length;
  };

  const run = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      for (;;) {
        again = false;
        const found = await pass().catch((error: unknown) => {
          options.log(`settlement pass failed: ${String((error as Error)?.message ?? error)}`);
          return 0;
        });
        if (stopped || !(again || found >= batch)) return found;
      }
    })().finally(() => (running = null));
    return running;
  };

  const timer = setInterval(() => void run(), pollMs);
  timer.unref();
  return {
    poke: () => void run(),
    drain: async () => {
      while (!stopped && (running || (await dueMarkets(deps, 1)).length > 0)) await (running ?? run());
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
