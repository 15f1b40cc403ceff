import type { Page } from '@playwright/test';
import { expect, storageItem } from './fixtures.ts';
import { backToDashboard, confirmEmailFromMail, fillSignUp, type NewParent } from './journeys-helpers.ts';
import { expectPath } from './sign-in-helpers.ts';

// What the desktop and 375 px billing journeys share: a new parent signs up, and a test card typed
// into the built-in test provider's checkout page (decision 027).

export async function signUpParent(page: Page, parent: NewParent): Promise<void> {
  await fillSignUp(page, parent);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/dashboard');
  // The sign-up also signs in to the mesh (checkout and the portal are mesh calls); leaving the page
  // before that answer lands would cancel it, which no person is fast enough to do.
  await expect.poll(() => storageItem(page, 'ye.mesh_access_token')).toBeTruthy();
  // A child is added only once the email is confirmed (decision 035).
  await confirmEmailFromMail(page, parent.email);
  await backToDashboard(page);
}

export async function typeTestCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Robin Parent');
}

/** Starts the monthly trial from /my-account/subscriptions and lands on the test checkout page. */
export async function startMonthlyTrial(page: Page): Promise<void> {
  await page.goto('/my-account/subscriptions');
  const monthly = page.getByRole('region', { name: 'Monthly' });
  await monthly.getByRole('button', { name: /Start free trial/ }).click();
  await page.waitForURL(/\/test-billing\/checkout\/cs_test_\w+$/);
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
}
