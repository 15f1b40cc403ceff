import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests (rules in contracts and web/lib) and API integration tests,
// which run against a real PostgreSQL started once by the global setup.
export default defineConfig({
  test: {
    // The default output, plus a check that fails a run in which no test executed.
    reporters: ['default', './scripts/vitest-require-tests.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // YE_TEST_NOW (scripts/clock-matrix.ts) sets the date the tests run on.
          setupFiles: ['scripts/vitest-clock.ts'],
          // Dialog-heavy component tests render MUI in jsdom; on a busy 2-core CI machine a few need
          // more than the default 5 s.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          setupFiles: ['apps/api/src/test/env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: run files in parallel but each gets its own database cloned from a template.
          maxWorkers: 2,
        },
      },
    ],
  },
});
