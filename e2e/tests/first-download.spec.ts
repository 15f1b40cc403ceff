import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures.ts';
import { signInWithForm } from './sign-in-helpers.ts';

// The first download (issue 17): every script a cold browser fetches to show a page, counted as
// gzip (level 9) would send it. The budgets hold today's figures with a little room (decisions 054
// and 057: 186, 185 and 219 KiB), so a change that pulls a library into the first download fails
// here; issue 17's target is 170 KiB for each of these pages (docs/performance.md has the figures and
// where the rest goes).
const KiB = 1024;
const BUDGET = {
  '/login': 188 * KiB,
  '/': 188 * KiB,
  '/student/home': 222 * KiB,
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

interface Shift {
  value: number;
  at: number;
  path: string;
  what: string[];
}

/** Records, in the page, the layout shifts not caused by input (the Core Web Vitals' rule). */
function recordLayoutShifts() {
  const w = window as unknown as { __shifts: Shift[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const what = entry.sources.map((s) =>
        s.node instanceof Element ? `${s.node.tagName} "${(s.node.textContent ?? '').slice(0, 40)}"` : '?',
      );
      w.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), path: location.pathname, what });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts recorded on `path`, once the page has been quiet for a moment, and their sum. */
async function layoutShifts(page: Page, path: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const all = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const shifts = all.filter((s) => s.path === path);
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

// The child's home filled in as its answers arrived, each section pushing the ones below it down
// (Lighthouse: CLS 0.67–0.93 on a phone), so a tap could land on the wrong thing. Decision 057: the
// sections come together. Measured on a phone-sized screen with the CPU slowed as Lighthouse does,
// where the answers and the page's code arrive furthest apart; 0.1 is the Core Web Vitals' "good".
test('the child’s home does not shift as its data arrives', async ({ browser }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(recordLayoutShifts);
  await signInWithForm(page, DEMO.mia.login, DEMO.mia.password);
  await expect(page).toHaveURL((url) => url.pathname === DEMO.mia.landing);
  await expect(page.getByRole('heading', { name: 'Continue where you left off' })).toBeVisible();
  // From the sign-in on (the form's click counts as input for half a second, the rest does not).
  const afterSignIn = await layoutShifts(page, DEMO.mia.landing);

  // Opened cold (as a child's bookmark or Lighthouse opens it), on a slow phone's CPU.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/student/home');
  await expect(page.getByRole('heading', { name: 'Continue where you left off' })).toBeVisible();
  const cold = await layoutShifts(page, DEMO.mia.landing);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();

  for (const [when, measured] of Object.entries({ 'after sign-in': afterSignIn, 'opened cold': cold }))
    expect(
      measured.cls,
      `CLS on /student/home ${when}: ${JSON.stringify(measured.shifts)}`,
    ).toBeLessThanOrEqual(0.1);
});
