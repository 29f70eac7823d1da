/**
 * Responsible gambling on the server: a daily loss limit and self-exclusion. Lowering a limit (or
 * setting one) applies at once; raising or removing it waits 24 hours, so a player cannot lift it in
 * the heat of a losing day. A day runs from midnight India time.
 */
import type { UsersTable } from '../db/schema';

export const LIMIT_COOLING_OFF_MS = 24 * 3_600_000;
export const SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180] as const;
const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export type LimitFields = Pick<UsersTable, 'daily_loss_limit' | 'daily_loss_limit_next' | 'daily_loss_limit_next_at'>;

export function indiaDayStart(now: number): number {
  return Math.floor((now + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS;
}

/** The limit in force now, in paise; null for none. */
export function effectiveLossLimit(user: LimitFields, now: number): number | null {
  if (user.daily_loss_limit_next_at !== null && Number(user.daily_loss_limit_next_at) <= now) {
    const next = Number(user.daily_loss_limit_next ?? 0);
    return next > 0 ? next : null;
  }
  return user.daily_loss_limit === null ? null : Number(user.daily_loss_limit);
}

export interface LimitChange {
  daily_loss_limit: number | null;
  daily_loss_limit_next: number | null;
  daily_loss_limit_next_at: number | null;
}

/** What to store when a player asks for `requested` paise (null: no limit). */
export function changeLossLimit(user: LimitFields, requested: number | null, now: number): LimitChange {
  const current = effectiveLossLimit(user, now);
  const tighter = requested !== null && (current === null || requested <= current);
  if (tighter) return { daily_loss_limit: requested, daily_loss_limit_next: null, daily_loss_limit_next_at: null };
  return { daily_loss_limit: current, daily_loss_limit_next: requested ?? 0, daily_loss_limit_next_at: now + LIMIT_COOLING_OFF_MS };
}
