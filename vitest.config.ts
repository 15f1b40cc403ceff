import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests in Node (contracts, scripts, the web app's rules), the web app's
// component tests in jsdom, and API integration tests, which run against a real PostgreSQL started
// once by the global setup.
export default defineConfig({
  test: {
    // The default output, plus a check that fails a run in which no test executed.
    reporters: ['default', './scripts/vitest-require-tests.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          // Pure logic: contracts, scripts, and the web app's rules that need no DOM (apps/web *.test.ts).
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // YE_TEST_NOW (scripts/clock-matrix.ts) sets the date the tests run on.
          setupFiles: ['scripts/vitest-clock.ts'],
          // Some property tests (fast-check) take seconds on a busy 2-core CI machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'web',
          // Components, pages and browser-state helpers of the web app (apps/web *.test.tsx), in jsdom.
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // The clock first, so YE_TEST_NOW holds here too; then the shared set-up (cleanup after each test).
          setupFiles: ['scripts/vitest-clock.ts', 'apps/web/src/test/setup.ts'],
          // vi.stubGlobal stubs (fetch, XMLHttpRequest, matchMedia...) are undone before every test.
          unstubGlobals: true,
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
