import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The built app (API + web on one origin) on a fresh embedded PostgreSQL seeded with the demo data.
const port = Number(process.env.E2E_PORT ?? 3100);
// Fixed once in the runner; workers and the teardown inherit it through the environment.
process.env.E2E_DATA_DIR ??= path.join('.data', `e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const MOBILE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
/** The route sweep's two specs (not sweep-layout, which adds a child of its own). */
const SWEEP = /\/sweep(\.mobile)?\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two at most, and only in the read-only sweep (see projects).
  workers: 2,
  // No retries: a test that passes only on a second try is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The list, plus a check that fails a run in which no test executed.
  reporter: [['list'], ['./require-tests-reporter.ts']],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chrome,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  // The journeys and feature specs change the demo data (a password reset and put back, a finished
  // course, a new child), so they run one at a time: desktop, then mobile. The sweep only reads; it
  // runs after both, on two workers, one tab per visitor and worker (decision 022).
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [/.*\.mobile\.spec\.ts/, SWEEP],
      workers: 1,
    },
    {
      name: 'mobile',
      use: MOBILE,
      testMatch: /.*\.mobile\.spec\.ts/,
      testIgnore: SWEEP,
      workers: 1,
      dependencies: ['desktop'],
    },
    {
      name: 'sweep-desktop',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /sweep\.spec\.ts/,
      fullyParallel: true,
      dependencies: ['mobile'],
    },
    {
      name: 'sweep-mobile',
      use: MOBILE,
      testMatch: /sweep\.mobile\.spec\.ts/,
      fullyParallel: true,
      dependencies: ['mobile'],
    },
  ],
  webServer: {
    command: 'node ../apps/api/src/server.ts',
    url: `http://localhost:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: path.resolve('..', dataDir),
      EMBEDDED_PG_PORT: String(56000 + (process.pid % 4000)),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
