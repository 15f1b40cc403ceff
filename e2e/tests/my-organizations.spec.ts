import { screenshot } from './child-journey-helpers.ts';
import { DEMO, expect, expectNoHorizontalScroll, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { expectPath, signInWithForm } from './sign-in-helpers.ts';

// An external admin's own organizations (decision 040), read-only: from their navigation to the
// Maple Street club's figures and members; nothing on the page writes. Only reads the demo.

test('an external admin opens Organizations and reads their club: figures and members', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithForm(page, DEMO.external.login, DEMO.external.password);
  await expectPath(page, '/instructor/profile');
  const nav = page.getByRole('link', { name: 'Organizations' }).first();
  await expect(nav).toBeVisible();
  // The landing page first, loaded, then the navigation.
  await expect(page.getByRole('heading', { level: 1, name: /Priya/ })).toBeVisible();
  await nav.click();
  await expectPath(page, '/organizations');
  await expect(page.getByRole('heading', { level: 1, name: 'Your organizations' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Maple Street After-school Club' })).toBeVisible();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row', { name: /Priya Shah/ })).toContainText('External admin');
  await expect(members.getByRole('row', { name: /Lucas Rivera/ })).toContainText('Provider');
  await expect(page.getByRole('heading', { level: 3, name: 'Courses' })).toBeVisible();
  // Read-only: no management buttons from the admin's page.
  await expect(page.getByRole('button', { name: /New organization|Archive|Members|Rename/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'your organizations');
  await screenshot(page, testInfo, 'my-organizations-1280');

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your organizations' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'your organizations at 375 px');
  await screenshot(page, testInfo, 'my-organizations-375');
});
