/**
 * The operator's casino calls and their wire names: the lobby's games (`casino/games`) and a game's
 * launch (`casino/launch`, which answers the provider's URL for the frame). Everything above this file
 * uses the clean types here.
 */
import type { ApiService, Wire } from '../../engine/plugin-api';

export type GameCategory = Wire.CasinoCategory;

/** A lobby game as the wire has it, less its stakes and event type. */
export type CasinoGame = Pick<Wire.CasinoGame, 'gameId' | 'tableId' | 'name' | 'provider' | 'category' | 'thumbnail'>;

export interface Lobby {
  providers: readonly string[];
  games: readonly CasinoGame[];
}

export interface Launch {
  url: string;
  gameId: string;
  tableId: string;
  name: string;
  provider: string;
  /** False when the provider answers a page saying the game is not played here. */
  available: boolean;
}

/** A game as it may arrive: the schema's fields, any of them missing or of another type. */
type WireGame = Partial<Record<keyof CasinoGame, unknown>>;

const CATEGORIES: readonly GameCategory[] = ['live-casino', 'indian-card-games', 'slot-games', 'crash', 'fishing', 'table-games'];
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A game as the lobby uses it; null for a row too incomplete to open. */
export function readGame(wire: WireGame): CasinoGame | null {
  const game = { gameId: text(wire.gameId), tableId: text(wire.tableId), name: text(wire.name), provider: text(wire.provider), category: text(wire.category) as GameCategory, thumbnail: text(wire.thumbnail) };
  if (!game.gameId || !game.name || !CATEGORIES.includes(game.category)) return null;
  return game;
}

type LobbyAnswer = { success?: boolean; message?: string; result?: { providers?: unknown[]; games?: WireGame[] } };

/** The path the lobby's games are read from, and the first screen's key for its answer. */
export const LOBBY_PATH = 'casino/games';

/** The lobby as `casino/games` answered it (asked now, or drawn into the first screen). */
export function readLobby(answer: LobbyAnswer): Lobby {
  if (!answer.success || !answer.result) throw new Error(answer.message || 'The casino games could not be loaded.');
  const games = (answer.result.games ?? []).map(readGame).filter((g): g is CasinoGame => g !== null);
  const providers = (answer.result.providers ?? []).map(text).filter(Boolean);
  return { providers, games };
}

export async function fetchLobby(api: ApiService): Promise<Lobby> {
  return readLobby(await api.get<LobbyAnswer>(LOBBY_PATH));
}

export async function launchGame(api: ApiService, gameId: string, tableId?: string): Promise<Launch> {
  const body: Wire.LaunchBody = tableId ? { gameId, tableId } : { gameId };
  const answer = await api.post<{ success?: boolean; message?: string; result?: Record<string, unknown> }>('casino/launch', body);
  const result = answer.result;
  if (!answer.success || !result || typeof result.url !== 'string') throw new Error(answer.message || 'The game could not be opened.');
  return { url: result.url, gameId: text(result.gameId), tableId: text(result.tableId), name: text(result.name), provider: text(result.provider), available: result.available !== false };
}
