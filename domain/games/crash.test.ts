import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cashOutMultiplier, crashFromBits, crashPayoutPaise, crashPoint, first52Bits, multiplierAt, multiplierHundredthsAt, timeToReach } from './crash';
import { webCrypto } from './crypto-port';
import { seededRandom, withinSigmas } from './test-random';

const TWO_TO_52 = 2 ** 52;

/** The formula as GAMES.md writes it, with node:crypto and BigInt, for comparison. */
function nodeCrash(serverSeed: string, clients: string[]): number {
  const hex = createHash('sha512').update(serverSeed + clients.join('')).digest('hex');
  const x = BigInt(`0x${hex.slice(0, 13)}`);
  const hundredths = (97n * 2n ** 52n) / (2n ** 52n - x);
  return Math.max(100, Number(hundredths));
}

describe('crash point', () => {
  it('reads the first 52 bits (13 hex digits) of the hash', () => {
    const hash = Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xf7, 0x12]);
    expect(first52Bits(hash)).toBe(TWO_TO_52 - 1);
    expect(first52Bits(Uint8Array.from([0, 0, 0, 0, 0, 1, 0x2f]))).toBe(0x1_2);
  });

  it.each([
    [0, 100, 'X = 0: 0.97× is shown as 1.00×'],
    [Math.ceil((4 / 101) * TWO_TO_52) - 1, 100, 'just below X = 4/101 the round still ends at 1.00'],
    [Math.ceil((4 / 101) * TWO_TO_52), 101, 'from X = 4/101: 1.01×'],
    [TWO_TO_52 / 2, 194, 'X = 1/2: 97/0.5 = 194 hundredths'],
    [3 * 2 ** 50, 388, 'X = 3/4: 97/0.25 = 3.88×'],
    [TWO_TO_52 - 1, 97 * TWO_TO_52, 'the largest X: 97 · 2^52 hundredths'],
  ])('bits %d → %d hundredths (%s)', (bits, hundredths) => expect(crashFromBits(bits)).toBe(hundredths));

  it('is computed by SHA-512 over the server seed and three client seeds, as node:crypto computes it', async () => {
    for (let round = 0; round < 50; round++) {
      const clients: [string, string, string] = [`alice-${round}`, `bob-${round}`, `chetan-${round}`];
      expect(await crashPoint(webCrypto, `server-seed-${round}`, clients)).toBe(nodeCrash(`server-seed-${round}`, clients));
    }
  });

  it('through SHA-512 over 5,000 rounds: 4/101 end at 1.00 and P(crash ≥ 2.00) ≈ 0.485', async () => {
    const rounds = 5_000;
    let instant = 0;
    let atLeastTwo = 0;
    for (let round = 0; round < rounds; round++) {
      const crash = await crashPoint(webCrypto, `seed-${round}`, ['a', 'b', 'c']);
      if (crash === 100) instant++;
      if (crash >= 200) atLeastTwo++;
    }
    expect(withinSigmas(instant / rounds, 4 / 101, rounds)).toBe(true);
    expect(withinSigmas(atLeastTwo / rounds, 0.97 / 2, rounds)).toBe(true);
  });

  it('over 10⁶ seeded rounds: P(crash ≥ m) ≈ 0.97 / m, a fixed target returns 97 %, 4/101 end at 1.00', () => {
    const rounds = 1_000_000;
    const random = seededRandom(97);
    const targets = [101, 150, 200, 500, 1000, 10000];
    const reached = targets.map(() => 0);
    let instant = 0;
    for (let round = 0; round < rounds; round++) {
      // 52 bits from two draws: 26 high and 26 low.
      const bits = (random.uint32() >>> 6) * 2 ** 26 + (random.uint32() >>> 6);
      const crash = crashFromBits(bits);
      if (crash === 100) instant++;
      for (let k = 0; k < targets.length; k++) if (crash >= targets[k]!) reached[k]!++;
    }
    targets.forEach((target, k) => {
      const chance = 97 / target;
      expect(withinSigmas(reached[k]! / rounds, chance, rounds), `P(crash ≥ ${target / 100})`).toBe(true);
      // Return of always cashing out at the target: P(reach) · target, within 5 standard errors.
      const rtp = (reached[k]! / rounds) * (target / 100);
      expect(Math.abs(rtp - 0.97), `return at ${target / 100}×`).toBeLessThanOrEqual(5 * (target / 100) * Math.sqrt((chance * (1 - chance)) / rounds));
    });
    expect(withinSigmas(instant / rounds, 4 / 101, rounds)).toBe(true);
  });
});

describe('flight', () => {
  it('grows as e^(0.00006 t): 2× at about 11.6 s, 10× at about 38 s', () => {
    expect(multiplierAt(0)).toBe(1);
    expect(multiplierAt(11_552)).toBeCloseTo(2, 3);
    expect(timeToReach(200)).toBe(11_553);
    expect(timeToReach(1000)).toBe(38_377);
    expect(timeToReach(100)).toBe(0);
  });

  it('timeToReach is the first whole millisecond whose multiplier, in hundredths, reaches the target', () => {
    for (const target of [101, 102, 150, 197, 200, 333, 1000, 12345, 100000]) {
      const ms = timeToReach(target);
      expect(multiplierHundredthsAt(ms)).toBeGreaterThanOrEqual(target);
      expect(multiplierHundredthsAt(ms - 1)).toBeLessThan(target);
    }
  });

  it('pays a cash-out before the crash at the multiplier then, and none at or after it', () => {
    const crash = 197;
    const end = timeToReach(crash);
    expect(cashOutMultiplier(crash, 0)).toBe(100);
    expect(cashOutMultiplier(crash, end - 1)).toBe(196);
    expect(cashOutMultiplier(crash, end)).toBeNull();
    expect(cashOutMultiplier(100, 0)).toBeNull();
  });

  it('pays stake × multiplier floored to the paisa', () => {
    expect(crashPayoutPaise(10_000, 197)).toBe(19_700);
    expect(crashPayoutPaise(333, 150)).toBe(499);
    expect(() => crashPayoutPaise(1.5, 200)).toThrow(RangeError);
  });
});
