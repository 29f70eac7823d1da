/** The lobby's games, read once per page load and shared by every lobby page, game page and the search. */
import { apiAnswerKey, firstScreenAnswer } from '../../engine/plugin-api';
import { fetchLobby, LOBBY_PATH, readLobby, type Lobby } from './casino-api';
import { casinoServices } from './state';

let lobby: Promise<Lobby> | null = null;

/**
 * The lobby's games; a failed read is forgotten so the next call tries again. On the page the server
 * drew them into, its answer is read at once, with no request and without waiting for the API's code.
 */
export function loadLobby(): Promise<Lobby> {
  const drawn = lobby ? undefined : firstScreenAnswer(apiAnswerKey(LOBBY_PATH));
  if (drawn) {
    try {
      lobby = Promise.resolve(readLobby(drawn as Parameters<typeof readLobby>[0]));
    } catch {
      // An answer that says it failed: ask again.
    }
  }
  lobby ??= fetchLobby(casinoServices().api).catch((error: unknown) => {
    lobby = null;
    throw error;
  });
  return lobby;
}
