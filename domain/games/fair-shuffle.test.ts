import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardCode, standardDeck, thirtyTwoCardDeck } from './cards';
import { webCrypto, type CryptoPort } from './crypto-port';
import { acceptedBelow, commitment, fairStream, fisherYates, shuffle } from './fair-shuffle';
import { bytesToHex, hexToBytes, utf8Bytes } from './hex';

const SEED = 'c0ffee-round-seed-7f3a9b2e';

/** The published scheme written again with node:crypto, block by block, to check the Web Crypto path. */
function nodeShuffle<T>(items: readonly T[], seed: string, roundId: string | number): T[] {
  const words: number[] = [];
  let counter = 0;
  const next = (): number => {
    if (words.length === 0) {
      const block = createHmac('sha256', seed).update(`${roundId}:${counter++}`).digest();
      for (let offset = 0; offset < 32; offset += 4) words.push(block.readUInt32BE(offset));
    }
    return words.shift()!;
  };
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const n = i + 1;
    const limit = 2 ** 32 - (2 ** 32 % n);
    let v = next();
    while (v >= limit) v = next();
    const j = v % n;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('hex', () => {
  it('round-trips bytes and refuses what is not hex', () => {
    const bytes = new Uint8Array([0, 1, 15, 16, 127, 128, 255]);
    expect(bytesToHex(bytes)).toBe('00010f107f80ff');
    expect(hexToBytes('00010F107f80ff')).toEqual(bytes);
    expect(() => hexToBytes('abc')).toThrow('not a hex string: "abc"');
    expect(() => hexToBytes('zz')).toThrow(RangeError);
  });
});

describe('webCrypto', () => {
  it.each(['', 'abc', 'seed with ünïcode ₹'])('hashes %j as node:crypto does', async (text) => {
    const bytes = utf8Bytes(text);
    expect(bytesToHex(await webCrypto.sha256(bytes))).toBe(createHash('sha256').update(text).digest('hex'));
    expect(bytesToHex(await webCrypto.sha512(bytes))).toBe(createHash('sha512').update(text).digest('hex'));
    expect(bytesToHex(await webCrypto.hmacSha256(utf8Bytes('key'), bytes))).toBe(createHmac('sha256', 'key').update(text).digest('hex'));
  });

  it('matches the published SHA-256 test vector', async () => {
    expect(bytesToHex(await webCrypto.sha256(utf8Bytes('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('provably fair shuffle', () => {
  it('commits to the seed with its hex SHA-256', async () => {
    expect(await commitment(webCrypto, SEED)).toBe(createHash('sha256').update(SEED).digest('hex'));
  });

  it('streams HMAC-SHA256(seed, "roundId:counter") 4 bytes at a time, block after block', async () => {
    const stream = fairStream(webCrypto, SEED, 42);
    const expected = [0, 1].flatMap((counter) => {
      const block = createHmac('sha256', SEED).update(`42:${counter}`).digest();
      return Array.from({ length: 8 }, (_, k) => block.readUInt32BE(4 * k));
    });
    const got: number[] = [];
    for (let k = 0; k < 16; k++) got.push(await stream.nextUint32());
    expect(got).toEqual(expected);
  });

  it('rejects the top of the 32-bit range that would bias v mod n', async () => {
    expect(acceptedBelow(1)).toBe(2 ** 32);
    expect(acceptedBelow(52)).toBe(2 ** 32 - (2 ** 32 % 52));
    expect(acceptedBelow(2 ** 32)).toBe(2 ** 32);
    expect(() => acceptedBelow(0)).toThrow(RangeError);
    expect(() => acceptedBelow(2.5)).toThrow(RangeError);
    // A stream whose first number lies in the rejected zone: the draw skips it and uses the next.
    const words = [2 ** 32 - 1, 3_000_000_000, 7];
    const fake: CryptoPort = {
      ...webCrypto,
      async hmacSha256() {
        const bytes = new Uint8Array(32);
        const view = new DataView(bytes.buffer);
        words.forEach((w, k) => view.setUint32(4 * k, w));
        return bytes;
      },
    };
    const n = 3_000_000_001; // limit = 3_000_000_001: 2^32 − 1 is rejected, 3_000_000_000 kept
    expect(await fairStream(fake, 's', 1).uniformInt(n)).toBe(3_000_000_000);
    // n = 2^31 + 1 keeps only v < 2^31 + 1: both large numbers are skipped.
    expect(await fairStream(fake, 's', 1).uniformInt(2 ** 31 + 1)).toBe(7);
  });

  it('shuffles exactly as the scheme written with node:crypto does, for several rounds and both decks', async () => {
    for (const roundId of [1, 2, 'table-7:1001']) {
      for (const deck of [standardDeck(), thirtyTwoCardDeck()]) {
        const shuffled = await shuffle(deck, fairStream(webCrypto, SEED, roundId));
        expect(shuffled.map(cardCode)).toEqual(nodeShuffle(deck, SEED, roundId).map(cardCode));
        expect(shuffled.map(cardCode).sort()).toEqual(deck.map(cardCode).sort());
      }
    }
  });

  it('pins the first cards of a fixed seed and round (a change to the scheme breaks every old proof)', async () => {
    const shuffled = await shuffle(standardDeck(), fairStream(webCrypto, SEED, 1));
    expect(shuffled.slice(0, 6).map(cardCode)).toEqual(nodeShuffle(standardDeck(), SEED, 1).slice(0, 6).map(cardCode));
    expect(shuffled.slice(0, 6).map(cardCode)).toEqual(PINNED_FIRST_CARDS);
  });

  it('Fisher–Yates with a pick that always takes the last item keeps the order; always the first rotates it', () => {
    expect(fisherYates([1, 2, 3, 4], (n) => n - 1)).toEqual([1, 2, 3, 4]);
    expect(fisherYates([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
  });
});

const PINNED_FIRST_CARDS = ['7C', '10C', 'AS', '4H', '6C', '3S'];
