import { expect, KEYS, storageItem, test } from './fixtures.ts';
import { expectPath } from './sign-in-helpers.ts';

test('a parent opening /instructor/ is sent to /', async ({ page, signInAs }) => {
  await signInAs('parent');
  await page.goto('/instructor/');
  await expectPath(page, '/');
  // Still signed in: the guard redirects, it does not sign the parent out.
  expect(await storageItem(page, KEYS.access)).toBeTruthy();
  await expect(page.getByRole('heading', { name: /instructor dashboard/i })).toHaveCount(0);
});

test('a signed-out visitor opening /dashboard is sent to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expectPath(page, '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});

test('a signed-out visitor opening /student/home is sent to /student/login', async ({ page }) => {
  await page.goto('/student/home');
  await expectPath(page, '/student/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi there!' })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page/here');
  await expect(page.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found · Youth Enrichments/);
});
