/**
 * The Verify dialog's check, run in the player's browser with Web Crypto: SHA-256 of the revealed seed
 * against the commitment published before betting opened, and the deck shuffled again from the seed and
 * the round number against the cards that were dealt (domain/games, the code the provider deals with).
 */
import { cardCode, cardFromCode, cardGameById, verifyRound, webCrypto, type Card } from '../../../domain/games';
import type { FinishedRound } from './table-state';

export interface Verification {
  commitmentMatches: boolean;
  cardsMatch: boolean;
  /** The cards the seed gives, as codes. */
  recomputed: string[];
}

export async function verifyFinishedRound(game: string, round: FinishedRound): Promise<Verification> {
  const rules = cardGameById(game);
  if (!rules) throw new Error(`This page cannot check rounds of "${game}".`);
  const cards = round.cards.map(cardFromCode);
  if (cards.some((card) => card === null)) throw new Error('The round reported a card this page cannot read.');
  const check = await verifyRound(rules, webCrypto, { seed: round.seed, commitment: round.commitment, roundId: round.roundId, cards: cards as Card[] });
  return { commitmentMatches: check.commitmentMatches, cardsMatch: check.cardsMatch, recomputed: check.recomputed.cards.map(cardCode) };
}
