/**
 * npm start (development): builds the front end when dist/ is missing or older than the sources, then
 * serves every brand and the sandbox exchange. Settings: server/config/settings.ts.
 *
 * npm start gives Node --v8-pool-size=0 (package.json): V8's background threads, which run its garbage
 * collector's concurrent and parallel work, are as many as the machine has cores less one, instead of
 * Node's fixed four. On two cores, four of them marking at once took both cores from the thread serving
 * sockets and the wallet's writer for tens of milliseconds, once or twice in every 10 s of 5,000 casino
 * bets a second (200 to 850 acknowledgements over 20 ms in a second): in seven alternating runs the
 * second round's ack p99 was 21 to 62 ms with four (met in none) and 9 to 38 ms with one (met in five).
 */
import { buildIfNeeded } from './build-if-needed';
import { logger } from './log';
import { configOrExit, projectRoot, start } from './start';

const root = projectRoot();
await start(configOrExit(), root, { before: () => buildIfNeeded(root, (line) => logger.info(line)) });
