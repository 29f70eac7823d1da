/**
 * The casino lobbies: /indian-card-games (visitors too) and /casino-lobby/* (casino, slot games, crash,
 * fishing and provider pages). Games by category and provider, a search over their names, the player's
 * favourites and recently played, in a windowed grid. A visitor choosing a game gets the login popup
 * and lands on the game after login; the lobby they chose it in then shows the category and provider
 * they had chosen (lobby-choice.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useLoaded, useServices, useSession } from '../../engine/plugin-api';
import type { CasinoGame, GameCategory } from './casino-api';
import { GameGrid } from './GameGrid';
import { lobbyChoice, useCategoryAfterLogin } from './lobby-choice';
import { CasinoCard, LoadState } from './lobby-kit';
import { CARD_GAMES_CATEGORIES, gamePath, lobbyView, providerPath, type LobbyView } from './lobby-paths';
import { lobbyTitle } from './lobby-title';
import { loadPicks, pickedGames, picks, toggleFavourite } from './player-picks';
import { loadLobby } from './lobby-cache';

export const CATEGORY_NAMES: Readonly<Record<GameCategory, string>> = {
  'live-casino': 'Live Casino',
  'indian-card-games': 'Indian Card Games',
  'slot-games': 'Slots',
  crash: 'Crash',
  fishing: 'Fishing',
  'table-games': 'Table Games',
};

const NO_GAMES: readonly CasinoGame[] = [];

type Shelf = 'all' | 'favourites' | 'recent';

function emptyText(shelf: Shelf, text: string): string {
  if (shelf === 'favourites') return 'No favourites yet: tap ☆ on a game to keep it here.';
  if (shelf === 'recent') return 'Games you open show here.';
  return text ? `No game matches "${text}".` : 'No games here yet.';
}

const CARD_GAMES_VIEW: LobbyView = { type: null, categories: CARD_GAMES_CATEGORIES, provider: null };

/** The games a lobby shows for the chosen shelf, category and search text. */
export function lobbyGames(games: readonly CasinoGame[], view: LobbyView, choice: { category: GameCategory | null; text: string; only: readonly string[] | null }): CasinoGame[] {
  const needle = choice.text.trim().toLowerCase();
  const source = choice.only ? pickedGames(games, choice.only) : games;
  return source.filter(
    (game) =>
      view.categories.includes(game.category) &&
      (!choice.category || game.category === choice.category) &&
      (!view.provider || game.provider === view.provider) &&
      (!needle || game.name.toLowerCase().includes(needle)),
  );
}

export default function LobbyPage() {
  const { pathname } = useLocation();
  const cardGames = pathname.startsWith('/indian-card-games');
  const rest = cardGames ? '' : pathname.replace(/^\/casino-lobby\/?/, '');
  const view = cardGames ? CARD_GAMES_VIEW : lobbyView(rest);
  if (!view) {
    return (
      <CasinoCard data-testid="casino-lobby">
        <h1>Casino</h1>
        <p>There is no casino lobby at {pathname}.</p>
        <Link to="/casino-lobby/casino">Open the casino lobby</Link>
      </CasinoCard>
    );
  }
  return <Lobby key={pathname} view={view} title={cardGames ? 'Live Casino' : lobbyTitle(rest)} />;
}

function Lobby({ view, title }: { view: LobbyView; title: string }) {
  const { api, session } = useServices();
  const { isLogin } = useSession();
  const navigate = useNavigate();
  const [loaded, retry] = useLoaded('lobby', loadLobby, (error) => api.errorText(error));
  const games = loaded.state === 'ready' ? loaded.value.games : NO_GAMES;
  const providers = useMemo(() => [...new Set(games.filter((g) => view.categories.includes(g.category)).map((g) => g.provider))], [games, view]);
  const [shelf, setShelf] = useState<Shelf>('all');
  const restoredCategory = useCategoryAfterLogin(view, loaded.state === 'ready' ? providers : null);
  const [category, setCategory] = useState(restoredCategory);
  const [text, setText] = useState('');
  const owner = isLogin ? (session.memberCode() ?? '') : '';
  useEffect(() => loadPicks(owner), [owner]);
  const { favourites, recent } = useSnapshot(picks);
  const only = shelf === 'favourites' ? favourites : shelf === 'recent' ? recent : null;
  const shown = useMemo(() => lobbyGames(games, view, { category, text, only }), [games, view, category, text, only]);
  const type = view.type ?? 'casino';

  const open = (game: CasinoGame) => {
    const path = gamePath(game);
    if (isLogin) navigate(path);
    else session.requireLogin(path, lobbyChoice(view, category));
  };

  return (
    <CasinoCard aria-labelledby="casino-lobby-title" data-testid="casino-lobby">
      <h1 id="casino-lobby-title">{title}</h1>
      <label className="search">
        <span>Search games</span>
        <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Game name" autoComplete="off" />
      </label>
      {isLogin && (
        <div className="chips" role="group" aria-label="Show">
          {(
            [
              ['all', 'All games'],
              ['favourites', `Favourites (${favourites.length})`],
              ['recent', 'Recently played'],
            ] as const
          ).map(([value, label]) => (
            <button key={value} type="button" className="chip" aria-pressed={shelf === value} onClick={() => setShelf(value)}>
              {label}
            </button>
          ))}
        </div>
      )}
      {view.categories.length > 1 && (
        <div className="chips" role="group" aria-label="Categories">
          {[null, ...view.categories].map((value) => (
            <button key={value ?? 'all'} type="button" className="chip" aria-pressed={category === value} onClick={() => setCategory(value)}>
              {value ? CATEGORY_NAMES[value] : 'All'}
            </button>
          ))}
        </div>
      )}
      {providers.length > 0 && (
        <nav className="chips" aria-label="Providers">
          <Link className="chip" to={view.type ? `/casino-lobby/${view.type}` : '/indian-card-games'} aria-current={view.provider ? undefined : 'page'}>
            All providers
          </Link>
          {providers.map((name) => (
            <Link key={name} className="chip" to={providerPath(type, name)} aria-current={view.provider === name ? 'page' : undefined}>
              {name}
            </Link>
          ))}
        </nav>
      )}
      <LoadState loaded={loaded} retry={retry} loading="Loading…">
        {() =>
          shown.length > 0 ? (
            <GameGrid games={shown} favourites={isLogin ? favourites : null} onOpen={open} onToggleFavourite={(game) => toggleFavourite(game.gameId)} />
          ) : (
            <p className="muted" data-testid="lobby-empty">
              {emptyText(shelf, text)}
            </p>
          )
        }
      </LoadState>
    </CasinoCard>
  );
}
