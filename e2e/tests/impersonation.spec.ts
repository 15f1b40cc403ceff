import { expect, KEYS, storageItem, test } from './fixtures.ts';
import { expectPath } from './sign-in-helpers.ts';

test('an admin impersonates a parent: red banner at the bottom centre; Stop ends it', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  await page.goto('/users');
  await page.getByLabel('Search users').fill('parent@demo.test');
  const button = page.getByRole('button', { name: 'Impersonate parent@demo.test', exact: true });
  await expect(button).toBeVisible();
  // The search narrowed the table to that account (parent2 does not match the exact address).
  await expect(page.getByRole('button', { name: /^Impersonate / })).toHaveCount(1);
  await button.click();

  const dialog = page.getByRole('dialog', { name: 'Impersonate parent@demo.test?' });
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

  await banner.getByRole('button', { name: 'Stop' }).click();
  // Back to the admin's own session and landing page, not to /login.
  await expectPath(page, '/users');
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Account menu for Alex\b/ })).toBeVisible();
  expect(await storageItem(page, KEYS.role)).toBe('admin');
  expect(await storageItem(page, 'ye.impersonating')).toBeNull();
  expect(await storageItem(page, 'ye.impersonator')).toBeNull();
});
