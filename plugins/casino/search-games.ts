/** Casino games in the header search: a case-insensitive substring of the name; results open /casino_live/{id}. */
import type { SearchResult } from '../../engine/plugin-api';
import type { CasinoGame } from './casino-api';
import { searchResultPath } from './lobby-paths';
import { loadLobby } from './lobby-cache';

export function matchGames(games: readonly CasinoGame[], text: string): SearchResult[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return games
    .filter((game) => game.name.toLowerCase().includes(needle))
    .map((game) => ({ id: `casino:${game.gameId}`, label: game.name, to: searchResultPath(game.gameId), requiresLogin: true }));
}

export async function searchGames(text: string): Promise<SearchResult[]> {
  return matchGames((await loadLobby()).games, text);
}
