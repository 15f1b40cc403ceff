import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, mailsTo } from './fixtures.ts';
import { expectPath } from './sign-in-helpers.ts';

// What the desktop and 375 px first-hour journeys share: a family made for the run, the forms they
// fill the same way (the click or tap that follows stays in each spec) and the clean-up afterwards.

export interface NewParent {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}
export interface NewChild {
  name: string;
  username: string;
  password: string;
}

/** A parent and a child unique to this run (`tag` keeps the desktop and phone families apart). */
export function newFamily(tag: string, names: { parent: string; lastName: string; child: string }) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const parent: NewParent = {
    email: `journey-${tag}${stamp}@example.test`,
    password: `Kite-${names.lastName}-2026`,
    firstName: names.parent,
    lastName: names.lastName,
  };
  const kid: NewChild = {
    name: names.child,
    username: `${names.child.toLowerCase()}_${stamp}`,
    password: `${names.child}#${names.lastName}2026`,
  };
  return { parent, kid };
}

/** Fills the sign-up form's text fields (the terms box and the submit are each spec's own step). */
export async function fillSignUp(page: Page, parent: NewParent): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel(/^First name/).fill(parent.firstName);
  await page.getByLabel(/^Last name/).fill(parent.lastName);
  await page.getByLabel(/^Email/).fill(parent.email);
  await page.getByLabel(/^Password/).fill(parent.password);
}

/** Fills the "Add a child" dialog; the username must be found free before the password goes in. */
export async function fillAddChild(add: Locator, kid: NewChild): Promise<void> {
  await add.getByLabel(/^Child's first name/).fill(kid.name);
  await add.getByLabel(/^Username/).fill(kid.username);
  await expect(add.getByText('Available')).toBeVisible();
  await add.getByLabel(/^Password/).fill(kid.password);
  // Nine or ten years old whatever the day the test runs: inside the game course's 6 to 12.
  await add.getByLabel(/^Birthday/).fill('2017-03-14');
  // The parent's consent after the short notice (decision 035).
  await add.getByRole('checkbox', { name: /parent or guardian and I agree/ }).check();
}

/**
 * Opens the confirmation link mailed at sign-up (the dev mailer's file, as the password-reset spec
 * reads it) and goes on to the dashboard: until then the parent cannot add a child (decision 035).
 */
export async function confirmEmailFromMail(page: Page, email: string): Promise<void> {
  let link = '';
  await expect
    .poll(
      () => {
        link =
          mailsTo(email)
            .filter((m) => m.subject.startsWith('Please confirm your email'))
            .at(-1)
            ?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .toContain('/verify-email?token=');
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
}

/** From the confirmed page back to the dashboard, by the page's own button. */
export async function backToDashboard(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expectPath(page, '/dashboard');
}

/** The parent deletes the account, and with it the child and everything they did. */
export async function deleteParentAccount(request: APIRequestContext, parent: NewParent): Promise<void> {
  const signIn = await request.post('/v1/auth/token/get', {
    data: { email: parent.email, password: parent.password },
  });
  if (signIn.status() !== 200) return; // sign-up never happened
  const { token } = (await signIn.json()) as { token: string };
  await request.post('/v1/parent_router/parent/delete-account', {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: parent.password },
  });
}
