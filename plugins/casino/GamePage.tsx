/**
 * A casino game: /casino-live/{gameId}/{tableId} (a lobby tile), /table-casino-live/{eventName} (a table
 * by name) and /casino_live/{id} (a search result), shown in the provider's frame (GameFrame.tsx).
 */
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { useServices } from '../../engine/plugin-api';
import { launchGame, type Launch } from './casino-api';
import { GameFrame } from './GameFrame';
import { loadLobby } from './lobby-cache';
import { loadPicks, markPlayed } from './player-picks';
import { casinoOptions } from './state';

export { FRAME_ALLOW, FRAME_SANDBOX } from './GameFrame';

/** Which game a path names: by id (with its table), or by its name on /table-casino-live. */
async function launchFromPath(api: Parameters<typeof launchGame>[0], params: Readonly<Record<string, string | undefined>>): Promise<Launch> {
  if (params.eventName !== undefined) {
    const wanted = params.eventName.trim().toLowerCase();
    const game = (await loadLobby()).games.find((g) => g.name.toLowerCase() === wanted || g.tableId.toLowerCase() === wanted);
    if (!game) throw new Error(`There is no casino table named ${params.eventName}.`);
    return launchGame(api, game.gameId, game.tableId);
  }
  return launchGame(api, params.gameId ?? params.id ?? '', params.tableId);
}

const HOME = { to: '/indian-card-games', label: 'All games' };

export default function GamePage() {
  const params = useParams();
  const { api, session } = useServices();
  const key = [params.gameId, params.tableId, params.eventName, params.id].join('|');
  const launched = useCallback(
    (launch: Launch) => {
      loadPicks(session.memberCode() ?? '');
      markPlayed(launch.gameId, casinoOptions.recentLimit);
    },
    [session],
  );
  return <GameFrame gameKey={key} launch={() => launchFromPath(api, params)} home={HOME} onLaunched={launched} />;
}
