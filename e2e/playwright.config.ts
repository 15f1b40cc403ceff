import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The built app (API + web on one origin) on a fresh embedded PostgreSQL seeded with the demo data.
const port = Number(process.env.E2E_PORT ?? 3100);
// Fixed once in the runner; workers and the teardown inherit it through the environment.
process.env.E2E_DATA_DIR ??= path.join('.data', `e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
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
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /.*\.mobile\.spec\.ts/ },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      testMatch: /.*\.mobile\.spec\.ts/,
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
