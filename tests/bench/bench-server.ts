/**
 * The server as `npm start` runs it, its settings from the environment, with load that only a benchmark
 * adds and no setting offers, given as JSON in the first argument (BenchServerLoad, server-process.ts):
 * a market moving `priceStorm` times a second (price-storm.ts), a casino lobby of `lobbyGames` games.
 */
import { buildIfNeeded } from '../../server/build-if-needed';
import { logger } from '../../server/log';
import { configOrExit, projectRoot, start } from '../../server/start';
import { paddedLobby } from '../support/padded-lobby';
import { startPriceStorm } from './price-storm';
import type { BenchServerLoad } from './server-process';

const load = JSON.parse(process.argv[2] ?? '{}') as BenchServerLoad;
const root = projectRoot();
const lobby = load.lobbyGames ? paddedLobby(load.lobbyGames) : null;

await start(configOrExit(), root, {
  before: () => buildIfNeeded(root, (line) => logger.info(line)),
  options: (options) => (lobby ? { ...options, sandbox: { ...options.sandbox, casino: { ...options.sandbox?.casino, lobby: () => lobby } } } : options),
  made: (app) => {
    if (!load.priceStorm) return;
    const stop = startPriceStorm(app.sandbox.board, load.priceStorm);
    app.addHook('preClose', async () => stop());
  },
});
