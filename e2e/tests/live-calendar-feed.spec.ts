import { DEMO, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { signInWithForm } from './sign-in-helpers.ts';

// A family's calendar feed (issue 14, decision 031): Mia's parent copies the calendar link from
// /webinars, a calendar app reads it with no sign-in and finds the sessions Mia and Leo are registered for,
// and after "Reset link" the old address finds nothing.

test('a parent copies the family calendar link, a calendar reads it, and a reset stops the old one', async ({
  page,
  context,
  request,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithForm(page, DEMO.parent.login, DEMO.parent.password);
  await expect(page).toHaveURL((url) => url.pathname === DEMO.parent.landing);
  await page.goto('/webinars');
  const panel = page.getByRole('region', { name: 'Your family calendar' });
  const field = panel.getByLabel('Calendar link');
  await expect(field).toHaveValue(/\/v1\/webinars\/feed\/[A-Za-z0-9_-]{43}\/calendar\.ics$/);
  const url = await field.inputValue();
  await panel.getByRole('button', { name: 'Copy calendar link' }).click();
  await expect(page.getByText('The calendar link is copied.', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoSeriousA11yViolations(page, 'the webinars page with the calendar link');
  await page.screenshot({ path: testInfo.outputPath('webinars-calendar-1280.png'), fullPage: true });

  // A calendar app: no sign-in, only the address.
  const feed = await request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain('SUMMARY:Brave voices: saying what you feel');
  expect(ics).toContain('SUMMARY:Calm corner: breathing games');
  // Leo's too: the feed is the family's.
  expect(ics).toContain('SUMMARY:Friendship circle live');

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(panel.getByRole('button', { name: 'Reset link' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('webinars-calendar-375.png'), fullPage: true });
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, 'the page is no wider than the phone').toBeLessThanOrEqual(375);

  // Reset asks first, then the old address finds nothing and the new one works.
  await panel.getByRole('button', { name: 'Reset link' }).click();
  await page
    .getByRole('dialog', { name: 'Reset the calendar link?' })
    .getByRole('button', { name: 'Yes, reset the link' })
    .click();
  await expect(field).not.toHaveValue(url);
  const fresh = await field.inputValue();
  expect((await request.get(new URL(url).pathname)).status()).toBe(404);
  expect((await request.get(new URL(fresh).pathname)).status()).toBe(200);
});
