/**
 * Each import boundary fires on a deliberate violation, with its message, through the project's own
 * ESLint config (so the rule is wired where `npm test` runs it); the imports the boundaries allow pass.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/fixtures';

const eslint = new ESLint({ cwd: PROJECT_ROOT });

/** The boundary messages ESLint gives for `code` as if it were the file at `path`. */
async function boundaryMessages(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${PROJECT_ROOT}/${path}` });
  return result!.messages.filter((m) => m.ruleId === 'wl/import-boundaries').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'domain importing a package',
      'domain/money/tax.ts',
      "import { proxy } from 'valtio';\nexport const tax = proxy({});\n",
      'domain/ imports nothing outside itself, but domain/money/tax.ts imports the package "valtio".',
    ],
    [
      'domain importing the engine',
      'domain/money/tax.ts',
      "import type { ApiService } from '../../engine/services/api';\nexport type Api = ApiService;\n",
      'domain/ imports nothing outside itself, but domain/money/tax.ts imports engine/services/api.',
    ],
    [
      'the engine importing a plugin',
      'engine/shell/Promo.tsx',
      "import { exchangeState } from '../../plugins/exchange/state';\nexport const promo = exchangeState;\n",
      'the engine names no plugin, but engine/shell/Promo.tsx imports plugins/exchange/state.',
    ],
    [
      'the engine importing the server',
      'engine/boot/port.ts',
      "export { createServer } from '../../server/app';\n",
      'the engine does not import server/, but engine/boot/port.ts imports server/app.',
    ],
    [
      'a plugin importing engine internals',
      'plugins/fancy/peek.ts',
      "import { engineStore } from '../../engine/state/engine-store';\nexport const peek = engineStore;\n",
      'plugins import the engine only through engine/plugin-api.ts, but plugins/fancy/peek.ts imports engine/state/engine-store.',
    ],
    [
      'a plugin loading engine internals on demand',
      'plugins/support/late.ts',
      "export const late = () => import('../../engine/shell/Header');\n",
      'plugins import the engine only through engine/plugin-api.ts, but plugins/support/late.ts imports engine/shell/Header.',
    ],
    [
      "a plugin importing another plugin's internals",
      'plugins/fancy/peek.ts',
      "import { exchangeState } from '../exchange/state';\nexport const peek = exchangeState;\n",
      'a plugin reaches another only through its api.ts, but plugins/fancy/peek.ts imports plugins/exchange/state.',
    ],
    [
      "a plugin importing another plugin's internals for types only",
      'plugins/fancy/peek.ts',
      "import type { Market } from '../betting/markets/types';\nexport type Peek = Market;\n",
      'a plugin reaches another only through its api.ts, but plugins/fancy/peek.ts imports plugins/betting/markets/types.',
    ],
    [
      'a plugin importing the api of a plugin it does not require',
      'plugins/support/prices.ts',
      "export { marketStore } from '../betting/api';\n",
      'plugins/support/prices.ts imports plugins/betting/api, but plugins/support/plugin.json does not require "betting".',
    ],
    [
      "a plugin's test mocking another plugin's internals",
      'plugins/fancy/peek.test.ts',
      "import { vi } from 'vitest';\nvi.mock('../betting/pick-selection', () => ({}));\n",
      'a plugin reaches another only through its api.ts, but plugins/fancy/peek.test.ts imports plugins/betting/pick-selection.',
    ],
    [
      'a plugin importing the server',
      'plugins/support/direct.ts',
      "export * from '../../server/brand-files';\n",
      'a plugin imports only engine/plugin-api.ts, domain/, its own files and the api of plugins it requires, but plugins/support/direct.ts imports server/brand-files.',
    ],
    [
      'the server importing the engine',
      'server/api/money.ts',
      "import { formatInstant } from '../../engine/services/time-format';\nexport const when = formatInstant;\n",
      'server/ imports only domain/, schemas/ and its own files, but server/api/money.ts imports engine/services/time-format.',
    ],
    [
      'the server importing the CLI',
      'server/build.ts',
      "import { build } from '../cli/commands/build';\nexport const rebuild = build;\n",
      'server/ imports only domain/, schemas/ and its own files, but server/build.ts imports cli/commands/build.',
    ],
    [
      'the server importing a plugin',
      'server/api/prices.ts',
      "import { deltaFromWire } from '../../plugins/betting/api';\nexport const read = deltaFromWire;\n",
      'server/ imports only domain/, schemas/ and its own files, but server/api/prices.ts imports plugins/betting/api.',
    ],
    [
      'engine code (not a test) importing test support',
      'engine/boot/fixtures.ts',
      "export { brandManifest } from '../../tests/support/fixtures';\n",
      'the engine does not import tests/, but engine/boot/fixtures.ts imports tests/support/fixtures.',
    ],
  ])('refuses %s', async (_name, path, code, message) => {
    expect(await boundaryMessages(path, code)).toEqual([message]);
  });

  it.each([
    ['a plugin using the plugin API, domain/ and its own files', 'plugins/fancy/ok.ts', "import { session } from '../../engine/plugin-api';\nimport { priceUp } from '../../domain/exchange/price-ladder';\nimport { fancyState } from './state';\nexport const ok = [session, priceUp, fancyState];\n"],
    ['a plugin using the api of a plugin it requires', 'plugins/fancy/ok.ts', "import { marketStore } from '../betting/api';\nexport const ok = marketStore;\n"],
    ["a plugin's test using test support", 'plugins/fancy/ok.test.ts', "import { fakeServices } from '../../tests/support/fake-services';\nexport const ok = fakeServices;\n"],
    ['the server using domain/ and schemas/', 'server/ok.ts', "import { escapeXml } from '../domain/text/escape-xml';\nimport { compileSchema } from '../schemas/compile';\nexport const ok = [escapeXml, compileSchema];\n"],
    ['domain/ using domain/', 'domain/money/ok.ts', "import { formatPaise } from './rupees';\nexport const ok = formatPaise;\n"],
  ])('allows %s', async (_name, path, code) => {
    expect(await boundaryMessages(path, code)).toEqual([]);
  });
});
