import { keepScreenshot, openCatalogPage, seededCatalog } from './catalog-helpers.ts';
import { expect, expectNoHorizontalScroll, expectNoSeriousA11yViolations, test } from './fixtures.ts';

test('375 px: every catalogue page fits the screen, has one h1 and no serious axe violation', async ({
  page,
  signInAs,
}, testInfo) => {
  const { token } = await signInAs('parent');
  const { byTitle, bundles } = await seededCatalog(page, token);
  const game = byTitle('Brave Explorer Quest');
  const bundle = bundles[0];
  if (!bundle?.courses[0]) throw new Error('The demo bundles are not seeded');

  const pages = [
    { name: 'courses', path: '/courses', h1: 'Courses' },
    { name: 'courses-topic', path: '/courses?topic=friendship&age=9', h1: 'Courses' },
    { name: 'course-detail', path: `/courses/${game.id}`, h1: game.title },
    { name: 'all-courses', path: '/all-courses', h1: 'All courses' },
    { name: 'bundles', path: '/bundle', h1: 'Bundles' },
    { name: 'bundle-courses', path: `/bundle/courses/${bundle.id}`, h1: bundle.title },
    {
      name: 'bundle-course-detail',
      path: `/bundle/courseDetails/${bundle.courses[0].id}?bundle=${bundle.id}`,
      h1: bundle.courses[0].title,
    },
  ];
  for (const p of pages) {
    await test.step(p.path, async () => {
      await openCatalogPage(page, p.path, p.h1);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page, p.path);
      await keepScreenshot(page, testInfo, `${p.name}-mobile`);
    });
  }
});

test('375 px: a game course calls its chapters levels, and the parent can assign it by touch', async ({
  page,
  signInAs,
}) => {
  const { token } = await signInAs('parent');
  const game = (await seededCatalog(page, token)).byTitle('Brave Explorer Quest');
  await openCatalogPage(page, `/courses/${game.id}`, game.title);
  await expect(page.getByRole('heading', { name: 'Levels and missions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Level 1: / })).toBeVisible();

  const mia = page.getByRole('switch', { name: 'Assign to Mia' });
  await expect(mia).not.toBeChecked();
  await mia.tap();
  await expect(mia).toBeChecked();
  await mia.tap();
  await expect(mia).not.toBeChecked();
  await expectNoHorizontalScroll(page);
});
