import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, type DemoUser, expect, isChildLogin, KEYS, type TokenResponse } from './fixtures.ts';

// Set-ups and measurements for the layout checks next to the sweep (sweep-layout*.spec.ts): the things
// the route sweep cannot see with the demo data alone (a long name, an impersonation, sparse charts).

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function tokensFor(
  request: APIRequestContext,
  who: DemoUser | { login: string; password: string },
): Promise<TokenResponse> {
  const { login, password } = typeof who === 'string' ? DEMO[who] : who;
  const res = await request.post('/v1/auth/token/get', {
    data: isChildLogin(login) ? { username: login, password } : { email: login, password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as TokenResponse;
}

/** Puts a session into the page's storage (as the app does after signing in) without the form. */
export async function storeSession(page: Page, tokens: TokenResponse) {
  await page.goto('/404');
  await page.evaluate(
    ([k, t]) => {
      window.localStorage.setItem(k.access, t.token);
      window.localStorage.setItem(k.refresh, t.refresh_token);
      window.localStorage.setItem(k.role, t.user.type);
    },
    [KEYS, tokens] as const,
  );
}

/** A child of the demo parent with the given name (a fresh username each run), signed in through the API. */
export async function newChild(request: APIRequestContext, name: string) {
  const parent = await tokensFor(request, 'parent');
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const username = `sw_${suffix}`.slice(0, 20);
  const password = 'Lantern#River#2026';
  const added = await request.post('/v1/family/child/add', {
    headers: bearer(parent.token),
    data: { name, username, password },
  });
  expect(added.status(), await added.text()).toBe(201);
  const childId = ((await added.json()) as { child_id: string }).child_id;
  return { childId, username, password, parentToken: parent.token };
}

/** How many lines the text of an element takes (1 for a label that does not wrap). */
export async function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops: number[] = [];
    for (const r of range.getClientRects()) {
      if (r.width === 0 || r.height === 0) continue;
      if (!tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
    }
    return tops.length;
  });
}

export async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} has no box`);
  return b;
}
