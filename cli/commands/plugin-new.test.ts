import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempProject, type TempProject } from '../../tests/support/temp-project';
import { generate } from './generate';
import { pluginNew } from './plugin-new';

let project: TempProject;
const lines: string[] = [];

beforeAll(() => {
  project = tempProject();
});
afterAll(() => project.remove());

describe('wl plugin new', () => {
  it('scaffolds a plugin and prints a checklist', () => {
    expect(pluginNew(project.root, 'cricket-quiz', (l) => lines.push(l))).toBe(0);
    expect(lines.slice(0, 9)).toEqual([
      'Made plugins/cricket-quiz/:',
      '  plugin.json',
      '  schema.json',
      '  state.ts',
      '  CricketQuizSection.tsx',
      '  CricketQuizPage.tsx',
      '  index.ts',
      '  cricket-quiz.test.tsx',
      'Next:',
    ]);
  });

  it('refuses an existing or non-empty folder and a bad id', () => {
    const out: string[] = [];
    expect(pluginNew(project.root, 'support', (l) => out.push(l))).toBe(1);
    mkdirSync(join(project.root, 'plugins', 'taken'));
    writeFileSync(join(project.root, 'plugins', 'taken', 'notes.txt'), 'x');
    expect(pluginNew(project.root, 'taken', (l) => out.push(l))).toBe(1);
    expect(pluginNew(project.root, 'Bad', (l) => out.push(l))).toBe(1);
    expect(out).toEqual([
      '✗ plugins/support already exists and is not empty; choose another id or remove the folder.',
      '✗ plugins/taken already exists and is not empty; choose another id or remove the folder.',
      '✗ plugin id "Bad": expected 2 to 32 lower-case letters, digits or dashes, starting with a letter',
    ]);
  });

  it('builds into the registry, type-checks, keeps to the import boundaries and passes its own test', async () => {
    const generated = generate(project.root);
    expect(generated.plugins).toContain('cricket-quiz');
    expect(existsSync(join(project.root, 'engine/generated/plugin-registry.ts'))).toBe(true);
    const tsc = spawnSync(process.execPath, [join(project.root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--noEmit'], { cwd: project.root, encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
    const lint = await new ESLint({ cwd: project.root }).lintFiles(['plugins/cricket-quiz']);
    expect(lint.flatMap((file) => file.messages.map((m) => `${file.filePath}:${m.line} ${m.message}`))).toEqual([]);
    const test = spawnSync(process.execPath, [join(project.root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'unit', 'plugins/cricket-quiz'], {
      cwd: project.root,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
    });
    expect(test.stdout).toContain('tests: 2 passed, 0 failed, 0 skipped');
    expect(test.status).toBe(0);
  });
});
