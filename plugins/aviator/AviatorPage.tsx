/**
 * /aviator: the provider's Aviator page, launched through the casino (the brand's game id, 7019 in the
 * sandbox) and shown in its frame; on phones the header gives way to the bottom bar (Back, Deposit).
 */
import { useServices } from '../../engine/plugin-api';
import { GameFrame, launchGame } from '../casino/api';
import { aviatorOptions } from './state';

const HOME = { to: '/casino-lobby/slot-games/Crash', label: 'Crash games' };

export default function AviatorPage() {
  const { api } = useServices();
  const { gameId } = aviatorOptions;
  return <GameFrame gameKey={gameId} launch={() => launchGame(api, gameId)} home={HOME} testId="aviator-game" />;
}
