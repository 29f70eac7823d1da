// npm links the bins of dependencies, not the project's own; link `wl` so node_modules/.bin/wl works too.
import { chmodSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const binDir = join(root, 'node_modules', '.bin');
if (existsSync(join(root, 'node_modules'))) {
  mkdirSync(binDir, { recursive: true });
  const link = join(binDir, 'wl');
  rmSync(link, { force: true });
  symlinkSync(relative(binDir, join(root, 'cli', 'wl.mjs')), link);
  chmodSync(join(root, 'cli', 'wl.mjs'), 0o755);
}
