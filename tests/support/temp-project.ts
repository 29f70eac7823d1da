/** A throwaway copy of the project's sources (node_modules linked), for tests that write brands or plugins. */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from './fixtures';

const COPIED = ['brands', 'schemas', 'domain', 'plugins', 'engine', 'cli', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'vitest.config.mts', 'eslint.config.mjs', 'tests/support'];

export interface TempProject {
  root: string;
  remove(): void;
}

export function tempProject(): TempProject {
  const root = mkdtempSync(join(tmpdir(), 'wl-project-'));
  for (const entry of COPIED) {
    cpSync(join(PROJECT_ROOT, entry), join(root, entry), { recursive: true, filter: (src) => !src.includes(`${join('engine', 'generated')}`) });
  }
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
