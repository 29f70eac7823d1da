/** Bearer-token checks for routes and socket events: 401 for a missing, bad or expired token, 403 for a forbidden one. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UsersTable } from '../db/schema';
import type { Sandbox } from '../sandbox';

export const LOGIN_AGAIN = 'Please Login Again';

/** `sid`: the session the token belongs to (logout ends it with every token refreshed from it). */
export type Authenticated = { ok: true; user: UsersTable; jti: string; sid: string; exp: number } | { ok: false; status: 401 | 403; message: string };

/**
 * Recently checked tokens, so a burst of socket bets does not read the user and revocation rows each
 * time. Entries live 2 s; a logout, a password change or reset, or a change of the player's limits
 * drops them at once in every process (server/accounts/session-endings.ts).
 */
const recent = new Map<string, { at: number; result: Authenticated & { ok: true } }>();
const RECENT_MS = 2000;

export function forgetSession(sid: string): void {
  for (const [token, entry] of recent) if (entry.result.sid === sid) recent.delete(token);
}

export function forgetUser(userId: string): void {
  for (const [jti, entry] of recent) if (entry.result.user.id === userId) recent.delete(jti);
}

export async function authenticateToken(sandbox: Sandbox, token: string | undefined | null): Promise<Authenticated> {
  const now = sandbox.now();
  // A token seen moments ago was verified then: skip the signature check too.
  const seen = token ? recent.get(token) : undefined;
  if (seen && now - seen.at < RECENT_MS && seen.result.exp * 1000 > now) return seen.result;
  const check = sandbox.tokens.verify(token, now);
  if (!check.ok) return { ok: false, status: 401, message: check.reason === 'expired' ? 'Your session has expired. Please Login Again' : LOGIN_AGAIN };
  const db = sandbox.database.db;
  const { jti, sid = jti, ver = 0 } = check.claims;
  const [revoked, user] = await Promise.all([
    db.selectFrom('revoked_tokens').select('jti').where('jti', 'in', [jti, sid]).executeTakeFirst(),
    db.selectFrom('users').selectAll().where('id', '=', check.claims.sub).executeTakeFirst(),
  ]);
  if (revoked || !user || Number(user.token_version) !== ver) return { ok: false, status: 401, message: LOGIN_AGAIN };
  if (user.status !== 'active') return { ok: false, status: 403, message: 'Your account is locked. Please contact support.' };
  const result = { ok: true as const, user, jti, sid, exp: check.claims.exp };
  if (recent.size > 50_000) recent.clear();
  recent.set(token!, { at: now, result });
  return result;
}

/** A fresh token in the same session (order replies carry one): logging out of the session ends it too. */
export function refreshedToken(sandbox: Sandbox, player: Authenticated & { ok: true }): string {
  return sandbox.tokens.issue(player.user.id, player.user.role, sandbox.now(), { sid: player.sid, ver: Number(player.user.token_version) }).token;
}

export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
}

/** Resolves the player or answers 401/403 itself (then returns null). */
export async function requirePlayer(sandbox: Sandbox, request: FastifyRequest, reply: FastifyReply): Promise<Authenticated & { ok: true } | null> {
  const result = await authenticateToken(sandbox, bearer(request));
  if (result.ok) return result;
  await reply.code(result.status).send({ success: false, status: false, logout: true, message: result.message });
  return null;
}

/**
 * For /account/{memberCode}/… paths: the logged-in player, and only for their own member code
 * (403 with `forbidden` otherwise). Answers itself and returns null when refused.
 */
export async function requireOwnAccount(sandbox: Sandbox, request: FastifyRequest, reply: FastifyReply, forbidden: string): Promise<(Authenticated & { ok: true }) | null> {
  const player = await requirePlayer(sandbox, request, reply);
  if (!player) return null;
  if ((request.params as { memberCode?: string }).memberCode !== player.user.member_code) {
    await reply.code(403).send({ success: false, message: forbidden });
    return null;
  }
  return player;
}
