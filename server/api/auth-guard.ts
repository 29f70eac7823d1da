/** Bearer-token checks for routes and socket events: 401 for a missing, bad or expired token, 403 for a forbidden one. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UsersTable } from '../db/schema';
import type { Sandbox } from '../sandbox';

export const LOGIN_AGAIN = 'Please Login Again';

export type Authenticated = { ok: true; user: UsersTable; jti: string; exp: number } | { ok: false; status: 401 | 403; message: string };

export async function authenticateToken(sandbox: Sandbox, token: string | undefined | null): Promise<Authenticated> {
  const check = sandbox.tokens.verify(token, sandbox.now());
  if (!check.ok) return { ok: false, status: 401, message: check.reason === 'expired' ? 'Your session has expired. Please Login Again' : LOGIN_AGAIN };
  const db = sandbox.database.db;
  const [revoked, user] = await Promise.all([
    db.selectFrom('revoked_tokens').select('jti').where('jti', '=', check.claims.jti).executeTakeFirst(),
    db.selectFrom('users').selectAll().where('id', '=', check.claims.sub).executeTakeFirst(),
  ]);
  if (revoked || !user) return { ok: false, status: 401, message: LOGIN_AGAIN };
  if (user.status !== 'active') return { ok: false, status: 403, message: 'Your account is locked. Please contact support.' };
  return { ok: true, user, jti: check.claims.jti, exp: check.claims.exp };
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
