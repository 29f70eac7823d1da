/**
 * Formatting numbers and dates for players outside domain/format is a lint error, through the project's
 * own ESLint config, so a page cannot quietly go back to its own rupees, sizes or dates.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/fixtures';

const eslint = new ESLint({ cwd: PROJECT_ROOT });
const FORMAT_RULES = ['no-restricted-properties', 'no-restricted-syntax', 'no-restricted-imports'];

/** The formatting rules that fire for `code` as if it were the file at `path`. */
async function formatRules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${PROJECT_ROOT}/${path}` });
  return result!.messages.filter((m) => FORMAT_RULES.includes(m.ruleId ?? '')).map((m) => m.ruleId!);
}

describe('formatting stays in domain/format', () => {
  it.each([
    ['a plugin grouping rupees itself', 'plugins/wallet/Total.tsx', 'export const total = (r: number) => r.toLocaleString("en-IN");\n', ['no-restricted-properties']],
    ['the engine with its own Intl formatter', 'engine/shell/Total.ts', "export const f = new Intl.NumberFormat('en-IN');\n", ['no-restricted-syntax']],
    ['a plugin writing ₹ before a number', 'plugins/fancy/Total.tsx', 'export const total = (r: number) => `₹${r}`;\n', ['no-restricted-syntax']],
    ['a plugin formatting dates with dayjs', 'plugins/statements/When.ts', "import dayjs from 'dayjs';\nexport const when = (t: number) => dayjs(t).format('DD/MM/YYYY');\n", ['no-restricted-imports']],
    ['a page the server draws', 'server/aviator/page/total.ts', 'export const total = (d: Date) => d.toLocaleDateString();\n', ['no-restricted-properties']],
    ['domain outside its format module', 'domain/exchange/total.ts', 'export const total = (r: number) => `₹${r}`;\n', ['no-restricted-syntax']],
  ])('%s is refused', async (_name, path, code, rules) => {
    expect(await formatRules(path, code)).toEqual(rules);
  });

  it.each([
    ['the format module itself', 'domain/format/extra.ts', "export const f = new Intl.NumberFormat('en-IN');\nexport const g = (r: number) => `₹${f.format(r)}`;\n"],
    ['a test checking on its own', 'plugins/wallet/total.test.ts', 'export const total = (r: number) => `₹${r.toLocaleString("en-IN")}`;\n'],
    ['a plugin using the module', 'plugins/wallet/Total.tsx', "import { formatRupeesFromPaise } from '../../domain/format';\nexport const total = (p: number) => `Total ${formatRupeesFromPaise(p)}`;\n"],
  ])('%s passes', async (_name, path, code) => {
    expect(await formatRules(path, code)).toEqual([]);
  });
});
