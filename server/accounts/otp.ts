/**
 * One-time passwords: 4 random digits, stored hashed, single use, valid 5 minutes, 5 tries per code,
 * and rate limited per phone and per address. The sandbox sender logs each code and appends it to an
 * outbox file that tests read.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_TRIES = 5;
export const OTP_PER_PHONE_PER_HOUR = 5;
export const OTP_PER_ADDRESS_PER_HOUR = 20;

export class OtpError extends Error {}

export interface OtpSender {
  send(phone: string, code: string, purpose: string): void;
}

export function outboxSender(file: string, log: (message: string) => void): OtpSender {
  mkdirSync(dirname(file), { recursive: true });
  return {
    send(phone, code, purpose) {
      log(`sandbox OTP for ${phone} (${purpose}): ${code}`);
      appendFileSync(file, `${JSON.stringify({ phone, code, purpose, at: new Date().toISOString() })}\n`);
    },
  };
}

function hashCode(orderId: string, code: string): string {
  return createHash('sha256').update(`${orderId}:${code}`).digest('hex');
}

export async function createOtp(db: Kysely<Database>, sender: OtpSender, phone: string, purpose: string, clientIp: string, now: number): Promise<string> {
  const hourAgo = now - 3_600_000;
  const [byPhone, byAddress] = await Promise.all([
    db.selectFrom('otps').select((eb) => eb.fn.countAll<number>().as('n')).where('phone', '=', phone).where('created_at', '>', hourAgo).executeTakeFirst(),
    db.selectFrom('otps').select((eb) => eb.fn.countAll<number>().as('n')).where('client_ip', '=', clientIp).where('created_at', '>', hourAgo).executeTakeFirst(),
  ]);
  if (Number(byPhone?.n ?? 0) >= OTP_PER_PHONE_PER_HOUR) throw new OtpError('Too many OTP requests for this number. Please try again in an hour.');
  if (Number(byAddress?.n ?? 0) >= OTP_PER_ADDRESS_PER_HOUR) throw new OtpError('Too many OTP requests from this network. Please try again later.');
  const orderId = randomUUID();
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await db.insertInto('otps').values({ id: orderId, phone, purpose, code_hash: hashCode(orderId, code), expires_at: now + OTP_TTL_MS, attempts: 0, used: 0, client_ip: clientIp, created_at: now }).execute();
  sender.send(phone, code, purpose);
  return orderId;
}

/** Checks a code against its order id; a wrong code uses up one of the 5 tries. */
export async function consumeOtp(db: Kysely<Database>, orderId: string, phone: string, code: string, purpose: string, now: number): Promise<void> {
  const otp = await db.selectFrom('otps').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!otp || otp.phone !== phone || otp.purpose !== purpose) throw new OtpError('Invalid OTP request. Please request a new OTP.');
  if (otp.used) throw new OtpError('This OTP has already been used. Please request a new OTP.');
  if (Number(otp.expires_at) <= now) throw new OtpError('This OTP has expired. Please request a new OTP.');
  if (otp.attempts >= OTP_MAX_TRIES) throw new OtpError('Too many wrong attempts. Please request a new OTP.');
  const expected = Buffer.from(otp.code_hash);
  const given = Buffer.from(hashCode(orderId, String(code)));
  if (!/^\d{4}$/.test(String(code)) || !timingSafeEqual(expected, given)) {
    await db.updateTable('otps').set({ attempts: otp.attempts + 1 }).where('id', '=', orderId).execute();
    const left = OTP_MAX_TRIES - otp.attempts - 1;
    throw new OtpError(left > 0 ? `Incorrect OTP. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'Too many wrong attempts. Please request a new OTP.');
  }
  const claimed = await db.updateTable('otps').set({ used: 1 }).where('id', '=', orderId).where('used', '=', 0).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new OtpError('This OTP has already been used. Please request a new OTP.');
}
