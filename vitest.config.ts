import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Web test files that replace a module with vi.mock. Without per-file isolation a mocked module stays
 * in the shared module graph (or a real one stays where a mock was wanted), so these run isolated in
 * their own project; every other web file shares one graph, which takes the web suite from about 265
 * to about 100 s on two cores.
 */
const WEB_SRC = 'apps/web/src';
const webFilesWithMocks = fs
  .readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.tsx'))
  .map((f) => path.join(WEB_SRC, f).split(path.sep).join('/'))
  .filter((f) => fs.readFileSync(f, 'utf8').includes('vi.mock('));

const webTest = {
  environment: 'jsdom',
  // The clock first, so YE_TEST_NOW holds here too; then the shared set-up (cleanup after each test).
  setupFiles: ['scripts/vitest-clock.ts', 'apps/web/src/test/setup.ts'],
  // vi.stubGlobal stubs (fetch, XMLHttpRequest, matchMedia...) are undone before every test.
  unstubGlobals: true,
  // Dialog-heavy component tests render MUI in jsdom; on a busy 2-core CI machine a few need more
  // than the default 5 s.
  testTimeout: 15_000,
} as const;

// Projects: pure unit tests in Node (contracts, scripts, the web app's rules), the web app's
// component tests in jsdom (two projects, see webFilesWithMocks), and API integration tests, which run against a real PostgreSQL started
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
          exclude: webFilesWithMocks,
          isolate: false,
          ...webTest,
        },
      },
      {
        test: {
          name: 'web-mocks',
          include: webFilesWithMocks,
          ...webTest,
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
          // Files share one module graph per worker (decision 028): imports were 44% of the run.
          isolate: false,
        },
      },
    ],
  },
});
