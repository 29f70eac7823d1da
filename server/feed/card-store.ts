/**
 * The feed's card in the database: its seed, start and pace, and where the simulator last stood. The
 * first process to run the feed writes the card; every process after it, and every restart, goes on
 * with that card, so market ids are never given to two different markets.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FeedSnapshot } from './simulator';

export interface FeedCard {
  seed: number;
  epoch: number;
  ballMs: number;
  snapshot: FeedSnapshot | null;
}

/** The stored card, or `wanted` written as the card when there is none yet. */
export async function loadOrCreateCard(db: Kysely<Database>, wanted: Omit<FeedCard, 'snapshot'>): Promise<FeedCard> {
  await db.insertInto('feed_card').values({ id: 1, seed: wanted.seed, epoch: wanted.epoch, ball_ms: wanted.ballMs, snapshot: null, snapshot_at: null }).onConflict((oc) => oc.column('id').doNothing()).execute();
  const row = await db.selectFrom('feed_card').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return { seed: Number(row.seed), epoch: Number(row.epoch), ballMs: Number(row.ball_ms), snapshot: row.snapshot ? (JSON.parse(row.snapshot) as FeedSnapshot) : null };
}

export async function saveSnapshot(db: Kysely<Database>, snapshot: FeedSnapshot): Promise<void> {
  await db.updateTable('feed_card').set({ snapshot: JSON.stringify(snapshot), snapshot_at: snapshot.at }).where('id', '=', 1).execute();
}

/** A new card starting at `epoch` (after a long stop), its snapshot to come. */
export async function replaceCard(db: Kysely<Database>, card: Omit<FeedCard, 'snapshot'>): Promise<void> {
  await db.updateTable('feed_card').set({ seed: card.seed, epoch: card.epoch, ball_ms: card.ballMs, snapshot: null, snapshot_at: null }).where('id', '=', 1).execute();
}
