/**
 * Which plugins each built chunk holds code of, read from the chunks' source maps in dist/assets: a
 * chunk is a plugin's when any of its sources lies under plugins/<id>/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './fixtures';

export function chunkPlugins(assetsDir: string = join(PROJECT_ROOT, 'dist', 'assets')): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  for (const file of readdirSync(assetsDir).filter((f) => f.endsWith('.js'))) {
    const map = join(assetsDir, `${file}.map`);
    const plugins = new Set<string>();
    if (existsSync(map)) {
      const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
      for (const source of sources) {
        const found = /^(?:\.\.\/)*plugins\/([a-z0-9-]+)\//.exec(source);
        if (found) plugins.add(found[1]!);
      }
    }
    owners.set(file, plugins);
  }
  return owners;
}

/** The plugins whose code the given script paths (/assets/<file>.js) hold. */
export function pluginsLoaded(scripts: readonly string[], owners: Map<string, Set<string>> = chunkPlugins()): string[] {
  const found = new Set<string>();
  for (const script of scripts) for (const plugin of owners.get(script.replace(/^.*\//, '')) ?? []) found.add(plugin);
  return [...found].sort();
}
