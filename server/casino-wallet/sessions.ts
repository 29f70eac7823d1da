/**
 * Game sessions: at launch the operator gives the provider a random game token that names the player,
 * the game and the table for a short while. Only its SHA-256 is stored, so a database read never
 * yields a usable token. A session ends when it expires or, earlier, when the player logs out or their
 * logins are revoked (`endGameSessions`).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CasinoSessionsTable, Database } from '../db/schema';

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function openGameSession(
  db: Kysely<Database>,
  session: { providerId: string; userId: string; gameId: string; tableId: string; now: number; ttlMs: number },
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = session.now + session.ttlMs;
  await db
    .insertInto('casino_sessions')
    .values({ token_hash: tokenHash(token), provider_id: session.providerId, user_id: session.userId, game_id: session.gameId, table_id: session.tableId, created_at: session.now, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

export function findGameSession(db: Kysely<Database>, providerId: string, token: string): Promise<CasinoSessionsTable | undefined> {
  return db.selectFrom('casino_sessions').selectAll().where('token_hash', '=', tokenHash(token)).where('provider_id', '=', providerId).executeTakeFirst();
}

/**
 * Ends every open game session of the player now (a logout or a password change): the provider's later
 * balance and debit calls with those tokens are refused as expired, while credits and rollbacks of rounds
 * already staked in still go through. Returns how many sessions it ended.
 */
export async function endGameSessions(db: Kysely<Database>, userId: string, now: number): Promise<number> {
  const ended = await db.updateTable('casino_sessions').set({ expires_at: now }).where('user_id', '=', userId).where('expires_at', '>', now).executeTakeFirst();
  return Number(ended.numUpdatedRows);
}
