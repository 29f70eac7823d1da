/**
 * A player's daily loss limit and self-exclusion, read and set; the exchange and the casino wallet enforce
 * both on every bet. Today's loss counts exchange settlements and casino stakes, wins and returns.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { changeLossLimit, effectiveLossLimit, indiaDayStart, SELF_EXCLUSION_DAYS } from '../accounts/loss-limit';
import { lossToday } from '../accounts/loss-today';
import type { UsersTable } from '../db/schema';
import type { Sandbox } from '../sandbox';
import { requireOwnAccount } from './auth-guard';
import { toPaise, toRupees } from './wire';

export function responsibleGamblingRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const db = sandbox.database.db;

  const settings = async (user: UsersTable) => {
    const now = sandbox.now();
    const lost = await lossToday(db, user.id, indiaDayStart(now));
    const limit = effectiveLossLimit(user, now);
    const pending = user.daily_loss_limit_next_at !== null && Number(user.daily_loss_limit_next_at) > now;
    return {
      dailyLossLimit: limit === null ? null : toRupees(limit),
      pendingDailyLossLimit: pending ? (Number(user.daily_loss_limit_next) > 0 ? toRupees(Number(user.daily_loss_limit_next)) : null) : undefined,
      pendingFrom: pending ? new Date(Number(user.daily_loss_limit_next_at)).toISOString() : undefined,
      lossToday: toRupees(lost),
      selfExcludedUntil: user.self_excluded_until && Number(user.self_excluded_until) > now ? new Date(Number(user.self_excluded_until)).toISOString() : null,
      selfExclusionDays: SELF_EXCLUSION_DAYS,
    };
  };

  const own = (request: FastifyRequest, reply: FastifyReply) => requireOwnAccount(sandbox, request, reply, 'You can only change your own limits.');

  app.get('/account/:memberCode/responsible-gambling', async (request, reply) => {
    const player = await own(request, reply);
    return player ? { success: true, result: await settings(player.user) } : reply;
  });

  app.post('/account/:memberCode/responsible-gambling', async (request, reply) => {
    const player = await own(request, reply);
    if (!player) return reply;
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as { dailyLossLimit?: unknown; selfExcludeDays?: unknown };
    if (!('dailyLossLimit' in body) && !('selfExcludeDays' in body)) {
      return reply.code(400).send({ success: false, message: 'Send dailyLossLimit (rupees, or null for none) or selfExcludeDays.' });
    }
    const now = sandbox.now();
    const change: Partial<UsersTable> = {};
    if ('dailyLossLimit' in body) {
      const value = body.dailyLossLimit;
      if (value !== null && (typeof value !== 'number' || !Number.isInteger(value) || value < 100 || value > 1_00_00_000)) {
        return reply.code(400).send({ success: false, message: 'The daily loss limit must be a whole number of rupees from ₹100 to ₹1,00,00,000, or null for none.' });
      }
      Object.assign(change, changeLossLimit(player.user, value === null ? null : toPaise(value), now));
    }
    if ('selfExcludeDays' in body) {
      const days = body.selfExcludeDays;
      if (!SELF_EXCLUSION_DAYS.includes(days as (typeof SELF_EXCLUSION_DAYS)[number])) {
        return reply.code(400).send({ success: false, message: `selfExcludeDays must be one of ${SELF_EXCLUSION_DAYS.join(', ')}.` });
      }
      // A self-exclusion can be lengthened, never shortened.
      change.self_excluded_until = Math.max(Number(player.user.self_excluded_until ?? 0), now + Number(days) * 86_400_000);
    }
    await db.updateTable('users').set(change).where('id', '=', player.user.id).execute();
    sandbox.sessionEndings.userChanged(player.user.id);
    const user = await db.selectFrom('users').selectAll().where('id', '=', player.user.id).executeTakeFirstOrThrow();
    return { success: true, message: 'Your limits are saved.', result: await settings(user) };
  });
}
