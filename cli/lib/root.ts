import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The project folder: the nearest folder above `from` holding brands/ and schemas/. */
export function findProjectRoot(from: string = process.cwd()): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'schemas', 'brand-manifest.schema.json')) && existsSync(join(dir, 'brands'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No project found at or above ${from}: expected a folder with brands/ and schemas/brand-manifest.schema.json.`);
    dir = parent;
  }
}
