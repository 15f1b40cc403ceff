import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** The demo accounts of DESIGN.md section 4, with where each lands and the first name it is greeted by. */
export const DEMO = {
  parent: { login: 'parent@demo.test', password: 'Parent#2026', firstName: 'Emma', landing: '/dashboard' },
  parent2: {
    login: 'parent2@demo.test',
    password: 'Parent#2026',
    firstName: 'Daniel',
    landing: '/dashboard',
  },
  mia: { login: 'mia', password: 'Mia#2026', firstName: 'Mia', landing: '/student/home' },
  leo: { login: 'leo', password: 'Leo#2026', firstName: 'Leo', landing: '/student/home' },
  sam: { login: 'sam', password: 'Sam#2026', firstName: 'Sam', landing: '/student/home' },
  instructor: {
    login: 'instructor@demo.test',
    password: 'Instructor#2026',
    firstName: 'Grace',
    landing: '/instructor/',
  },
  instructor2: {
    login: 'instructor2@demo.test',
    password: 'Instructor#2026',
    firstName: 'Omar',
    landing: '/instructor/',
  },
  ely: { login: 'ely@demo.test', password: 'Ely#2026', firstName: 'Ely', landing: '/instructor/' },
  provider: {
    login: 'provider@demo.test',
    password: 'Provider#2026',
    firstName: 'Lucas',
    landing: '/instructor/',
  },
  external: {
    login: 'external@demo.test',
    password: 'External#2026',
    firstName: 'Priya',
    landing: '/instructor/profile',
  },
  admin: { login: 'admin@demo.test', password: 'Admin#2026', firstName: 'Alex', landing: '/users' },
} as const;
export type DemoUser = keyof typeof DEMO;

export const isChildLogin = (login: string) => !login.includes('@');

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The dev mail folder of the server the running test's project talks to (the API writes one JSON file
 * per message); each lane's server has its own (playwright.config.ts).
 */
export function mailDir(): string {
  const dataDir = base.info().project.metadata.dataDir;
  if (typeof dataDir !== 'string') throw new Error('The project has no dataDir (see playwright.config.ts)');
  return path.resolve(repoRoot, dataDir, 'mail');
}

export interface MailFile {
  date: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export function mailsTo(to: string): MailFile[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as MailFile)
    .filter((m) => m.to === to);
}

/** localStorage keys written by the app (apps/web/src/lib/storage.ts). */
export const KEYS = {
  access: 'ye.access_token',
  refresh: 'ye.refresh_token',
  role: 'ye.role',
} as const;

export const storageItem = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

export interface TokenResponse {
  token: string;
  refresh_token: string;
  user: { type: string; first_name: string; email?: string | null; username?: string | null };
}

/**
 * Signs in without the form: POST /v1/auth/token/get, then writes the main tokens and the role into
 * localStorage on the app's origin (the mesh session is left out; pages here read the main API).
 */
export async function signInWithApi(page: Page, who: DemoUser | { login: string; password: string }) {
  const { login, password } = typeof who === 'string' ? DEMO[who] : who;
  const body = isChildLogin(login) ? { username: login, password } : { email: login, password };
  const res = await page.request.post('/v1/auth/token/get', { data: body });
  expect(res.status(), await res.text()).toBe(200);
  const tokens = (await res.json()) as TokenResponse;
  // Any same-origin page will do; /404 is light and public.
  await page.goto('/404');
  await page.evaluate(
    ([k, t]) => {
      window.localStorage.setItem(k.access, t.token);
      window.localStorage.setItem(k.refresh, t.refresh_token);
      window.localStorage.setItem(k.role, t.user.type);
    },
    [KEYS, tokens] as const,
  );
  return tokens;
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe (WCAG 2.x A/AA) run in the page itself, once its source is in: AxeBuilder's default mode opens a
 * second, blank page for every analysis to merge per-frame results, which cost five times the check on
 * this machine. Our pages have no iframes, so one axe.run over the document sees everything.
 * Returns the serious and critical violations, one line each.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    // Colours as they settle: axe reads them at one instant, and a button caught mid-transition (just
    // enabled, fading from grey to green) reads as low contrast though it is not (CI saw it once).
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
    // No wait needed: a cancelled transition's element computes its end value at the next read.
    document.head.append(still);
    const results = await inPage
      .run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
      .finally(() => still.remove());
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, AXE_TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.targets.join(', ')}`);
}

/** Fails on any serious or critical axe violation, listing them. */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()) {
  expect(await seriousAxeViolations(page), `axe violations on ${label}`).toEqual([]);
}

/**
 * A toast with these words shows, and is then closed with a click, as a person would. The app shows
 * one toast at a time (the next one waits its turn), and a toast's timer pauses while its window has
 * no focus, which a test with two browser windows causes: a toast left open would hold the next back.
 */
export async function seeToast(page: Page, words: string) {
  const toast = page.getByText(words);
  await expect(toast).toBeVisible();
  await toast.click();
  await expect(toast).toBeHidden();
}

/** The page is no wider than the 375 px phone screen (the mobile project's viewport). */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
    viewport: window.innerWidth,
  }));
  expect(viewport).toBe(375);
  expect(scrollWidth, 'page is wider than the 375 px screen').toBeLessThanOrEqual(375);
}

/**
 * The signed-in frame shows the user's name (account menu in the app bar); landing pages with a greeting
 * (all but the admin's /users, whose heading is 'Users') also greet by first name in the h1.
 */
export async function expectGreeting(page: Page, firstName: string, { heading = true } = {}) {
  await expect(
    page.getByRole('button', { name: new RegExp(`^Account menu for ${firstName}\\b`) }),
  ).toBeVisible();
  if (heading) await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName);
}

export const test = base.extend<{ signInAs: (who: DemoUser) => Promise<TokenResponse> }>({
  signInAs: async ({ page }, use) => {
    await use((who) => signInWithApi(page, who));
  },
});

export { expect };
