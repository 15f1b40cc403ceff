import { createChild, type NewChild, removeChild, screenshot } from './child-journey-helpers.ts';
import { DEMO, expect, expectNoSeriousA11yViolations, seeToast, test } from './fixtures.ts';
import { signInWithForm } from './sign-in-helpers.ts';

// Learned personalisation (decision 048): off until the parent turns it on with the switch on the
// child's page; stored (kept after a reload); turned off again through the same switch. A fresh child
// of the demo parent is made for the test and removed after it, so no demo child changes.
// Not here: a learned reason on /courses, which needs 10+ children with surveys around a completed
// course in the child's band; the demo does not seed that many (the API test proves the reason).

let child: NewChild | undefined;

test.afterEach(async ({ request }) => {
  if (child) await removeChild(request, child);
  child = undefined;
});

test('a parent turns learned suggestions on and off with the switch on the child page', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  child = await createChild(page.request, 'Robin');

  await signInWithForm(page, DEMO.parent.login, DEMO.parent.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/studentDashboard/${child.childId}`);
  await expect(page.getByRole('heading', { name: 'Learned suggestions' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Use Robin’s survey answers to learn better suggestions' });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText(/It is off unless you turn it on\./)).toBeVisible();

  await toggle.scrollIntoViewIfNeeded();
  // The switch follows the saved setting, so it flips once the server has answered.
  await toggle.click();
  await seeToast(page, 'Learned suggestions are on for Robin.');
  await expect(toggle).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'child page with the learned-suggestions switch');
  await screenshot(page, testInfo, 'parent-personalisation-switch-1280');

  // Stored, not only shown.
  await page.reload();
  const again = page.getByRole('switch', { name: 'Use Robin’s survey answers to learn better suggestions' });
  await expect(again).toBeChecked();

  // Off again: nothing was kept for Robin yet, so no confirm is needed.
  await again.scrollIntoViewIfNeeded();
  await again.click();
  await seeToast(page, 'Learned suggestions are off for Robin, and what we kept is deleted.');
  await expect(again).not.toBeChecked();
});
