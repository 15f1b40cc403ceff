import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import {
  DEMO,
  type DemoUser,
  expect,
  isChildLogin,
  KEYS,
  seriousAxeViolations,
  type TokenResponse,
} from './fixtures.ts';
import { isParameterised, readRouteTable, visitorsOf } from './sweep-routes.ts';
import { type ReadApi, SAMPLES } from './sweep-samples.ts';

type Visitor = DemoUser | 'anonymous';

/**
 * One browser context per visitor for the whole worker: each demo account signs in once (through the
 * API) and its tokens go in as the context's storage state. In it, one tab that the sweep keeps: the
 * first route loads the app, the next ones move its router (see `openRoute`).
 */
interface Sweep {
  tab(who: Visitor): Promise<{ page: Page; fresh: boolean }>;
  /** Closes the visitor's tab (after a failed visit), so the next visit starts from a page load. */
  discard(who: Visitor): Promise<void>;
  read: ReadApi;
}

export const test = base.extend<object, { sweep: Sweep }>({
  sweep: [
    async ({ browser, playwright }, use, workerInfo) => {
      const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = workerInfo.project.use;
      if (!baseURL) throw new Error('No baseURL in the Playwright config');
      const request: APIRequestContext = await playwright.request.newContext({ baseURL });
      const signIn = async (who: DemoUser) => {
        const { login, password } = DEMO[who];
        const res = await request.post('/v1/auth/token/get', {
          data: isChildLogin(login) ? { username: login, password } : { email: login, password },
        });
        if (res.status() !== 200) throw new Error(`${who} cannot sign in: ${await res.text()}`);
        return (await res.json()) as TokenResponse;
      };
      const contexts = new Map<Visitor, Promise<BrowserContext>>();
      const context = (who: Visitor) => {
        let pending = contexts.get(who);
        if (!pending) {
          pending = (async () => {
            const origin = new URL(baseURL).origin;
            const localStorage =
              who === 'anonymous'
                ? []
                : await signIn(who).then((t) => [
                    { name: KEYS.access, value: t.token },
                    { name: KEYS.refresh, value: t.refresh_token },
                    { name: KEYS.role, value: t.user.type },
                  ]);
            return browser.newContext({
              baseURL,
              viewport,
              isMobile,
              hasTouch,
              deviceScaleFactor,
              userAgent,
              storageState: { cookies: [], origins: [{ origin, localStorage }] },
            });
          })();
          contexts.set(who, pending);
        }
        return pending;
      };
      // The samples are read with sign-ins of their own: the browser's refresh tokens stay the browser's
      // (a refresh token works once), and an access token that expired mid-run is replaced.
      const readTokens = new Map<DemoUser, Promise<TokenResponse>>();
      const read: ReadApi = async <T>(p: string, as: DemoUser) => {
        for (let attempt = 0; ; attempt++) {
          let tokens = readTokens.get(as);
          if (!tokens) {
            tokens = signIn(as);
            readTokens.set(as, tokens);
          }
          const { token } = await tokens;
          const res = await request.get(p, { headers: { Authorization: `Bearer ${token}` } });
          if (res.status() === 401 && attempt === 0) {
            readTokens.delete(as);
            continue;
          }
          if (res.status() !== 200) throw new Error(`GET ${p} as ${as}: ${res.status()} ${await res.text()}`);
          return (await res.json()) as T;
        }
      };
      const tabs = new Map<Visitor, Page>();
      const tab = async (who: Visitor) => {
        const open = tabs.get(who);
        if (open && !open.isClosed()) return { page: open, fresh: false };
        const page = await (await context(who)).newPage();
        tabs.set(who, page);
        return { page, fresh: true };
      };
      const discard = async (who: Visitor) => {
        await tabs.get(who)?.close();
        tabs.delete(who);
      };
      await use({ tab, discard, read });
      for (const c of contexts.values()) await (await c).close();
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

/** Every (route, visitor) pair of the route table. */
export function sweepVisits() {
  return readRouteTable().flatMap((route) => visitorsOf(route).map((who) => ({ route, who })));
}

/**
 * Text nodes whose words wrap inside the word (a word's letters on two lines), as with
 * `overflow-wrap: anywhere` or `word-break: break-all` in a box too narrow for it. A word may still
 * wrap after a hyphen, a dash or a slash. Visually hidden text (1 px boxes) and SVG are skipped.
 */
async function wordsBrokenMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      const el = node.parentElement;
      if (!el || text.trim().length < 2 || el.closest('svg, script, style, noscript')) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 4 || box.height < 4) continue;
      for (const m of text.matchAll(/[^\s\-‐–—/]+[-‐–—/]*/g)) {
        if (m[0].length < 2) continue;
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        const first = rects[0];
        if (first && rects.some((r) => r.top >= first.bottom - 1)) {
          found.push(`"${m[0]}" in <${el.tagName.toLowerCase()}> "${text.trim().slice(0, 60)}"`);
          break;
        }
      }
      if (found.length >= 10) break;
    }
    return found;
  });
}

const H1 = 'h1, [role="heading"][aria-level="1"]';
/** Marks the headings of the page being left, so the wait for the next page cannot see them. */
const LEFT = 'data-sweep-left';

/**
 * Shows `url` in the visitor's tab: a page load for the tab's first route (or the same address again),
 * else a move of the app's own router, as a link or the back button would (a pushed history entry and a
 * popstate). Booting the app again for each of the sweep's 200 visits cost about 2 s of a 2-core
 * machine's time per visit; the boot itself is still checked by each tab's first route and by every
 * feature spec.
 */
async function openRoute(page: Page, url: string, fresh: boolean): Promise<void> {
  const here = fresh ? null : await page.evaluate(() => location.pathname + location.search);
  if (fresh || here === url) {
    await page.goto(url);
    return;
  }
  await page.evaluate(
    ({ to, h1, left }) => {
      for (const h of document.querySelectorAll(h1)) h.setAttribute(left, '');
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: `sweep${idx}`, idx }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { to: url, h1: H1, left: LEFT },
  );
  // Two routes drawn by the same page component (/forgot-password and /instructor/forgot-password) keep
  // React's heading element, marker and all: when no new heading comes, the address is loaded afresh.
  const arrived = await page
    .locator(`:is(${H1}):not([${LEFT}])`)
    .first()
    .waitFor({ state: 'visible', timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!arrived) await page.goto(url);
}

/**
 * Opens one route as one visitor and checks the page: it stays on the route, shows one h1 and a title, is no
 * wider than the screen, breaks no word mid-word, has no serious axe violation and logs no error.
 * Problems are soft expectations, so one run reports all of a page's problems at once.
 */
export async function sweepRoute(
  sweep: Sweep,
  routePath: string,
  who: Visitor,
  width: 'desktop' | 'mobile',
): Promise<void> {
  const sample = SAMPLES[routePath];
  if (isParameterised(routePath))
    expect(
      sample,
      `Route ${routePath} (apps/web/src/app/routes.tsx) has parameters but no sample address: add one to SAMPLES in e2e/tests/sweep-samples.ts`,
    ).toBeDefined();
  const url = (sample ? await sample(sweep.read, who) : null) ?? routePath;
  const pathname = new URL(url, 'http://x').pathname;

  const { page, fresh } = await sweep.tab(who);
  const errors: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()} (${m.location().url})`);
  };
  const onPageError = (e: Error) => errors.push(`page error: ${e.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  let failed = false;
  try {
    await openRoute(page, url, fresh);
    await expect(page, `${url} as ${who} stays on its route`).toHaveURL((u) => u.pathname === pathname);
    // Headings counted in the DOM, not in the accessibility tree: a dialog that opens by itself (the
    // rating prompt after a finished course) hides the page beneath it from the tree, not from the page.
    const h1 = page.locator(H1);
    // The new page's heading: the one of the route before it was marked as it left.
    await expect(page.locator(`:is(${H1}):not([${LEFT}])`).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"], .MuiSkeleton-root')).toHaveCount(0);
    await page.waitForLoadState('load');
    await expect.soft(h1, 'exactly one h1').toHaveCount(1);
    await expect.soft(page, 'a title naming the product').toHaveTitle(/Youth Enrichments/);

    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
      innerWidth: window.innerWidth,
    }));
    expect
      .soft(scrollWidth, `page is wider than the ${innerWidth} px screen`)
      .toBeLessThanOrEqual(innerWidth);
    expect.soft(await wordsBrokenMidWord(page), 'words broken mid-word').toEqual([]);
    expect.soft(await seriousAxeViolations(page), 'serious or critical axe violations').toEqual([]);
    expect.soft(errors, 'console errors').toEqual([]);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A picture of every page with a problem (and of all of them with SWEEP_SCREENS=<folder>).
    const info = test.info();
    const name = `${width}-${who}-${pathname.replace(/^\/|\/$/g, '').replaceAll(/[/:]/g, '_') || 'home'}.png`;
    if (failed || info.errors.length > 0)
      await page.screenshot({ path: info.outputPath(name), fullPage: true }).catch(() => {});
    if (process.env.SWEEP_SCREENS)
      await page.screenshot({ path: `${process.env.SWEEP_SCREENS}/${name}`, fullPage: true });
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    if (failed || info.errors.length > 0) await sweep.discard(who);
  }
}
