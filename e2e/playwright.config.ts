import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The built app (API + web on one origin) on a fresh embedded PostgreSQL seeded with the demo data.
const port = Number(process.env.E2E_PORT ?? 3100);
// Fixed once in the runner; workers and the teardown inherit it through the environment.
process.env.E2E_DATA_DIR ??= path.join('.data', `e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
/**
 * The reflection coach's endpoint (decision 051): the servers are told of a chat-completions server on
 * this port, which coach.spec.ts starts itself (a fake). Nothing listens there otherwise, and no child
 * is offered the helper unless a parent turns it on, so other specs see only the parent's switch.
 */
process.env.E2E_COACH_PORT ??= String(52000 + (process.pid % 4000));
/**
 * Two servers, each on a database of its own (decision 026): lane A runs the feature specs (desktop,
 * then mobile), lane B the read-only route sweep, side by side; the sweep never sees the specs'
 * changes to the demo data. E2E_ONE_SERVER=1 (the test gate's probes) starts lane A only.
 */
const lanes = {
  a: { port, dataDir: path.join(dataDir, 'a'), pgPort: 56000 + (process.pid % 4000) },
  b: { port: port + 1, dataDir: path.join(dataDir, 'b'), pgPort: 60000 + (process.pid % 4000) },
};
if (process.env.E2E_ONE_SERVER === '1') lanes.b = lanes.a;
const onLane = (lane: keyof typeof lanes) => ({
  use: { baseURL: `http://localhost:${lanes[lane].port}` },
  // Read by fixtures.ts's mailDir(): the mail folder of the server this project talks to.
  metadata: { dataDir: lanes[lane].dataDir },
});
const server = (lane: (typeof lanes)['a']) => ({
  command: 'node ../apps/api/src/server.ts',
  url: `http://localhost:${lane.port}/readyz`,
  timeout: 180_000,
  reuseExistingServer: false,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(lane.port),
    APP_URL: `http://localhost:${lane.port}`,
    DATA_DIR: path.resolve('..', lane.dataDir),
    EMBEDDED_PG_PORT: String(lane.pgPort),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    COACH_URL: `http://127.0.0.1:${process.env.E2E_COACH_PORT}/v1`,
    COACH_MODEL: 'e2e-fake',
    COACH_API_KEY: 'e2e',
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
  },
});
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const MOBILE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
/** The route sweep's two specs (not sweep-layout, which adds a child of its own). */
const SWEEP = /\/sweep(\.mobile)?\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two at most: one per lane, or the sweep's (see projects).
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
  // course, a new child), so they run one at a time on lane A: desktop, then mobile. The sweep only
  // reads; it runs on lane B's untouched demo from the start, beside them, one tab per visitor and
  // worker (decisions 022 and 026). Playwright starts a project only when every project of the
  // stage before has ended, so nothing may depend on the sweep and the sweep depends on nothing.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], ...onLane('a').use },
      metadata: onLane('a').metadata,
      testIgnore: [/.*\.mobile\.spec\.ts/, SWEEP],
      workers: 1,
    },
    {
      name: 'mobile',
      use: { ...MOBILE, ...onLane('a').use },
      metadata: onLane('a').metadata,
      testMatch: /.*\.mobile\.spec\.ts/,
      testIgnore: SWEEP,
      workers: 1,
      dependencies: ['desktop'],
    },
    {
      name: 'sweep-desktop',
      use: { ...devices['Desktop Chrome'], ...onLane('b').use },
      metadata: onLane('b').metadata,
      testMatch: /sweep\.spec\.ts/,
      fullyParallel: true,
    },
    {
      name: 'sweep-mobile',
      use: { ...MOBILE, ...onLane('b').use },
      metadata: onLane('b').metadata,
      testMatch: /sweep\.mobile\.spec\.ts/,
      fullyParallel: true,
    },
  ],
  webServer: lanes.b === lanes.a ? [server(lanes.a)] : [server(lanes.a), server(lanes.b)],
});
