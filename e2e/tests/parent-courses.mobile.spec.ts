import { expect, expectNoHorizontalScroll, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { openPage, saveScreen } from './pages.ts';
import {
  type CompletedChild,
  childWhoCompletedTheShortCourse,
  ratingDialogFor,
  removeChild,
} from './parent-courses.helpers.ts';

// The parent's course pages on a 375 px phone: the rating prompt, the dashboard, the child's page, the
// certificates and the public check fit the screen, pass axe and work by touch.

test.describe.configure({ mode: 'serial' });

let child: CompletedChild;

test.beforeAll(async ({ request }) => {
  child = await childWhoCompletedTheShortCourse(request, 'Ivy');
});

test.afterAll(async ({ request }) => {
  await removeChild(request, child);
});

test('375 px: the rating prompt fits and is answered by touch', async ({ page, signInAs }) => {
  await signInAs('parent');
  await page.goto('/dashboard');
  const dialog = await ratingDialogFor(page, child);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '/dashboard with the rating prompt');
  await saveScreen(page, 'mobile', '/dashboard-rating');

  const stars = dialog.getByRole('group', { name: 'Your rating (1 to 5 stars)' });
  // A tap on the fifth star (its label covers the drawn star).
  await stars.locator('label').filter({ hasText: '5 stars' }).tap();
  await expect(stars.getByRole('radio', { name: '5 stars, Loved it' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send' }).tap();
  await expect(
    page.getByText(`Thank you! Your rating of ${child.courseTitle} helps other parents choose.`),
  ).toBeVisible();
});

test('375 px: dashboard, child page, certificates and the public check', async ({ page, signInAs }) => {
  await signInAs('parent');

  await openPage(page, '/dashboard');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: child.name }) });
  await expect(card.getByText(child.courseTitle)).toHaveText(`${child.courseTitle}, completed`);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '/dashboard');
  await saveScreen(page, 'mobile', '/dashboard-courses');

  await openPage(page, `/studentDashboard/${child.childId}`);
  await expect(page.getByRole('region', { name: 'Completed (1)' })).toContainText(child.courseTitle);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '/studentDashboard');
  await saveScreen(page, 'mobile', '/studentDashboard-completed');

  await openPage(page, '/certificates');
  const row = page
    .getByRole('region', { name: child.name })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: child.courseTitle }) });
  await expect(row.getByRole('button', { name: `Download PDF for ${child.courseTitle}` })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '/certificates');
  await saveScreen(page, 'mobile', '/certificates');

  await row.getByRole('link', { name: /^Check certificate / }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This certificate is real');
  await expect(page.getByRole('main')).toContainText(child.courseTitle);
  await expect(page.getByRole('main')).not.toContainText(child.name);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '/verify');
  await saveScreen(page, 'mobile', '/verify');
});
