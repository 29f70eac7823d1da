/**
 * A player's favourite games and recently played games, kept in local storage per player (the member
 * code; visitors share one list on the device) and mirrored in a valtio slice so the lobby redraws.
 */
import { proxy } from 'valtio';

export const RECENT_LIMIT = 12;

export const picks = proxy({ owner: '', favourites: [] as string[], recent: [] as string[] });

const keyOf = (kind: 'favourites' | 'recent', owner: string) => `casino.${kind}.${owner || 'visitor'}`;

function read(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(key: string, ids: readonly string[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the lists live for this page only.
  }
}

/** Loads the lists of `owner` (a member code, or '' for a visitor) when they are not the ones shown. */
let loadedOwner: string | null = null;

export function loadPicks(owner: string): void {
  if (loadedOwner === owner) return;
  loadedOwner = owner;
  picks.owner = owner;
  picks.favourites = read(keyOf('favourites', owner));
  picks.recent = read(keyOf('recent', owner));
}

/** Adds a game to the favourites, or takes it off. */
export function toggleFavourite(gameId: string): void {
  picks.favourites = picks.favourites.includes(gameId) ? picks.favourites.filter((id) => id !== gameId) : [gameId, ...picks.favourites];
  write(keyOf('favourites', picks.owner), picks.favourites);
}

/** The game just opened goes first; the list keeps the last RECENT_LIMIT. */
export function markPlayed(gameId: string, limit = RECENT_LIMIT): void {
  picks.recent = [gameId, ...picks.recent.filter((id) => id !== gameId)].slice(0, limit);
  write(keyOf('recent', picks.owner), picks.recent);
}

/** The games of `ids` in that order, skipping ids the lobby no longer has. */
export function pickedGames<T extends { gameId: string }>(games: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(games.map((game) => [game.gameId, game]));
  return ids.map((id) => byId.get(id)).filter((game): game is T => game !== undefined);
}
