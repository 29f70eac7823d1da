/**
 * UUIDs in version 7's layout (RFC 9562): 48 bits of Unix milliseconds, then random bits. Ids made one
 * after another sort one after another, so a table or index keyed by them grows at its end instead of
 * touching a random page for every row (ledger postings are written thousands a second).
 */
import { randomFillSync } from 'node:crypto';

const pool = Buffer.alloc(10 * 256);
let used = pool.length;

export function timeOrderedId(now = Date.now()): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const random = pool.subarray(used, (used += 10));
  const time = Math.max(0, Math.floor(now)).toString(16).padStart(12, '0').slice(-12);
  const hex = random.toString('hex');
  // version 7 in the 13th digit, the RFC variant (10xx) in the 17th.
  const variant = ((random[2]! & 0x3f) | 0x80).toString(16).padStart(2, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${hex.slice(0, 3)}-${variant}${hex.slice(6, 8)}-${hex.slice(8, 20)}`;
}
