/** Login, demo login, sign-up and password flows, shared by the HTTP routes and the socket events. */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { UsersTable } from '../db/schema';
import type { Sandbox } from '../sandbox';
import { endGameSessions } from '../casino-wallet/sessions';
import { consumeOtp, createOtp, OtpError } from './otp';
import { hashPassword, verifyPassword } from './passwords';
import { passwordProblem } from '../../domain/account/password-rules';
import { findPromotion } from './promotions';
import { claimAttempt, clearThrottle, forgiveAttempt, lockIfSpent, tryAgainIn, type ThrottleRule } from './throttle';
import { createUser, findUserByLogin, fund } from './users';

export class LoginError extends Error {}

/** Refused before any check, for too many attempts; `retryAt` says when the player may try again. */
export class ThrottledError extends LoginError {
  constructor(
    message: string,
    readonly retryAt: number,
  ) {
    super(message);
  }
}

export interface LoggedIn {
  user: UsersTable;
  token: string;
  /** The session the token opens. */
  sid: string;
  expiresAt: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Password logins: 5 wrong passwords for an account within 15 minutes lock it for 15 minutes, then 30,
 * 60 … up to a day (a correct password resets it); 50 wrong passwords from one address within 15
 * minutes lock the address the same way. Demo logins: 100 an hour from one address, then locked for
 * an hour, then two … up to a day.
 */
export const LOGIN_RULES: Readonly<Record<'account' | 'address' | 'demo', ThrottleRule>> = {
  account: { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, maxLockMs: 24 * HOUR },
  address: { limit: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, maxLockMs: 24 * HOUR },
  demo: { limit: 100, windowMs: HOUR, lockMs: HOUR, maxLockMs: 24 * HOUR },
};

async function issue(sandbox: Sandbox, user: UsersTable): Promise<LoggedIn> {
  const now = sandbox.now();
  // Read and moved in one statement, so two logins at once cannot both keep the same previous one.
  const moved = await sandbox.database.db
    .updateTable('users')
    .set((eb) => ({ previous_login_at: eb.ref('last_login_at'), last_login_at: now }))
    .where('id', '=', user.id)
    .returning('previous_login_at')
    .executeTakeFirst();
  const { token, claims } = sandbox.tokens.issue(user.id, user.role, now, { ver: Number(user.token_version) });
  return { user: { ...user, previous_login_at: moved?.previous_login_at ?? null, last_login_at: now }, token, sid: claims.sid ?? claims.jti, expiresAt: claims.exp * 1000 };
}

/** Checked when no account has the name, so an unknown name costs as long as a wrong password. */
let standInHash: Promise<string> | null = null;

const accountKey = (login: string) => `login-account:${login.trim().toLowerCase()}`;

/** Claims one attempt for the account; refused while it is locked out. */
async function claimAccountAttempt(sandbox: Sandbox, key: string) {
  const now = sandbox.now();
  const claim = await claimAttempt(sandbox.database.db, key, LOGIN_RULES.account, now);
  if (!claim.ok) throw new ThrottledError(`Too many failed login attempts. Please try again ${tryAgainIn(claim.retryAt, now)}.`, claim.retryAt);
  return claim;
}

export async function loginWithPassword(sandbox: Sandbox, login: string, password: string, clientAddress: string): Promise<LoggedIn> {
  const db = sandbox.database.db;
  const now = sandbox.now();
  // The account's attempt first: a burst at one account is mostly refused before it costs the address anything.
  const key = accountKey(login);
  const byAccount = await claimAccountAttempt(sandbox, key);
  const addressKey = `login-address:${clientAddress}`;
  const byAddress = await claimAttempt(db, addressKey, LOGIN_RULES.address, now);
  if (!byAddress.ok) {
    await forgiveAttempt(db, key);
    throw new ThrottledError(`Too many failed login attempts from this network. Please try again ${tryAgainIn(byAddress.retryAt, now)}.`, byAddress.retryAt);
  }
  const user = await findUserByLogin(db, login.trim());
  standInHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await verifyPassword(password, user?.password_hash ?? (await standInHash));
  if (!user || !matches) {
    await lockIfSpent(db, key, LOGIN_RULES.account, byAccount, now);
    await lockIfSpent(db, addressKey, LOGIN_RULES.address, byAddress, now);
    // The same message for an unknown user and a wrong password: no hint of which accounts exist.
    throw new LoginError('Invalid username or password.');
  }
  await clearThrottle(db, key);
  await forgiveAttempt(db, addressKey);
  if (user.status !== 'active') throw new LoginError('Your account is locked. Please contact support.');
  return issue(sandbox, user);
}

/** Uses up an OTP, turning its refusal into the login error the player sees. */
async function consumeOrRefuse(sandbox: Sandbox, orderId: string, phone: string, otp: string, purpose: string): Promise<void> {
  try {
    await consumeOtp(sandbox.database.db, orderId, phone, otp, purpose, sandbox.now());
  } catch (error) {
    if (error instanceof OtpError) throw new LoginError(error.message);
    throw error;
  }
}

export async function loginDemo(sandbox: Sandbox, siteUrl: string, clientAddress: string): Promise<LoggedIn> {
  const db = sandbox.database.db;
  const now = sandbox.now();
  const key = `demo-address:${clientAddress}`;
  const claim = await claimAttempt(db, key, LOGIN_RULES.demo, now);
  if (!claim.ok) throw new ThrottledError(`Too many demo logins from this network. Please try again ${tryAgainIn(claim.retryAt, now)}.`, claim.retryAt);
  await lockIfSpent(db, key, LOGIN_RULES.demo, claim, now);
  const suffix = randomBytes(4).toString('hex');
  // A demo account has no password (nothing to hash): it is opened only by the session issued now.
  const user = await createUser(db, { username: `demo-${suffix}`, phone: null, password: null, role: 'user', siteUrl, managerId: 'demo', isDemo: true }, now);
  await fund(db, user.id, sandbox.demoBalance, `demo:${user.id}`, 'Demo balance', now);
  return issue(sandbox, user);
}

export type OtpPurpose = 'signup' | 'login' | 'forgot';

/**
 * Sends an OTP and answers the same whether or not the number is registered, so the answer tells no
 * one which numbers have accounts: a sign-up for a registered number sends that number a message
 * instead of a code, and a login or reset for an unknown number sends nothing. Either way an order id
 * comes back whose code no answer matches.
 */
export async function requestOtp(sandbox: Sandbox, phone: string, purpose: OtpPurpose, clientAddress: string): Promise<string> {
  const db = sandbox.database.db;
  const registered = Boolean(await findUserByLogin(db, phone));
  const delivery =
    purpose === 'signup' && registered
      ? { kind: 'notice' as const, message: 'This mobile number is already registered. Please log in, or reset your password with Forgot Password. If you did not ask to sign up, ignore this message.' }
      : purpose !== 'signup' && !registered
        ? { kind: 'nothing' as const }
        : { kind: 'code' as const };
  return createOtp(db, sandbox.otp, phone, purpose, clientAddress, sandbox.now(), delivery);
}

export interface Registration {
  phone: string;
  password: string;
  fullname: string;
  otp: string;
  orderId: string;
  promoCode: string | null;
  siteUrl: string;
  managerId: string;
}

export async function register(sandbox: Sandbox, input: Registration): Promise<LoggedIn> {
  const problem = passwordProblem(input.password);
  if (problem) throw new LoginError(problem);
  if (input.promoCode && !findPromotion(input.promoCode)) throw new LoginError('This promo code is not valid.');
  const db = sandbox.database.db;
  // The code first: only someone holding the phone learns that it is registered.
  await consumeOrRefuse(sandbox, input.orderId, input.phone, input.otp, 'signup');
  if (await findUserByLogin(db, input.phone)) throw new LoginError('This mobile number is already registered. Please log in.');
  const user = await createUser(db, { username: input.phone, phone: input.phone, password: input.password, role: 'user', siteUrl: input.siteUrl, managerId: input.managerId, promoCode: input.promoCode }, sandbox.now());
  return issue(sandbox, user);
}

export async function loginWithOtp(sandbox: Sandbox, phone: string, otp: string, orderId: string): Promise<LoggedIn> {
  const db = sandbox.database.db;
  await consumeOrRefuse(sandbox, orderId, phone, otp, 'login');
  const user = await findUserByLogin(db, phone);
  if (!user) throw new LoginError('No account uses this mobile number. Please sign up.');
  if (user.status !== 'active') throw new LoginError('Your account is locked. Please contact support.');
  return issue(sandbox, user);
}

/** Sets a new password and raises the token version in one update: every token issued before stops working, and every open casino game. */
async function replacePassword(sandbox: Sandbox, userId: string, password: string): Promise<number> {
  const changed = await sandbox.database.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), token_version: sql<number>`token_version + 1` })
    .where('id', '=', userId)
    .returning('token_version')
    .executeTakeFirstOrThrow();
  sandbox.sessionEndings.userChanged(userId);
  await endGameSessions(sandbox.database.db, userId, sandbox.now());
  return Number(changed.token_version);
}

export async function resetPassword(sandbox: Sandbox, phone: string, otp: string, orderId: string, password: string): Promise<LoggedIn> {
  const problem = passwordProblem(password);
  if (problem) throw new LoginError(problem);
  const db = sandbox.database.db;
  await consumeOrRefuse(sandbox, orderId, phone, otp, 'forgot');
  const user = await findUserByLogin(db, phone);
  if (!user) throw new LoginError('No account uses this mobile number. Please sign up.');
  const version = await replacePassword(sandbox, user.id, password);
  sandbox.sessionEndings.ended({ userId: user.id, sid: null });
  // A reset proves the phone: the lock-out of the old password no longer stands in the way.
  await clearThrottle(db, accountKey(user.username));
  return issue(sandbox, { ...user, token_version: version });
}

/**
 * Checks the current password (counted as a login attempt would be), then sets the new one, ending every
 * session of the player. The caller tells `sessionEndings` once it has answered, so the answer reaches
 * the player before the logout does.
 */
export async function changePassword(sandbox: Sandbox, user: UsersTable, oldPassword: string, newPassword: string): Promise<void> {
  const key = accountKey(user.username);
  const claim = await claimAccountAttempt(sandbox, key);
  if (!(await verifyPassword(oldPassword, user.password_hash))) {
    await lockIfSpent(sandbox.database.db, key, LOGIN_RULES.account, claim, sandbox.now());
    throw new LoginError('Your current password is not correct.');
  }
  await clearThrottle(sandbox.database.db, key);
  const problem = passwordProblem(newPassword);
  if (problem) throw new LoginError(problem);
  if (oldPassword === newPassword) throw new LoginError('The new password must differ from the current one.');
  await replacePassword(sandbox, user.id, newPassword);
}

/**
 * Logout: ends the session the token belongs to, with every token refreshed from it (order replies carry
 * them), and the player's open casino games (game sessions are not tied to one login, so all of them).
 */
export async function endSession(sandbox: Sandbox, userId: string, sid: string): Promise<void> {
  // Revoked before any process is told: one that checks the token again after forgetting it finds it revoked.
  const expiresAt = sandbox.now() + sandbox.tokens.ttlSeconds * 1000;
  await sandbox.database.db.insertInto('revoked_tokens').values({ jti: sid, expires_at: expiresAt }).onConflict((oc) => oc.column('jti').doNothing()).execute();
  sandbox.sessionEndings.ended({ userId, sid });
  await endGameSessions(sandbox.database.db, userId, sandbox.now());
}
