/**
 * A database transaction run again when the database rolls it back for a retryable reason (deadlock,
 * serialization failure, lost connection, SQLite busy). The work must touch nothing but the
 * transaction, so running it twice is the same as running it once.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';
import { withRetry, type RetryPolicy } from './retry';

export function transact<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>, policy: Partial<RetryPolicy> = {}): Promise<T> {
  return withRetry(() => db.transaction().execute(work), policy);
}
