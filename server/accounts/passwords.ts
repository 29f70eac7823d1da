/**
 * Passwords hashed with scrypt (salted, N=16384), compared in constant time. An account made without a
 * password (a demo account) stores NO_PASSWORD, which no password matches; checking one against it takes
 * as long as against a real hash.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function scrypt(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCallback(password, salt, KEY_LENGTH, OPTIONS, (error, key) => (error ? reject(error) : resolve(key))));
}

/** Stored for an account that has no password: nothing can log in to it with one. */
export const NO_PASSWORD = 'none';

/** Compared against when the stored value is no scrypt hash, so the answer takes the usual time. */
const STAND_IN_SALT = Buffer.alloc(16);

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) {
    await scrypt(password, STAND_IN_SALT);
    return false;
  }
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
