/**
 * Attempt counters by key (an account's login name, a client address, a phone number), shared by every
 * process on the database. Each attempt is claimed before the work it guards (a password check, an OTP
 * sent): the check and the count are one statement, so attempts arriving together cannot all pass a
 * check that none of them has counted yet. Rules with a lock-out lock the key when the last allowed
 * attempt of a window is spent, each lock-out twice as long as the one before.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ThrottleRule {
  /** Attempts allowed in one window. */
  limit: number;
  /** The window starts with its first attempt. */
  windowMs: number;
  /** The first lock-out once the limit is spent (each next one twice as long, up to maxLockMs); 0: none, the key waits for its window to end. */
  lockMs: number;
  maxLockMs: number;
}

export type Claim = { ok: true; attempt: number } | { ok: false; retryAt: number };

/** Lock-outs older than this no longer lengthen the next one. */
const LOCKOUTS_FORGOTTEN_AFTER_MS = 24 * 3_600_000;

/** Counts one attempt under `key` when the rule allows it; otherwise says when the key may try again. */
export async function claimAttempt(db: Kysely<Database>, key: string, rule: ThrottleRule, now: number): Promise<Claim> {
  const windowOver = sql<boolean>`throttles.window_start <= ${now - rule.windowMs}`;
  const claimed = await db
    .insertInto('throttles')
    .values({ key, attempts: 1, window_start: now, locked_until: 0, lockouts: 0 })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          attempts: sql<number>`CASE WHEN ${windowOver} THEN 1 ELSE throttles.attempts + 1 END`,
          window_start: sql<number>`CASE WHEN ${windowOver} THEN ${now} ELSE throttles.window_start END`,
        })
        .where(sql<boolean>`throttles.locked_until <= ${now} AND (${windowOver} OR throttles.attempts < ${rule.limit})`),
    )
    .returning('attempts')
    .executeTakeFirst();
  if (claimed) return { ok: true, attempt: Number(claimed.attempts) };
  const row = await db.selectFrom('throttles').select(['window_start', 'locked_until']).where('key', '=', key).executeTakeFirst();
  const lockedUntil = Number(row?.locked_until ?? 0);
  return { ok: false, retryAt: Math.max(lockedUntil > now ? lockedUntil : Number(row?.window_start ?? now) + rule.windowMs, now + 1000) };
}

/**
 * After a failed attempt (or, for rules that count every use, after any): the attempt that spent the
 * window's limit locks the key. Only one attempt of a window holds that number, so one lock is set.
 */
export async function lockIfSpent(db: Kysely<Database>, key: string, rule: ThrottleRule, claim: { attempt: number }, now: number): Promise<void> {
  if (rule.lockMs <= 0 || claim.attempt < rule.limit) return;
  const row = await db.selectFrom('throttles').select(['locked_until', 'lockouts']).where('key', '=', key).executeTakeFirst();
  if (!row) return;
  const lastLock = Number(row.locked_until);
  const earlier = lastLock > 0 && lastLock < now - LOCKOUTS_FORGOTTEN_AFTER_MS ? 0 : Number(row.lockouts);
  const lockMs = Math.min(rule.lockMs * 2 ** Math.min(earlier, 20), rule.maxLockMs);
  await db
    .updateTable('throttles')
    .set({ locked_until: now + lockMs, lockouts: earlier + 1, attempts: 0, window_start: now })
    .where('key', '=', key)
    .where('lockouts', '=', row.lockouts)
    .execute();
}

/** Gives a successful attempt back, so only failures use up the limit (per-address login counts). */
export async function forgiveAttempt(db: Kysely<Database>, key: string): Promise<void> {
  await db.updateTable('throttles').set({ attempts: sql<number>`attempts - 1` }).where('key', '=', key).where('attempts', '>', 0).execute();
}

/** Forgets the key's attempts and lock-outs (an account's, after a correct password). */
export async function clearThrottle(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('throttles').where('key', '=', key).execute();
}

/** 'in 15 minutes', 'in 1 minute', 'in 2 hours': when a refused key may try again. */
export function tryAgainIn(retryAt: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((retryAt - now) / 60_000));
  if (minutes < 120) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}
