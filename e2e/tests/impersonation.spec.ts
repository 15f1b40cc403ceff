import { screenshot } from './child-journey-helpers.ts';
import { expect, expectNoSeriousA11yViolations, KEYS, storageItem, test } from './fixtures.ts';
import { expectPath } from './sign-in-helpers.ts';

test('an admin impersonates a parent: red banner at the bottom centre with the reason; billing closed; Stop ends it', async ({
  page,
  signInAs,
}, testInfo) => {
  await signInAs('admin');
  await page.goto('/users');
  await page.getByLabel('Search users').fill('parent@demo.test');
  const button = page.getByRole('button', { name: 'Impersonate parent@demo.test', exact: true });
  await expect(button).toBeVisible();
  // The search narrowed the table to that account (parent2 does not match the exact address).
  await expect(page.getByRole('button', { name: /^Impersonate / })).toHaveCount(1);
  await button.click();

  const dialog = page.getByRole('dialog', { name: 'Impersonate parent@demo.test?' });
  // A reason is required: without one nothing happens and the field says why.
  await dialog.getByRole('button', { name: 'Impersonate' }).click();
  await expect(dialog.getByText('Please write at least 3 characters.')).toBeVisible();
  await dialog.getByLabel('Why are you impersonating this user?').fill('Support ticket 42: empty dashboard');
  await dialog.getByRole('button', { name: 'Impersonate' }).click();

  await expectPath(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Emma');
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText('Impersonating parent@demo.test');
  expect(await storageItem(page, 'ye.impersonating')).toBe('true');

  const geometry = await banner.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      bottomGap: window.innerHeight - r.bottom,
      centreOffset: r.left + r.width / 2 - document.documentElement.clientWidth / 2,
      bg: getComputedStyle(el).backgroundColor,
    };
  });
  expect(geometry.bottomGap).toBeGreaterThanOrEqual(0);
  expect(geometry.bottomGap).toBeLessThanOrEqual(12);
  expect(Math.abs(geometry.centreOffset)).toBeLessThanOrEqual(2);
  const [r, g, b] = (geometry.bg.match(/\d+/g) ?? []).map(Number);
  expect(r, geometry.bg).toBeGreaterThan(150);
  expect(g, geometry.bg).toBeLessThan(80);
  expect(b, geometry.bg).toBeLessThan(80);

  // The reason and the time left (30 minutes at most) are on the banner.
  await expect(banner).toContainText('Support ticket 42: empty dashboard');
  await expect(page.getByTestId('impersonation-time-left')).toHaveText(/^(29|30) min left$/);

  // Billing and the password stay closed, on the page and at the API.
  await page.goto('/my-account/subscriptions');
  await expect(page.getByTestId('not-while-impersonating')).toBeVisible();
  await page.goto('/my-account/change-password');
  await expect(page.getByTestId('not-while-impersonating')).toBeVisible();
  const refused = await page.evaluate(async () => {
    const res = await fetch('/v1/billing/overview', {
      headers: { authorization: `Bearer ${localStorage.getItem('ye.access_token')}` },
    });
    return { status: res.status, body: await res.json() };
  });
  expect(refused.status).toBe(403);
  expect(refused.body.detail).toMatch(/not available while impersonating/);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'impersonating-billing-closed-1280');

  await banner.getByRole('button', { name: 'Stop' }).click();
  // Back to the admin's own session and landing page, not to /login.
  await expectPath(page, '/users');
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Account menu for Alex\b/ })).toBeVisible();
  expect(await storageItem(page, KEYS.role)).toBe('admin');
  expect(await storageItem(page, 'ye.impersonating')).toBeNull();
  expect(await storageItem(page, 'ye.impersonator')).toBeNull();
});
