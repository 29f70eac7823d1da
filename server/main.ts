/** npm start: build when needed, then serve every brand and the sandbox API on PORT (default 8080). */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './app';
import { buildIfNeeded } from './build-if-needed';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

buildIfNeeded(root, (line) => console.log(line));
const app = await createServer({ root, brandsRoot: process.env.BRANDS_ROOT ?? root });
await app.listen({ port, host });
console.log(`Serving all brands on http://localhost:${port} (default), http://green.localhost:${port}, http://yellow.localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
