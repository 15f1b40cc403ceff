import { screenshot, waitForPage } from './child-journey-helpers.ts';
import { DEMO, expect, expectNoHorizontalScroll, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { expectPath, signInWithForm } from './sign-in-helpers.ts';

// Live learning's schedule on a 375 px phone (issue 14, slice C): the parent's /webinars and the
// child's "My webinars" fit the screen. Only reads the seeded sessions (decision 030's demo).

test('on a phone the parent’s webinars fit the screen, with Mia’s places and the picker', async ({
  page,
}, testInfo) => {
  await signInWithForm(page, DEMO.parent.login, DEMO.parent.password);
  await expectPath(page, '/dashboard');
  await page.goto('/webinars');
  await waitForPage(page);
  const picker = page.getByLabel('Webinars for');
  if (await picker.isVisible()) await picker.selectOption({ label: 'Mia' });
  const brave = page.getByRole('listitem', { name: 'Brave voices: saying what you feel' });
  await expect(brave.getByText('Mia is registered')).toBeVisible();
  await expect(
    brave.getByRole('button', { name: 'Add to calendar: “Brave voices: saying what you feel”' }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '/webinars, phone');
  await screenshot(page, testInfo, 'live-mobile-01-parent-webinars');

  // The cancel question fits too (answered "Keep the place": nothing changes).
  await brave
    .getByRole('button', { name: 'Cancel registration of Mia: “Brave voices: saying what you feel”' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Mia’s registration?' });
  await expect(confirm).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'live-mobile-02-cancel-question', { fullPage: false });
  await confirm.getByRole('button', { name: 'Keep the place' }).click();
  await expect(confirm).toBeHidden();
  await expect(brave.getByText('Mia is registered')).toBeVisible();
});

test('on a phone Mia’s library lists her webinars with the time and kind words', async ({
  page,
}, testInfo) => {
  await signInWithForm(page, DEMO.mia.login, DEMO.mia.password);
  await expectPath(page, '/student/home');
  await page.goto('/student/my-library');
  await waitForPage(page);
  const section = page.getByRole('region', { name: 'My webinars' });
  const brave = section.getByRole('listitem', { name: 'Brave voices: saying what you feel' });
  await expect(brave).toContainText(/[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2} at \d{1,2}:\d{2} (AM|PM)/);
  await expect(brave).toContainText('Your grown-up signed you up. See you there!');
  // Three days away: the big Join button waits, greyed, and says when it opens.
  await expect(
    brave.getByRole('button', { name: 'Join “Brave voices: saying what you feel”' }),
  ).toBeDisabled();
  await expect(brave).toContainText('Opens 10 minutes before');
  await expect(section).not.toContainText('$');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '/student/my-library, phone');
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'live-mobile-03-child-library');
});
