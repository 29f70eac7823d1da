import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../tests/support/fixtures';
import { SETTINGS } from './settings';
import { settingsTable, withSettingsTable } from './settings-table';

describe('the settings table in the operator guide', () => {
  it('is the one the settings make (npm run docs:settings rewrites it)', () => {
    const guide = readFileSync(join(PROJECT_ROOT, 'docs', 'operator-guide.md'), 'utf8');
    expect(withSettingsTable(guide), 'docs/operator-guide.md is out of date: run npm run docs:settings').toBe(guide);
  });

  it('lists every setting once, with its default', () => {
    const table = settingsTable();
    for (const name of Object.keys(SETTINGS)) expect(table.split(`| \`${name}\` |`)).toHaveLength(2);
    expect(table).toContain('| `PORT` | Server | whole number (≥ 0, ≤ 65535) | `8080` |');
  });

  it('is all the server reads: no process.env outside the configuration (tests aside)', () => {
    const reads = serverSources(join(PROJECT_ROOT, 'server'))
      .filter((file) => !/\.test\.ts$|test-support\.ts$|\.fixture\.ts$|redis-reachable\.ts$|load-config\.ts$/.test(file))
      .filter((file) => readFileSync(file, 'utf8').includes('process.env'));
    expect(reads).toEqual([]);
  });
});

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? serverSources(join(dir, entry.name)) : /\.(ts|mjs)$/.test(entry.name) ? [join(dir, entry.name)] : []));
}
