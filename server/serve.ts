/**
 * npm run serve (production): the compiled server (dist/server/serve.mjs, made by npm run build) with
 * the built front end. Nothing is compiled or built here: a missing or stale build stops the start
 * with the command to run.
 */
import builtFrom from 'virtual:build-digest';
import { buildProblem } from './build-if-needed';
import { configOrExit, projectRoot, start } from './start';

const root = projectRoot();
const config = configOrExit();
const problem = buildProblem(root, builtFrom);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(78);
}
await start(config, root);
