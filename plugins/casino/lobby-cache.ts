/** The lobby's games, read once per page load and shared by every lobby page, game page and the search. */
import { fetchLobby, type Lobby } from './casino-api';
import { casinoServices } from './state';

let lobby: Promise<Lobby> | null = null;

/** The lobby's games; a failed read is forgotten so the next call tries again. */
export function loadLobby(): Promise<Lobby> {
  lobby ??= fetchLobby(casinoServices().api).catch((error: unknown) => {
    lobby = null;
    throw error;
  });
  return lobby;
}
