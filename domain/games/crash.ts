/**
 * Crash (Aviator), Spribe's published scheme: h = SHA-512(serverSeed + clientSeed1 + clientSeed2 +
 * clientSeed3) over UTF-8, X = the first 52 bits of h / 2^52, crash = max(1.00, floor(97 / (1 − X)) / 100).
 * Multipliers are whole hundredths (197 is 1.97×), so server and browser agree to the last digit.
 * P(crash ≥ m) = 0.97 / m for m ≥ 1.01: every cash-out target returns 97 %. A crash at 1.00 comes
 * whenever 97 / (1 − X) < 101, with chance 4 / 101 (3.96 %).
 */
import { assertStakePaise } from './card-game';
import type { CryptoPort } from './crypto-port';
import { utf8Bytes } from './hex';

const TWO_TO_52 = 2 ** 52;
/** Growth of the multiplier per millisecond of flight: m(t) = e^(0.00006 · t). */
export const GROWTH_PER_MS = 0.00006;

/** The first 52 bits of a hash, as a whole number below 2^52 (exact in a double). */
export function first52Bits(hash: Uint8Array): number {
  if (hash.length < 7) throw new RangeError('52 bits need at least 7 bytes');
  let bits = 0;
  for (let index = 0; index < 6; index += 1) bits = bits * 256 + hash[index]!;
  return bits * 16 + (hash[6]! >> 4);
}

/**
 * floor(97 / (1 − X)) with X = bits / 2^52, computed exactly as floor(97 · 2^52 / (2^52 − bits)),
 * never below 100. Above 2^53 hundredths (a chance under 10⁻¹³) the double is the nearest one.
 */
export function crashFromBits(bits: number): number {
  if (!Number.isInteger(bits) || bits < 0 || bits >= TWO_TO_52) throw new RangeError(`52 bits are a whole number below 2^52, not ${bits}`);
  const hundredths = Number((97n * BigInt(TWO_TO_52)) / BigInt(TWO_TO_52 - bits));
  return Math.max(100, hundredths);
}

/** The round's crash point in hundredths, from the server seed and the first three bettors' client seeds. */
export async function crashPoint(crypto: CryptoPort, serverSeed: string, clientSeeds: readonly [string, string, string]): Promise<number> {
  const hash = await crypto.sha512(utf8Bytes(serverSeed + clientSeeds.join('')));
  return crashFromBits(first52Bits(hash));
}

/** The multiplier t ms after take-off, as a real number. */
export function multiplierAt(ms: number): number {
  return Math.exp(GROWTH_PER_MS * Math.max(0, ms));
}

/** The multiplier t ms after take-off in whole hundredths, rounded down: what a cash-out at t pays. */
export function multiplierHundredthsAt(ms: number): number {
  return Math.floor(100 * multiplierAt(ms));
}

/**
 * The first whole millisecond at which the multiplier reaches `hundredths`: the crash time of a round
 * whose crash point it is. Checked against multiplierHundredthsAt, so the two never disagree by rounding.
 */
export function timeToReach(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.ceil(Math.log(hundredths / 100) / GROWTH_PER_MS);
  while (ms > 0 && multiplierHundredthsAt(ms - 1) >= hundredths) ms -= 1;
  while (multiplierHundredthsAt(ms) < hundredths) ms += 1;
  return ms;
}

/**
 * What a cash-out received `ms` after take-off pays, in hundredths, or null when it came at or after
 * the crash (it loses, whatever the client drew).
 */
export function cashOutMultiplier(crashHundredths: number, ms: number): number | null {
  return ms < timeToReach(crashHundredths) ? multiplierHundredthsAt(ms) : null;
}

/** Stake × multiplier in paise, floored to the paisa in the house's favour. */
export function crashPayoutPaise(stakePaise: number, multiplierHundredths: number): number {
  assertStakePaise(stakePaise);
  return Math.floor((stakePaise * multiplierHundredths) / 100);
}
