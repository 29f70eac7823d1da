/**
 * One-time passwords: 4 random digits, stored hashed, single use, valid 5 minutes, 5 tries per code,
 * and rate limited per phone and per address. Every try and every request is counted in the same
 * statement that checks the limit, so requests arriving together cannot overrun it. The sandbox sender
 * appends each code to an outbox file only its owner may read (tests read it too) and logs only that a
 * code was sent.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { appendFileSync, chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { claimAttempt, tryAgainIn, type ThrottleRule } from './throttle';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_TRIES = 5;
export const OTP_PER_PHONE_PER_HOUR = 5;
export const OTP_PER_ADDRESS_PER_HOUR = 20;

const HOUR = 3_600_000;
const PER_PHONE: ThrottleRule = { limit: OTP_PER_PHONE_PER_HOUR, windowMs: HOUR, lockMs: 0, maxLockMs: 0 };
const PER_ADDRESS: ThrottleRule = { limit: OTP_PER_ADDRESS_PER_HOUR, windowMs: HOUR, lockMs: 0, maxLockMs: 0 };

export class OtpError extends Error {}

export interface OtpSender {
  send(phone: string, code: string, purpose: string): void;
  /** A message in place of a code (a sign-up for a number that is already registered). */
  notify(phone: string, message: string, purpose: string): void;
}

/** What a request for an OTP sends: the code, a message instead, or nothing (no account to reset). */
export type OtpDelivery = { kind: 'code' } | { kind: 'notice'; message: string } | { kind: 'nothing' };

/** Makes a path private to this user when it is not already (the outbox holds live codes). */
function keepPrivate(path: string, mode: number, log: (message: string) => void): void {
  if ((statSync(path).mode & 0o777) === mode) return;
  try {
    chmodSync(path, mode);
  } catch {
    log(`could not make ${path} private (mode ${mode.toString(8)}): other users may read the OTP outbox`);
  }
}

/** '+91 98xxxxxx10': enough for a log reader to tell numbers apart. */
function maskedPhone(phone: string): string {
  return `+91 ${phone.slice(0, 2)}${'x'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-2)}`;
}

export function outboxSender(file: string, log: (message: string) => void): OtpSender {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  keepPrivate(dir, 0o700, log);
  if (existsSync(file)) keepPrivate(file, 0o600, log);
  const write = (entry: Record<string, string>) => appendFileSync(file, `${JSON.stringify({ ...entry, at: new Date().toISOString() })}\n`, { mode: 0o600 });
  return {
    send(phone, code, purpose) {
      write({ phone, code, purpose });
      log(`sandbox OTP (${purpose}) sent to ${maskedPhone(phone)}; the code is in ${file}`);
    },
    notify(phone, message, purpose) {
      write({ phone, message, purpose });
      log(`sandbox message (${purpose}) sent to ${maskedPhone(phone)}`);
    },
  };
}

function hashCode(orderId: string, code: string): string {
  return createHash('sha256').update(`${orderId}:${code}`).digest('hex');
}

/**
 * Counts the request against the phone's and the address's hourly limits (the phone's first, so a
 * number asked for too often does not use up its address's requests), then stores a code and delivers
 * it. A request that delivers no code still stores one no answer can match, so it answers and counts
 * exactly as a real one does.
 */
export async function createOtp(db: Kysely<Database>, sender: OtpSender, phone: string, purpose: string, clientIp: string, now: number, delivery: OtpDelivery = { kind: 'code' }): Promise<string> {
  if (!(await claimAttempt(db, `otp-phone:${phone}`, PER_PHONE, now)).ok) throw new OtpError('Too many OTP requests for this number. Please try again in an hour.');
  const byAddress = await claimAttempt(db, `otp-address:${clientIp}`, PER_ADDRESS, now);
  if (!byAddress.ok) throw new OtpError(`Too many OTP requests from this network. Please try again ${tryAgainIn(byAddress.retryAt, now)}.`);
  const orderId = randomUUID();
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  // 'none' is not four digits: no answer hashes to it.
  const codeHash = hashCode(orderId, delivery.kind === 'code' ? code : 'none');
  await db.insertInto('otps').values({ id: orderId, phone, purpose, code_hash: codeHash, expires_at: now + OTP_TTL_MS, attempts: 0, used: 0, client_ip: clientIp.slice(0, 64), created_at: now }).execute();
  if (delivery.kind === 'code') sender.send(phone, code, purpose);
  else if (delivery.kind === 'notice') sender.notify(phone, delivery.message, purpose);
  return orderId;
}

/** Why a code cannot be tried, read after the counting update matched nothing. */
async function refusal(db: Kysely<Database>, orderId: string, phone: string, purpose: string, now: number): Promise<OtpError> {
  const otp = await db.selectFrom('otps').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!otp || otp.phone !== phone || otp.purpose !== purpose) return new OtpError('Invalid OTP request. Please request a new OTP.');
  if (otp.used) return new OtpError('This OTP has already been used. Please request a new OTP.');
  if (Number(otp.expires_at) <= now) return new OtpError('This OTP has expired. Please request a new OTP.');
  return new OtpError('Too many wrong attempts. Please request a new OTP.');
}

/**
 * Checks a code against its order id. Each check first takes one of the 5 tries in a single
 * conditional update, so however many checks arrive together, at most 5 are compared with the code.
 */
export async function consumeOtp(db: Kysely<Database>, orderId: string, phone: string, code: string, purpose: string, now: number): Promise<void> {
  const tried = await db
    .updateTable('otps')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', orderId)
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('used', '=', 0)
    .where('expires_at', '>', now)
    .where('attempts', '<', OTP_MAX_TRIES)
    .returning(['attempts', 'code_hash'])
    .executeTakeFirst();
  if (!tried) throw await refusal(db, orderId, phone, purpose, now);
  const expected = Buffer.from(tried.code_hash);
  const given = Buffer.from(hashCode(orderId, String(code)));
  if (!/^\d{4}$/.test(String(code)) || !timingSafeEqual(expected, given)) {
    const left = OTP_MAX_TRIES - Number(tried.attempts);
    throw new OtpError(left > 0 ? `Incorrect OTP. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'Too many wrong attempts. Please request a new OTP.');
  }
  const claimed = await db.updateTable('otps').set({ used: 1 }).where('id', '=', orderId).where('used', '=', 0).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new OtpError('This OTP has already been used. Please request a new OTP.');
}
