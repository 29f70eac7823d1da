// Lint for every TypeScript and JavaScript file of the project: the recommended rules of ESLint and
// typescript-eslint, the rules of hooks, the project's import boundaries (cli/lint/import-boundaries.mjs),
// and at most 80 lines to a function outside tests and migrations.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './cli/lint/import-boundaries.mjs';

export default defineConfig([
  globalIgnores(['node_modules/', 'dist/', 'engine/generated/', 'test-results/', '.data/', 'coverage/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  // The rules of hooks where React runs: the engine, the plugins and the pages tests and benchmarks draw.
  { files: ['engine/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'tests/**/*.tsx'], ...reactHooks.configs.flat.recommended },
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        // The browser and Node both: engine and plugins run in pages and workers, the rest in Node.
        window: 'readonly', document: 'readonly', self: 'readonly', location: 'readonly', navigator: 'readonly', performance: 'readonly',
        console: 'readonly', process: 'readonly', URL: 'readonly', URLSearchParams: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly',
        setInterval: 'readonly', clearInterval: 'readonly', queueMicrotask: 'readonly', structuredClone: 'readonly', fetch: 'readonly',
        Response: 'readonly', Request: 'readonly', Headers: 'readonly', AbortController: 'readonly', TextEncoder: 'readonly', TextDecoder: 'readonly',
        Worker: 'readonly', MessageEvent: 'readonly', Event: 'readonly', HTMLElement: 'readonly', Element: 'readonly', Node: 'readonly',
        IntersectionObserver: 'readonly', requestAnimationFrame: 'readonly', cancelAnimationFrame: 'readonly', atob: 'readonly', btoa: 'readonly',
        Buffer: 'readonly', globalThis: 'readonly',
      },
    },
    plugins: { wl: boundaries },
    rules: {
      'wl/import-boundaries': 'error',
      // Names starting with _ are kept on purpose (a rest that drops a field, an unused parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Numbers and dates players read are written one way, by domain/format (money in en-IN with -₹ for a
    // loss, sizes in K and M, odds in the ladder's decimals, DD/MM/YYYY dates); a file that formats on its
    // own drifts from the rest, as "₹-100.00" beside "-₹100.00" once did. Tests may check independently.
    files: ['engine/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'domain/**/*.ts', 'server/**/*.ts'],
    ignores: ['domain/format/**', '**/*.test.{ts,tsx}', '**/test-*.ts'],
    rules: {
      'no-restricted-properties': ['error', ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
        property,
        message: 'Format numbers and dates for players with domain/format (formatRupeesFromPaise, formatSize, formatOdds, formatAtOffset), not the locale directly.',
      }))],
      'no-restricted-syntax': ['error',
        { selector: "MemberExpression[object.name='Intl']", message: 'Intl formatting lives in domain/format only: use formatRupeesFromPaise, formatSize, formatOdds or formatAtOffset.' },
        { selector: 'TemplateElement[value.raw=/₹$/]', message: 'Write rupees with formatRupeesFromPaise or formatShortRupees from domain/format, so a negative amount reads -₹100.00 everywhere.' },
      ],
      'no-restricted-imports': ['error', { paths: [{ name: 'dayjs', message: 'Dates are written by domain/format (formatAtOffset, formatWallClock), which reads the same patterns as dayjs.' }] }],
    },
  },
  {
    // A function a reader can hold in mind at once: longer ones are split into named steps. Tests (tables
    // and journeys read top to bottom) and the migrations (one list of schema versions) are left out.
    files: ['server/**/*.{ts,tsx,mjs}', 'engine/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'domain/**/*.ts', 'cli/**/*.{ts,mjs}', 'schemas/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}', 'server/db/migrations.ts',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Tests edit JSON fixtures and fake services freely.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
]);
