/**
 * A casino lobby of thousands: the catalogue padded with numbered filler games, for a server's
 * `sandbox.casino.lobby` in benchmarks and browser tests. Fillers have thumbnails but no table: launching
 * one is refused like any unknown game.
 */
import { CASINO_GAMES, type CasinoCategory, type CasinoGame } from '../../server/catalogue/casino-games';

const LOBBY_FILL: ReadonlyArray<[CasinoCategory, string]> = [
  ['slot-games', 'Sandbox Bench Slots'],
  ['crash', 'Sandbox Bench Crash'],
  ['fishing', 'Sandbox Bench Fishing'],
  ['live-casino', 'Sandbox Bench Live'],
];

/** The catalogue and fillers up to `size` games in all (the catalogue alone when it has that many). */
export function paddedLobby(size: number): readonly CasinoGame[] {
  const fillers = Array.from({ length: Math.max(0, size - CASINO_GAMES.length) }, (_, i): CasinoGame => {
    const [category, provider] = LOBBY_FILL[i % LOBBY_FILL.length]!;
    const n = CASINO_GAMES.length + i + 1;
    return { gameId: String(7000 + n), tableId: `T${String(n).padStart(3, '0')}`, name: `Bench Game ${String(n).padStart(4, '0')}`, provider, category, eventTypeId: '77777', minBet: 10, maxBet: 10_000 };
  });
  return [...CASINO_GAMES, ...fillers];
}
