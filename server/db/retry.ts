/**
 * Retryable database errors, and running work again when one happens. A deadlock or a serialization
 * failure means the database rolled the transaction back so that another could go on: doing it again
 * is the documented answer. A lost connection is retried too; every write here is keyed (bet slips,
 * wallet transaction ids, a market's state), so a transaction that did commit before the connection
 * dropped is found, not written twice.
 */
import { logger } from '../log';

/** PostgreSQL SQLSTATEs worth a second try: serialization failure, deadlock, and the server going away or not taking connections yet. */
const RETRYABLE_STATES = new Set(['40001', '40P01', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
/** Node's socket errors and SQLite's "another connection holds the lock". */
const RETRYABLE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);
/** node-postgres reports a dropped connection by message only. */
const LOST_CONNECTION = /^Connection terminated|connection terminated unexpectedly|Client has encountered a connection error/i;

export function isRetryableDatabaseError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (RETRYABLE_STATES.has(code) || RETRYABLE_CODES.has(code))) return true;
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}

/** What a player is told when the database stayed busy through every retry. */
export const BUSY_MESSAGE = 'We are busy right now and could not finish that. Please try again in a moment.';

/** Thrown when a retryable error outlasted every try: the caller tells the player to try again instead of failing. */
export class DatabaseBusy extends Error {
  constructor(override readonly cause: unknown) {
    super('The database stayed busy through every retry.');
  }
}

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The first wait; each later wait doubles, up to maxDelayMs, and is drawn at random from [0, that] ("full jitter"). */
  baseDelayMs: number;
  maxDelayMs: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  /** Told of each retry (logs). */
  onRetry?: (error: unknown, attempt: number) => void;
}

/** Retries so far in this process, by SQLSTATE or error code: what an operator watches, and what tests check stays at zero where no conflict is expected. */
export const retryCounts = new Map<string, number>();

let unlogged = 0;
let loggedAt = 0;

/** Counted, and logged at most once a second (with how many since the last line): contention must not flood the log. */
export function countRetry(error: unknown): void {
  const code = String((error as { code?: unknown })?.code ?? 'connection');
  retryCounts.set(code, (retryCounts.get(code) ?? 0) + 1);
  unlogged += 1;
  if (Date.now() - loggedAt < 1000) return;
  logger.warn(`database: ${unlogged} transaction${unlogged === 1 ? '' : 's'} rolled back and tried again (last: ${code} ${String((error as Error)?.message ?? '').slice(0, 120)})`);
  unlogged = 0;
  loggedAt = Date.now();
}

export function totalRetries(): number {
  let total = 0;
  for (const count of retryCounts.values()) total += count;
  return total;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 6,
  baseDelayMs: 5,
  maxDelayMs: 200,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/** The wait before retry `attempt` (1 for the first retry). */
export function retryDelay(policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs' | 'random'>, attempt: number): number {
  const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(policy.random() * (cap + 1));
}

/**
 * Runs `work` until it succeeds, fails with an error that is not retryable (thrown as it is), or has
 * failed `attempts` times with retryable ones (then DatabaseBusy).
 */
export async function withRetry<T>(work: () => Promise<T>, policy: Partial<RetryPolicy> = {}): Promise<T> {
  const settings = { ...DEFAULT_RETRY, ...policy };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isRetryableDatabaseError(error)) throw error;
      if (attempt >= settings.attempts) throw new DatabaseBusy(error);
      countRetry(error);
      settings.onRetry?.(error, attempt);
      await settings.sleep(retryDelay(settings, attempt));
    }
  }
}
