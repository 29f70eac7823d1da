/**
 * The Verify dialog's check, run in the player's browser with Web Crypto and the provider's own maths
 * (domain/games): SHA-256 of the revealed seed against the commitment published when betting opened,
 * and the crash point from the seed and the three client seeds against the one announced.
 */
import { commitment, crashPoint, webCrypto, type CryptoPort } from '../../../domain/games';
import type { CrashedRound } from './aviator-state';
import { times } from './money';

export interface CrashVerification {
  commitmentMatches: boolean;
  crashMatches: boolean;
  /** The crash point the seeds give, in hundredths. */
  recomputed: number;
  /** The verdict in words: "Verified: …" or "Does not match: …". */
  verdict: string;
}

export async function verifyCrash(round: CrashedRound, crypto: CryptoPort = webCrypto): Promise<CrashVerification> {
  if (round.clientSeeds.length !== 3) throw new Error('The round did not reveal three client seeds.');
  const hash = await commitment(crypto, round.seed);
  const recomputed = await crashPoint(crypto, round.seed, round.clientSeeds as [string, string, string]);
  const commitmentMatches = hash === round.commitment.toLowerCase();
  const crashMatches = recomputed === round.crashPoint;
  const verdict =
    commitmentMatches && crashMatches
      ? `Verified: SHA-256 of the seed equals the commitment, and the seeds give ${times(recomputed)}, the crash point announced.`
      : `Does not match: ${commitmentMatches ? '' : 'SHA-256 of the seed is not the commitment published before betting. '}${crashMatches ? '' : `The seeds give ${times(recomputed)}, not ${times(round.crashPoint)}.`}`.trim();
  return { commitmentMatches, crashMatches, recomputed, verdict };
}
