/**
 * The provider's tables: each of its real games, by the game id the operator's catalogue uses, with
 * the stake limits in paise. Game rules, deals and payouts are domain/games'.
 */
import { andarBahar, betById, dragonTiger, lucky7, payoutPaise, teenPatti2020, thirtyTwoCards, type CardGame } from '../../domain/games';

export interface ProviderTable {
  gameId: string;
  tableId: string;
  game: CardGame<unknown>;
  minStake: number;
  maxStake: number;
}

const table = (gameId: string, tableId: string, game: CardGame<never>, maxRupees: number): ProviderTable => ({ gameId, tableId, game: game as CardGame<unknown>, minStake: 100_00, maxStake: maxRupees * 100 });

export const PROVIDER_TABLES: readonly ProviderTable[] = [
  table('7001', 'T001', teenPatti2020 as CardGame<never>, 50_000),
  table('7002', 'T002', andarBahar as CardGame<never>, 50_000),
  table('7003', 'T003', dragonTiger as CardGame<never>, 1_00_000),
  table('7004', 'T004', thirtyTwoCards as CardGame<never>, 50_000),
  table('7005', 'T005', lucky7 as CardGame<never>, 50_000),
];

export interface StakeLine {
  player: string;
  token: string;
  bet: string;
  amount: number;
}

export interface PlayerSettlement {
  player: string;
  /** The token of the player's last bet in the round: credits name the player through it. */
  token: string;
  staked: number;
  paid: number;
}

/** What each player is paid for a round's accepted bets, stakes returned included, in paise. */
export function roundPayouts(game: CardGame<unknown>, result: unknown, bets: readonly StakeLine[]): Map<string, PlayerSettlement> {
  const players = new Map<string, PlayerSettlement>();
  for (const line of bets) {
    const settled = players.get(line.player) ?? { player: line.player, token: line.token, staked: 0, paid: 0 };
    settled.token = line.token;
    settled.staked += line.amount;
    settled.paid += payoutPaise(line.amount, game.settle(result, line.bet), betById(game, line.bet));
    players.set(line.player, settled);
  }
  return players;
}

/** The credit's transaction id: one per player and round, so a credit sent again (after a restart) pays once. */
export const creditId = (round: string, player: string) => `${round}:win:${player}`;
export const rollbackId = (debit: string) => `${debit}:rb`;
