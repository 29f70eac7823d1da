/** Login, demo login, sign-up and password flows, shared by the HTTP routes and the socket events. */
import { randomBytes } from 'node:crypto';
import type { UsersTable } from '../db/schema';
import type { Sandbox } from '../sandbox';
import { forgetToken } from '../api/auth-guard';
import { consumeOtp, OtpError } from './otp';
import { hashPassword, verifyPassword } from './passwords';
import { passwordProblem } from '../../domain/account/password-rules';
import { findPromotion } from './promotions';
import { createUser, findUserByLogin, fund } from './users';

export class LoginError extends Error {}

export interface LoggedIn {
  user: UsersTable;
  token: string;
  expiresAt: number;
}

async function issue(sandbox: Sandbox, user: UsersTable): Promise<LoggedIn> {
  const now = sandbox.now();
  await sandbox.database.db.updateTable('users').set({ last_login_at: now }).where('id', '=', user.id).execute();
  const { token, claims } = sandbox.tokens.issue(user.id, user.role, now);
  return { user: { ...user, last_login_at: now }, token, expiresAt: claims.exp * 1000 };
}

export async function loginWithPassword(sandbox: Sandbox, login: string, password: string): Promise<LoggedIn> {
  const user = await findUserByLogin(sandbox.database.db, login.trim());
  // The same message for an unknown user and a wrong password: no hint of which accounts exist.
  if (!user || !(await verifyPassword(password, user.password_hash))) throw new LoginError('Invalid username or password.');
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

export async function loginDemo(sandbox: Sandbox, siteUrl: string): Promise<LoggedIn> {
  const suffix = randomBytes(4).toString('hex');
  const now = sandbox.now();
  const user = await createUser(sandbox.database.db, { username: `demo-${suffix}`, phone: null, password: randomBytes(16).toString('hex'), role: 'user', siteUrl, managerId: 'demo', isDemo: true }, now);
  await fund(sandbox.database.db, user.id, sandbox.demoBalance, `demo:${user.id}`, 'Demo balance', now);
  return issue(sandbox, user);
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
  if (await findUserByLogin(db, input.phone)) throw new LoginError('This mobile number is already registered. Please log in.');
  await consumeOrRefuse(sandbox, input.orderId, input.phone, input.otp, 'signup');
  const user = await createUser(db, { username: input.phone, phone: input.phone, password: input.password, role: 'user', siteUrl: input.siteUrl, managerId: input.managerId }, sandbox.now());
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

export async function resetPassword(sandbox: Sandbox, phone: string, otp: string, orderId: string, password: string): Promise<LoggedIn> {
  const problem = passwordProblem(password);
  if (problem) throw new LoginError(problem);
  const db = sandbox.database.db;
  await consumeOrRefuse(sandbox, orderId, phone, otp, 'forgot');
  const user = await findUserByLogin(db, phone);
  if (!user) throw new LoginError('No account uses this mobile number. Please sign up.');
  await db.updateTable('users').set({ password_hash: await hashPassword(password) }).where('id', '=', user.id).execute();
  return issue(sandbox, user);
}

export async function changePassword(sandbox: Sandbox, user: UsersTable, oldPassword: string, newPassword: string): Promise<void> {
  if (!(await verifyPassword(oldPassword, user.password_hash))) throw new LoginError('Your current password is not correct.');
  const problem = passwordProblem(newPassword);
  if (problem) throw new LoginError(problem);
  if (oldPassword === newPassword) throw new LoginError('The new password must differ from the current one.');
  await sandbox.database.db.updateTable('users').set({ password_hash: await hashPassword(newPassword) }).where('id', '=', user.id).execute();
}

export async function revokeToken(sandbox: Sandbox, jti: string, exp: number): Promise<void> {
  forgetToken(jti);
  await sandbox.database.db.insertInto('revoked_tokens').values({ jti, expires_at: exp * 1000 }).onConflict((oc) => oc.column('jti').doNothing()).execute();
}
