import { keepScreenshot, openCatalogPage, seededCatalog } from './catalog-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// The catalogue as the demo parent (Emma: Mia 9 and Leo 12) sees it, on the seeded demo content.

test('a parent searches, filters by topic and opens a course', async ({ page, signInAs }, testInfo) => {
  await signInAs('parent');
  await openCatalogPage(page, '/courses', 'Courses');
  await expect(page.getByRole('heading', { name: /^Recommended for (Mia|Leo)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/courses');
  await keepScreenshot(page, testInfo, 'courses-desktop');

  // Search: results replace the rows and the grid once typing pauses.
  const search = page.getByRole('searchbox', { name: 'Search courses' });
  await search.fill('friends');
  await expect(page).toHaveURL(/\/courses\?q=friends$/);
  const results = page.getByRole('region', { name: 'Results for “friends”' });
  await expect(results.getByRole('link', { name: 'Making and Keeping Friends' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured' })).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'courses-search-desktop');

  await search.fill('zebracorn');
  await expect(page.getByText('No courses match “zebracorn”. Try another word.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page).toHaveURL(/\/courses$/);

  // Filter by topic: kept in the URL, only calm courses remain.
  const browse = page.getByRole('region', { name: 'Browse courses' });
  await browse
    .getByRole('group', { name: 'Topic' })
    .getByRole('button', { name: 'Calm', exact: true })
    .click();
  await expect(page).toHaveURL(/\/courses\?topic=calm$/);
  await expect(
    browse.getByRole('group', { name: 'Topic' }).getByRole('button', { name: 'Calm', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(browse.getByRole('article')).not.toHaveCount(0);
  for (const card of await browse.getByRole('article').all()) await expect(card).toContainText('Calm');
  await expect(browse.getByRole('link', { name: 'Making and Keeping Friends' })).toHaveCount(0);

  // The filter survives a reload (it lives in the URL).
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Browse courses' }).getByRole('button', { name: 'Calm', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Open a course from the grid.
  await page
    .getByRole('region', { name: 'Browse courses' })
    .getByRole('link', { name: 'Calm Body, Calm Mind' })
    .click();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calm Body, Calm Mind');
  await expect(page.getByRole('heading', { name: 'What your child will learn' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Course outline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your instructor' })).toBeVisible();
  await expect(page).toHaveTitle('Calm Body, Calm Mind · Youth Enrichments');
  await expectNoSeriousA11yViolations(page, 'course page');
  await keepScreenshot(page, testInfo, 'course-detail-desktop');
});

test('a parent assigns a course to a child and takes it back', async ({ page, signInAs }, testInfo) => {
  const { token } = await signInAs('parent');
  const course = (await seededCatalog(page, token)).byTitle('Calm Body, Calm Mind');
  const assignedOnServer = async () => {
    const res = await page.request.get(`/v1/course/get/${course.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { assigned_child_ids: string[] }).assigned_child_ids.length;
  };

  await openCatalogPage(page, `/courses/${course.id}`, 'Calm Body, Calm Mind');
  const panel = page.getByRole('region', { name: 'Assign to my child' });
  const leo = panel.getByRole('switch', { name: 'Assign to Leo' });
  await expect(leo).not.toBeChecked();
  expect(await assignedOnServer()).toBe(0);

  await leo.focus();
  await page.keyboard.press('Space');
  await expect(leo).toBeChecked();
  await expect(page.getByRole('alert').filter({ hasText: 'Assigned to Leo.' })).toBeVisible();
  await expect.poll(assignedOnServer).toBe(1);
  await keepScreenshot(page, testInfo, 'course-assigned-desktop');

  // Still assigned after a reload; then taken back.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Assign to Leo' })).toBeChecked();
  await page.getByRole('switch', { name: 'Assign to Leo' }).click();
  await expect(page.getByRole('switch', { name: 'Assign to Leo' })).not.toBeChecked();
  await expect(page.getByRole('alert').filter({ hasText: 'Removed from Leo’s courses.' })).toBeVisible();
  await expect.poll(assignedOnServer).toBe(0);
  await expectNoSeriousA11yViolations(page, 'course page after assigning');
});

test('a parent opens the bundles and a course of a bundle', async ({ page, signInAs }, testInfo) => {
  await signInAs('parent');
  await openCatalogPage(page, '/bundle', 'Bundles');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(/\d+ courses/);
  await expect(cards.first()).toContainText(/in all/);
  await expectNoSeriousA11yViolations(page, '/bundle');
  await keepScreenshot(page, testInfo, 'bundles-desktop');

  const title = (await cards.first().getByRole('heading').textContent()) ?? '';
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/bundle\/courses\/[0-9a-f-]{36}$/);
  const bundleUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const inBundle = page.getByRole('region', { name: 'Courses in this bundle' });
  await expect(inBundle.getByText('Step 1', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a bundle');
  await keepScreenshot(page, testInfo, 'bundle-courses-desktop');

  const first = inBundle.getByRole('article').first().getByRole('link');
  const courseTitle = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/bundle\/courseDetails\/[0-9a-f-]{36}\?bundle=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(courseTitle);
  const trail = page.getByRole('navigation', { name: 'You are here' });
  await expect(trail.getByRole('link', { name: 'Bundles' })).toBeVisible();
  await expect(trail.getByRole('link', { name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a course of a bundle');
  await keepScreenshot(page, testInfo, 'bundle-course-detail-desktop');

  await trail.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(bundleUrl);
});

test('all courses, and a friendly page for a course that does not exist', async ({
  page,
  signInAs,
}, testInfo) => {
  await signInAs('parent');
  await openCatalogPage(page, '/all-courses', 'All courses');
  await expect(page.getByRole('article')).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/all-courses');
  await keepScreenshot(page, testInfo, 'all-courses-desktop');

  // Every course shown is for a range of ages that holds 7 ('Ages 6-12', 'Age 7').
  const ages = (text: string) => {
    const [, min, max] = text.match(/Ages? (\d+)(?:-(\d+))?/) ?? [];
    return { min: Number(min), max: Number(max ?? min) };
  };
  const holdSeven = async () =>
    (await page.getByRole('article').allTextContents()).every((text) => {
      const { min, max } = ages(text);
      return min <= 7 && max >= 7;
    });
  // Before the filter, some course is not for 7, so the filtered list is told apart from the old one.
  expect(await holdSeven()).toBe(false);
  await page.getByLabel('Age', { exact: true }).selectOption('7');
  await expect(page).toHaveURL(/\/all-courses\?age=7$/);
  // The router commits the new address before it renders the filtered page (a transition), and the
  // previous page then stays in view dimmed (aria-busy) until the filtered one arrives: wait for the
  // list to be the filtered one rather than for a moment without aria-busy, which the old page also has.
  await expect.poll(holdSeven).toBe(true);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /courses?, page 1 of/ })).toBeVisible();
  await expect(page.getByRole('article')).not.toHaveCount(0);
  for (const text of await page.getByRole('article').allTextContents()) {
    const { min, max } = ages(text);
    expect(min).toBeLessThanOrEqual(7);
    expect(max).toBeGreaterThanOrEqual(7);
  }

  await openCatalogPage(page, '/courses/00000000-0000-4000-8000-000000000000', 'We can’t find this course');
  await expect(page.getByRole('link', { name: 'Browse the courses' })).toHaveAttribute('href', '/courses');
});
