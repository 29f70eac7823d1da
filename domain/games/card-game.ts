/**
 * What every card game shares: its bets as data, a deal from a shuffled deck, the settlement of a bet
 * against the result, and the money a settled bet returns, in integer paise.
 */
import type { Card } from './cards';
import type { CryptoPort } from './crypto-port';
import { commitment, fairStream, shuffle } from './fair-shuffle';
import { add, mul, ratio, ZERO, type Ratio } from './ratio';

/** How a bet ends: paid its profit, stake returned, half the stake returned, or lost. */
export type Outcome = 'win' | 'lose' | 'push' | 'half';

export interface Bet {
  id: string;
  label: string;
  /** Profit per 1 staked, in hundredths: 100 pays evens, 90 pays 0.9, 800 pays 8 to 1. */
  profitHundredths: number;
}

export interface Deal<R> {
  /** Every card dealt, in the order it was dealt (the first is the top of the shuffled deck). */
  cards: Card[];
  result: R;
}

export interface CardGame<R> {
  id: string;
  name: string;
  /** The game's deck in its fixed order before shuffling. */
  deck(): Card[];
  bets: readonly Bet[];
  /** Deals from the top of a shuffled deck. */
  deal(shuffled: readonly Card[]): Deal<R>;
  settle(result: R, betId: string): Outcome;
  /** A short name of the result for the last-results strip ("D", "T", "Tie"…). */
  resultLabel(result: R): string;
  /** Exact return to player of each bet (1 = 100 %), by bet id, for the rules dialog. */
  returnToPlayer(): Readonly<Record<string, Ratio>>;
}

type GameBets = { id: string; bets: readonly Bet[] };

export function unknownBet(game: GameBets, betId: string): RangeError {
  return new RangeError(`${game.id} has no bet "${betId}"; its bets are ${game.bets.map((bet) => bet.id).join(', ')}`);
}

export function betById(game: GameBets, betId: string): Bet {
  const bet = game.bets.find((candidate) => candidate.id === betId);
  if (!bet) throw unknownBet(game, betId);
  return bet;
}

export function assertStakePaise(stakePaise: number): void {
  if (!Number.isSafeInteger(stakePaise) || stakePaise < 0) throw new RangeError(`a stake is a whole, non-negative number of paise, not ${stakePaise}`);
}

/**
 * What a settled bet returns, stake included, in paise: a win stake + profit, a push the stake, a half
 * loss half the stake, a loss nothing. Fractions of a paisa are floored, in the house's favour.
 */
export function payoutPaise(stakePaise: number, outcome: Outcome, bet: Bet): number {
  assertStakePaise(stakePaise);
  switch (outcome) {
    case 'win':
      return stakePaise + Math.floor((stakePaise * bet.profitHundredths) / 100);
    case 'push':
      return stakePaise;
    case 'half':
      return Math.floor(stakePaise / 2);
    case 'lose':
      return 0;
  }
}

/** Chances of each way a bet can end (the rest is a loss). */
export interface OutcomeChances {
  win: Ratio;
  push?: Ratio;
  half?: Ratio;
}

/** Expected return per 1 staked: P(win)·(1 + profit) + P(push) + P(half) / 2, before paise flooring. */
export function betReturn(bet: Bet, chances: OutcomeChances): Ratio {
  const winReturn = mul(chances.win, ratio(100 + bet.profitHundredths, 100));
  const halfReturn = mul(chances.half ?? ZERO, ratio(1, 2));
  return add(add(winReturn, chances.push ?? ZERO), halfReturn);
}

/**
 * Exact returns by walking every ordered deal of the first `depth` cards, settled by the game's own
 * rules: for games whose result depends only on the first few cards (52 · 51 deals for two cards).
 */
export function enumeratedReturns<R>(game: Pick<CardGame<R>, 'deck' | 'bets' | 'deal' | 'settle'>, depth: number): Record<string, Ratio> {
  const deck = game.deck();
  const totals = new Map<string, { win: number; push: number; half: number }>(game.bets.map((bet) => [bet.id, { win: 0, push: 0, half: 0 }]));
  let deals = 0;
  const walk = (prefix: Card[], rest: Card[]): void => {
    if (prefix.length === depth) {
      deals += 1;
      const { result } = game.deal([...prefix, ...rest]);
      for (const bet of game.bets) {
        const outcome = game.settle(result, bet.id);
        if (outcome !== 'lose') totals.get(bet.id)![outcome] += 1;
      }
      return;
    }
    rest.forEach((card, index) => walk([...prefix, card], [...rest.slice(0, index), ...rest.slice(index + 1)]));
  };
  walk([], deck);
  const returns: Record<string, Ratio> = {};
  for (const bet of game.bets) {
    const counts = totals.get(bet.id)!;
    returns[bet.id] = betReturn(bet, { win: ratio(counts.win, deals), push: ratio(counts.push, deals), half: ratio(counts.half, deals) });
  }
  return returns;
}

/** Computes a game's returns once, on first use. */
export function memoised<T>(compute: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= compute());
}

/** One fair round: the game's deck shuffled from the seed and the round id, then dealt. */
export async function dealRound<R>(game: CardGame<R>, crypto: CryptoPort, seed: string, roundId: string | number): Promise<Deal<R>> {
  return game.deal(await shuffle(game.deck(), fairStream(crypto, seed, roundId)));
}

export interface RoundCheck<R> {
  /** SHA-256 of the revealed seed equals the commitment published before the round. */
  commitmentMatches: boolean;
  /** The cards recomputed from the seed are the cards that were dealt, in order. */
  cardsMatch: boolean;
  recomputed: Deal<R>;
}

/** What a Verify dialog shows: the revealed seed checked against its commitment and the dealt cards. */
export async function verifyRound<R>(
  game: CardGame<R>,
  crypto: CryptoPort,
  round: { seed: string; commitment: string; roundId: string | number; cards: readonly Card[] },
): Promise<RoundCheck<R>> {
  const recomputed = await dealRound(game, crypto, round.seed, round.roundId);
  const cardsMatch =
    recomputed.cards.length === round.cards.length &&
    recomputed.cards.every((card, index) => card.rank === round.cards[index]?.rank && card.suit === round.cards[index]?.suit);
  return { commitmentMatches: (await commitment(crypto, round.seed)) === round.commitment.toLowerCase(), cardsMatch, recomputed };
}
