/**
 * Verify in the browser: SHA-256 of the seed against the commitment, and the crash point recomputed from
 * the seeds. The expected crash point is worked out here from GAMES.md's formula with node:crypto:
 * X = first 52 bits of SHA-512(server seed + client seeds) / 2^52, crash = max(1.00, floor(97 / (1 − X)) / 100).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyCrash } from './verify-crash';

function expectedCrash(seed: string, clientSeeds: string[]): number {
  const hash = createHash('sha512').update(seed + clientSeeds.join('')).digest('hex');
  const bits = BigInt(`0x${hash.slice(0, 13)}`);
  const two52 = 2n ** 52n;
  return Math.max(100, Number((97n * two52) / (two52 - bits)));
}

describe('verifying a crashed round', () => {
  const seed = '4f1c0d9e8b7a6f5e4d3c2b1a09f8e7d6c5b4a3928170f6e5d4c3b2a190817263';
  const clientSeeds = ['alpha', 'beta', 'AV-1:3'];
  const commitment = createHash('sha256').update(seed).digest('hex');
  const crashPoint = expectedCrash(seed, clientSeeds);

  it('says Verified for the seeds the provider revealed', async () => {
    const check = await verifyCrash({ roundId: 'AV-1', crashPoint, seed, commitment, clientSeeds });
    expect(check).toMatchObject({ commitmentMatches: true, crashMatches: true, recomputed: crashPoint });
    expect(check.verdict).toBe(`Verified: SHA-256 of the seed equals the commitment, and the seeds give ${(crashPoint / 100).toFixed(2)}×, the crash point announced.`);
  });

  it('says Does not match for another crash point or another seed', async () => {
    const wrongCrash = await verifyCrash({ roundId: 'AV-1', crashPoint: crashPoint + 1, seed, commitment, clientSeeds });
    expect(wrongCrash.verdict).toBe(`Does not match: The seeds give ${(crashPoint / 100).toFixed(2)}×, not ${((crashPoint + 1) / 100).toFixed(2)}×.`);
    const wrongSeed = await verifyCrash({ roundId: 'AV-1', crashPoint, seed: `${seed}0`, commitment, clientSeeds });
    expect(wrongSeed.commitmentMatches).toBe(false);
    expect(wrongSeed.verdict).toMatch(/^Does not match: SHA-256 of the seed is not the commitment published before betting\./);
    await expect(verifyCrash({ roundId: 'AV-1', crashPoint, seed, commitment, clientSeeds: ['a'] })).rejects.toThrow('The round did not reveal three client seeds.');
  });
});
