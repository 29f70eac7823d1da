/** Which markets have bets still open: what a feed taking over must record results for, and match. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { OPEN_STATUSES, WAITING_STATUSES } from './exposure';

/** Of `ids`, the markets with an open order (read in chunks: a long catch-up can bring thousands). */
export async function openMarketsWith(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db.selectFrom('orders').select('market_id').where('market_id', 'in', ids.slice(i, i + 500)).where('status', 'in', [...OPEN_STATUSES]).distinct().execute();
    for (const row of rows) found.add(row.market_id);
  }
  return found;
}

/** Markets with an order waiting (unmatched or partly matched) to be matched when prices move. */
export async function waitingMarkets(db: Kysely<Database>): Promise<string[]> {
  return (await db.selectFrom('orders').select('market_id').where('status', 'in', [...WAITING_STATUSES]).distinct().execute()).map((row) => row.market_id);
}
