/** npm run bench: every benchmark in turn, printing its figures. */
import { chromiumAvailable, CHROMIUM_PATH } from '../support/chromium';
import { runBundleBench } from './bundle.bench';

if (!chromiumAvailable()) {
  console.error(`The benchmarks need Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  process.exit(1);
}
const results = { bundle: await runBundleBench() };
console.log(`\n${Object.entries(results).map(([name, ok]) => `${name}: ${ok ? 'met' : 'missed'}`).join(', ')}`);
