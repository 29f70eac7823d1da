import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // Two files at a time in every project, browser files included: each of those has its own server on
    // a free port and its own data.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['engine/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/support/dom-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'cli/**/*.test.ts', 'server/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A page's state may take seconds to come on a busy machine; a poll that holds still returns at once.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
