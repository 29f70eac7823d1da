/**
 * Provably fair card rounds. Before betting opens the server publishes `commitment(seed)`; after the
 * round it reveals the seed, and anyone recomputes the shuffle from the seed and the round id:
 * block k of the stream is HMAC-SHA256(key = the seed's UTF-8 bytes, message = "{roundId}:{k}"),
 * k = 0, 1, 2, …, read as big-endian unsigned 32-bit numbers, 8 per block.
 */
import type { CryptoPort } from './crypto-port';
import { bytesToHex, utf8Bytes } from './hex';

/** Hex SHA-256 of the seed's UTF-8 bytes. */
export async function commitment(crypto: CryptoPort, seed: string): Promise<string> {
  return bytesToHex(await crypto.sha256(utf8Bytes(seed)));
}

export interface UniformStream {
  /** The next 32-bit number of the stream. */
  nextUint32(): Promise<number>;
  /** Uniform in [0, n), for 1 ≤ n ≤ 2^32, without modulo bias. */
  uniformInt(n: number): Promise<number>;
}

const TWO_TO_32 = 2 ** 32;

/**
 * A number v is kept only below the largest multiple of n that fits in 32 bits, and then v mod n is
 * exactly uniform; the others are skipped (at most a fraction n / 2^32 of them).
 */
export function acceptedBelow(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_TO_32) throw new RangeError(`uniformInt needs a whole n from 1 to 2^32, not ${n}`);
  return TWO_TO_32 - (TWO_TO_32 % n);
}

export function fairStream(crypto: CryptoPort, seed: string, roundId: string | number): UniformStream {
  const key = utf8Bytes(seed);
  let counter = 0;
  let block: DataView | null = null;
  let offset = 0;
  const nextUint32 = async (): Promise<number> => {
    if (!block || offset === block.byteLength) {
      const bytes = await crypto.hmacSha256(key, utf8Bytes(`${roundId}:${counter}`));
      counter += 1;
      block = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      offset = 0;
    }
    const value = block.getUint32(offset);
    offset += 4;
    return value;
  };
  return {
    nextUint32,
    async uniformInt(n) {
      const limit = acceptedBelow(n);
      for (;;) {
        const value = await nextUint32();
        if (value < limit) return value % n;
      }
    },
  };
}

/**
 * Fisher–Yates: for i from the last index down to 1, swap item i with item pick(i + 1). `pick(n)`
 * must return a whole number in [0, n). Returns a new array; the first item is the first card dealt.
 */
export function fisherYates<T>(items: readonly T[], pick: (n: number) => number): T[] {
  const shuffled = items.slice();
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = pick(i + 1);
    const held = shuffled[i] as T;
    shuffled[i] = shuffled[j] as T;
    shuffled[j] = held;
  }
  return shuffled;
}

/** The fair shuffle: Fisher–Yates with its picks drawn from the stream, in the order Fisher–Yates asks. */
export async function shuffle<T>(items: readonly T[], stream: UniformStream): Promise<T[]> {
  const picks: number[] = [];
  for (let n = items.length; n > 1; n -= 1) picks.push(await stream.uniformInt(n));
  let next = 0;
  return fisherYates(items, () => picks[next++] as number);
}
