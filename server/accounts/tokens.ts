/**
 * JWT access tokens (HS256) with expiry. A token names its session (`sid`, the id of the session's first
 * token; tokens refreshed from it keep it) and the user's token version (`ver`), so logging out ends a
 * session with every token refreshed from it, and a password change or reset ends them all.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  role: string;
  /** Absent from tokens issued before sessions were named: such a token is its own session. */
  sid?: string;
  /** Absent from tokens issued before versions: version 0. */
  ver?: number;
}

export interface TokenSession {
  /** The session a refreshed token belongs to; a new session when absent. */
  sid?: string;
  /** The user's token version. */
  ver: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'missing' | 'malformed' | 'signature' | 'expired' };

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export class TokenIssuer {
  constructor(
    private readonly secret: string,
    readonly ttlSeconds: number,
  ) {}

  issue(userId: string, role: string, nowMs: number, session: TokenSession = { ver: 0 }): { token: string; claims: TokenClaims } {
    const iat = Math.floor(nowMs / 1000);
    const jti = randomUUID();
    const claims: TokenClaims = { sub: userId, jti, iat, exp: iat + this.ttlSeconds, role, sid: session.sid ?? jti, ver: session.ver };
    const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
    return { token: `${body}.${this.sign(body)}`, claims };
  }

  verify(token: string | undefined | null, nowMs: number): TokenCheck {
    if (!token) return { ok: false, reason: 'missing' };
    const parts = token.split('.');
    if (parts.length !== 3) return { ok: false, reason: 'malformed' };
    const [header, payload, signature] = parts as [string, string, string];
    const expected = Buffer.from(this.sign(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' };
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || typeof claims.jti !== 'string') return { ok: false, reason: 'malformed' };
    if ((claims.sid !== undefined && typeof claims.sid !== 'string') || (claims.ver !== undefined && !Number.isInteger(claims.ver))) return { ok: false, reason: 'malformed' };
    if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}
