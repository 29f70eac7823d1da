import { contribute, definePlugin } from '../../engine/plugin-api';
import { loadLobby } from './lobby-cache';
import { lobbyTitle } from './lobby-title';
import { configureCasino, type CasinoOptions } from './state';

/** The lobby asks for its games while its code loads, instead of after it (one wait, not three in a row). */
const lobby = () => {
  loadLobby().catch(() => undefined);
  return import('./LobbyPage');
};
const game = () => import('./GamePage');

export default definePlugin<CasinoOptions>({
  id: 'casino',
  routes: [
    { path: '/indian-card-games', load: lobby },
    // The header names a lobby page from its path (spec section 2, Header title).
    { path: '/casino-lobby/*', load: lobby, title: (params) => lobbyTitle(params['*'] ?? '') },
    { path: '/casino-live/:gameId/:tableId', load: game },
    { path: '/table-casino-live/:eventName', load: game },
    { path: '/casino_live/:id', load: game },
  ],
  contributes: [
    contribute({ slot: 'search.provider', id: 'games', value: { search: (text) => import('./search-games').then((m) => m.searchGames(text)) } }),
  ],
  setup({ options, api, balance, session }) {
    configureCasino(options, { api, balance, session });
  },
});
