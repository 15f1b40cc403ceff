import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures.ts';
import { signInWithForm } from './sign-in-helpers.ts';

// The first download (issue 17): every script a cold browser fetches to show a page, counted as
// gzip (level 9) would send it. The budgets hold today's figures with a little room (decision 054:
// 186, 185 and 229 KiB), so a change that pulls a library into the first download fails here; issue
// 17's target is 170 KiB for each of these pages (docs/performance.md has the figures and where the
// rest goes).
const KiB = 1024;
const BUDGET = {
  '/login': 188 * KiB,
  '/': 188 * KiB,
  '/student/home': 232 * KiB,
};

/** Loads `path` in a fresh context (no cache) and returns the gzipped bytes of every script it fetched. */
async function scriptsFor(
  browser: Browser,
  baseURL: string,
  path: string,
  ready: (page: Page) => Promise<void>,
  storageState?: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({ baseURL, ...(storageState ? { storageState } : {}) });
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  return { total: [...sizes.values()].reduce((a, b) => a + b, 0), files: sizes.size };
}

test('the first download of /login, / and /student/home stays within its budget', async ({
  browser,
}, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const measured: Record<string, number> = {};
  const login = await scriptsFor(browser, baseURL, '/login', async (page) => {
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  });
  measured['/login'] = login.total;
  const home = await scriptsFor(browser, baseURL, '/', async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  measured['/'] = home.total;

  // Mia signs in through the form; a fresh context with her session then opens her home cold.
  const signIn = await browser.newContext({ baseURL });
  const miaPage = await signIn.newPage();
  await signInWithForm(miaPage, DEMO.mia.login, DEMO.mia.password);
  await expect(miaPage).toHaveURL((url) => url.pathname === DEMO.mia.landing);
  const state = await signIn.storageState();
  await signIn.close();
  const child = await scriptsFor(
    browser,
    baseURL,
    '/student/home',
    async (page) => {
      await expect(page).toHaveURL((url) => url.pathname === '/student/home');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
    state,
  );
  measured['/student/home'] = child.total;

  const report = Object.entries(measured)
    .map(([path, bytes]) => `${path}: ${(bytes / KiB).toFixed(1)} KiB gzipped`)
    .join('; ');
  testInfo.annotations.push({ type: 'first download', description: report });
  console.log(`first download: ${report}`);
  for (const [path, bytes] of Object.entries(measured))
    expect(bytes, `${path} first download (${report})`).toBeLessThanOrEqual(
      BUDGET[path as keyof typeof BUDGET],
    );
});
