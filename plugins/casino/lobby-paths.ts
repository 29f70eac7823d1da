/**
 * The casino's paths: which games each lobby page lists and where games and providers open (the
 * header title of a lobby page is lobby-title.ts).
 */
import type { GameCategory } from './casino-api';
import { decodeSegment } from './lobby-title';

/** The casino-lobby types and the spec's sub-pages, with the categories each lists. */
const LOBBY_CATEGORIES: Readonly<Record<string, readonly GameCategory[]>> = {
  casino: ['live-casino', 'indian-card-games', 'table-games'],
  'slot-games': ['slot-games', 'crash', 'fishing'],
  'slot-games/Crash': ['crash'],
  'slot-games/Shooting': ['fishing'],
};

/** /indian-card-games, labelled Live Casino in the header: the card tables and the live tables. */
export const CARD_GAMES_CATEGORIES: readonly GameCategory[] = ['indian-card-games', 'live-casino'];

export interface LobbyView {
  /** The lobby type (first segment after casino-lobby), or null on /indian-card-games. */
  type: string | null;
  categories: readonly GameCategory[];
  provider: string | null;
}

/** What a path after /casino-lobby/ lists; null for a path no lobby serves. */
export function lobbyView(rest: string): LobbyView | null {
  const segments = rest.split('/').filter(Boolean);
  const [type] = segments;
  if (!type) return null;
  if (segments[1] === 'provider' && segments.length === 3) {
    const categories = LOBBY_CATEGORIES[type];
    return categories ? { type, categories, provider: decodeSegment(segments[2]!) } : null;
  }
  const categories = LOBBY_CATEGORIES[segments.join('/')];
  return categories ? { type, categories, provider: null } : null;
}

export function providerPath(type: string, provider: string): string {
  return `/casino-lobby/${type}/provider/${encodeURIComponent(provider)}`;
}

/** A lobby tile opens its table. */
export function gamePath(game: { gameId: string; tableId: string }): string {
  return `/casino-live/${encodeURIComponent(game.gameId)}/${encodeURIComponent(game.tableId)}`;
}

/** A search result (event type 77777) opens /casino_live/{id}. */
export function searchResultPath(gameId: string): string {
  return `/casino_live/${encodeURIComponent(gameId)}`;
}

/** /table-casino-live/{eventName}: the name as a path segment, spaces kept readable. */
export function tablePath(name: string): string {
  return `/table-casino-live/${encodeURIComponent(name)}`;
}
