// Lint for every TypeScript and JavaScript file of the project: the recommended rules of ESLint and
// typescript-eslint, the rules of hooks, and the project's import boundaries (cli/lint/import-boundaries.mjs).
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
    // Tests edit JSON fixtures and fake services freely.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
]);
